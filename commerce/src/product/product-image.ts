/**
 * GET /media/catalog/product/<sku>/<n>.svg: a product picture drawn from the product's attributes (colour swatch,
 * shape, dimensions), deterministic, 1080 × 1340. Views 1–4: front, edge, detail, pallet. Cached for a year
 * (the picture of a sku and view only changes with its attributes; a new picture gets a new url).
 */
import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Database } from '../kernel/database'
import { GALLERY_VIEWS, type GalleryView } from './media-gallery'
import { catalogProductEntity, catalogProductSuperLink, eavAttributeOption, eavAttributeOptionValue } from './tables'

const WIDTH = 1080
const HEIGHT = 1340
const PATH = /^\/media\/catalog\/product\/([^/]+)\/(\d+)\.svg$/

type Piece = {
  sku: string
  length: number | null
  width: number | null
  strength: number | null
  pieces_per_pallet: number | null
  material: string | null
  swatch: string | null
  coil: number
  foam: number
}
type Shape = 'sheet' | 'board' | 'rod' | 'coil'

const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The colour scaled towards black (factor < 1) or white (> 1). */
function shade(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  const scaled = channels.map((c) => Math.round(factor < 1 ? c * factor : c + (255 - c) * (factor - 1)))
  return `#${scaled.map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0')).join('')}`
}

function front(shape: Shape, c: string): string {
  if (shape === 'rod') {
    return `<rect x="140" y="420" width="760" height="260" fill="${c}"/><ellipse cx="900" cy="550" rx="60" ry="130" fill="${shade(c, 0.8)}"/><ellipse cx="140" cy="550" rx="60" ry="130" fill="${shade(c, 1.15)}"/><rect x="140" y="440" width="760" height="40" fill="${shade(c, 1.25)}" opacity="0.6"/>`
  }
  if (shape === 'coil') {
    return [360, 320, 280, 240, 200]
      .map(
        (r, i) =>
          `<circle cx="540" cy="560" r="${r}" fill="none" stroke="${shade(c, 1 - i * 0.06)}" stroke-width="38"/>`,
      )
      .join('')
  }
  return `<polygon points="160,760 620,300 940,420 480,880" fill="${c}"/><polygon points="480,880 940,420 940,${shape === 'board' ? 450 : 440} 480,${shape === 'board' ? 910 : 900}" fill="${shade(c, 0.75)}"/><polygon points="160,760 480,880 480,${shape === 'board' ? 910 : 900} 160,${shape === 'board' ? 790 : 780}" fill="${shade(c, 0.85)}"/>`
}

function edge(shape: Shape, c: string): string {
  if (shape === 'rod' || shape === 'coil') {
    return `<circle cx="540" cy="560" r="300" fill="${c}" stroke="${shade(c, 0.7)}" stroke-width="12"/><line x1="240" y1="560" x2="840" y2="560" stroke="#333" stroke-width="4" stroke-dasharray="16 10"/>`
  }
  return `<rect x="120" y="460" width="840" height="200" fill="${shade(c, 0.85)}"/><rect x="120" y="460" width="840" height="24" fill="${shade(c, 1.2)}"/><line x1="1000" y1="460" x2="1000" y2="660" stroke="#333" stroke-width="4"/>`
}

function detail(c: string): string {
  const lines = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="0" y1="${160 + i * 70}" x2="1080" y2="${120 + i * 70}" stroke="${shade(c, 1.12)}" stroke-width="6" opacity="0.5"/>`,
  )
  return `<rect x="0" y="120" width="1080" height="880" fill="${c}"/>${lines.join('')}`
}

function pallet(shape: Shape, c: string, pieces: number): string {
  const layers = Math.max(1, Math.min(pieces, 14))
  const h = Math.min(40, 560 / layers)
  const stack = Array.from({ length: layers }, (_, i) => {
    const y = 840 - (i + 1) * h
    return shape === 'rod' || shape === 'coil'
      ? Array.from(
          { length: 8 },
          (_, j) =>
            `<circle cx="${230 + j * 88}" cy="${y + h / 2}" r="${h / 2}" fill="${shade(c, 0.9 + (j % 2) * 0.1)}"/>`,
        ).join('')
      : `<rect x="180" y="${y}" width="720" height="${h - 2}" fill="${shade(c, i % 2 ? 0.92 : 1)}"/>`
  })
  return `${stack.join('')}<rect x="160" y="840" width="760" height="30" fill="#b58b57"/><rect x="180" y="870" width="60" height="50" fill="#9c7444"/><rect x="510" y="870" width="60" height="50" fill="#9c7444"/><rect x="840" y="870" width="60" height="50" fill="#9c7444"/>`
}

export function renderProductImage(piece: Piece, view: GalleryView): string {
  const shape: Shape = piece.coil ? 'coil' : piece.width === null ? 'rod' : piece.foam ? 'board' : 'sheet'
  const c = piece.swatch ?? '#9aa0a6'
  const art =
    view === 'front'
      ? front(shape, c)
      : view === 'edge'
        ? edge(shape, c)
        : view === 'detail'
          ? detail(c)
          : pallet(shape, c, piece.pieces_per_pallet ?? 1)
  const size =
    piece.width === null
      ? `Ø ${piece.strength} × ${piece.length} mm`
      : `${piece.strength} × ${piece.length} × ${piece.width} mm`
  const caption = `${piece.material ?? ''} · ${size}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f5f6"/>${art}<rect y="1140" width="${WIDTH}" height="200" fill="#ffffff"/><text x="60" y="1220" font-family="sans-serif" font-size="52" font-weight="700" fill="#1c2733">${escapeXml(piece.sku)}</text><text x="60" y="1290" font-family="sans-serif" font-size="38" fill="#4a5560">${escapeXml(caption)}</text></svg>`
}

/** The piece behind a sku: dimensions, material name and the colour swatch (a configurable's first variant's). */
async function findPiece(db: Database, sku: string): Promise<Piece | undefined> {
  const e = catalogProductEntity
  const m = eavAttributeOptionValue
  const o = eavAttributeOption
  const l = catalogProductSuperLink
  const variant = alias(catalogProductEntity, 'variant')
  const variantColour = db
    .select({ color: variant.color })
    .from(l)
    .innerJoin(variant, eq(variant.entity_id, l.product_id))
    .where(eq(l.parent_id, e.entity_id))
    .orderBy(variant.entity_id)
    .limit(1)
  const [piece] = await db
    .select({
      sku: e.sku,
      length: e.length,
      width: e.width,
      strength: sql<number | null>`coalesce(${e.strength}, ${e.diameter})`,
      pieces_per_pallet: e.pieces_per_pallet,
      material: m.value,
      swatch: o.swatch_value,
      coil: sql<number>`${e.width} is null and ${e.length} > 10000`,
      foam: sql<number>`${m.value} like '%schaum%'`,
    })
    .from(e)
    .leftJoin(m, and(eq(m.option_id, e.material), eq(m.store_id, 0)))
    .leftJoin(o, eq(o.option_id, sql`coalesce(${e.color}, (${variantColour}))`))
    .where(eq(e.sku, sku))
  return piece
}

export async function handleProductImage(request: Request, db: Database): Promise<Response | null> {
  if (request.method !== 'GET') return null
  const match = PATH.exec(new URL(request.url).pathname)
  if (!match) return null
  const view = GALLERY_VIEWS[Number(match[2]) - 1]
  // A round piece longer than 10 m comes on a coil (welding rod); foam is told by its material name.
  const piece = view ? await findPiece(db, decodeURIComponent(match[1] ?? '')) : undefined
  if (!view || !piece) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } })
  return new Response(renderProductImage(piece, view), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}
