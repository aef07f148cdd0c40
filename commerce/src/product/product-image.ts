/**
 * GET /media/catalog/product/<sku>/<n>.svg[?___store=<code>]: a product picture drawn from the product's attributes,
 * deterministic, 1080 × 1340. Views 1–4: front, edge, detail, pallet. A sheet is drawn in its format's proportions
 * and thickness, a rod in its diameter, a coil as a coil, a foam board with pores; in its colour, light colours
 * outlined so they stand out from the grey background. The caption is in the store view's language and decimal sign
 * (Magento's `___store`; the default store view without it). Cached for a year (the picture of a url only changes
 * with its attributes; a new picture gets a new url).
 */
import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Context } from '../kernel/context'
import type { Database } from '../kernel/database'
import { GALLERY_VIEWS, type GalleryView } from './media-gallery'
import { catalogProductEntity, catalogProductSuperLink, eavAttributeOption, eavAttributeOptionValue } from './tables'

const WIDTH = 1080
const HEIGHT = 1340
const PATH = /^\/media\/catalog\/product\/([^/]+)\/(\d+)\.svg$/
const BACKGROUND = '#f4f5f6'

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
type Point = [number, number]

const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The colour scaled towards black (factor < 1) or white (> 1). */
function shade(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  const scaled = channels.map((c) => Math.round(factor < 1 ? c * factor : c + (255 - c) * (factor - 1)))
  return `#${scaled.map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0')).join('')}`
}

/** Light colours (white, natural, light grey) get a dark outline: else they vanish on the grey background. */
function outline(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.75 ? ' stroke="#6b7680" stroke-width="3" stroke-linejoin="round"' : ''
}

const polygon = (points: Point[], fill: string, line: string) =>
  `<polygon points="${points.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ')}" fill="${fill}"${line}/>`

/**
 * A sheet or board seen from above at an angle: the top face in the proportions of length × width, the edges as
 * thick as the piece (exaggerated for thin sheets, capped for thick blocks).
 */
function slab(piece: Piece, c: string, pores: boolean): string {
  const length = piece.length ?? 2000
  const width = piece.width ?? 1000
  const scale = 900 / (length + width)
  const [l, w] = [length * scale, width * scale]
  const t = Math.max(10, Math.min(70, (piece.strength ?? 10) * 2))
  const line = outline(c)
  const x0 = (WIDTH - (l + w) * 0.866) / 2
  const y0 = 620 - (w * 0.5 - l * 0.5 + t) / 2
  const p0: Point = [x0, y0]
  const p1: Point = [x0 + l * 0.866, y0 - l * 0.5]
  const p3: Point = [x0 + w * 0.866, y0 + w * 0.5]
  const p2: Point = [p1[0] + w * 0.866, p1[1] + w * 0.5]
  const down = ([x, y]: Point): Point => [x, y + t]
  const dots = pores
    ? Array.from({ length: 24 }, (_, i) => {
        const [u, v] = [((i * 37) % 100) / 100, ((i * 61) % 100) / 100]
        const x = p0[0] + u * (p1[0] - p0[0]) + v * (p3[0] - p0[0])
        const y = p0[1] + u * (p1[1] - p0[1]) + v * (p3[1] - p0[1])
        return `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="5" fill="${shade(c, 0.88)}"/>`
      }).join('')
    : ''
  return (
    polygon([p0, p3, down(p3), down(p0)], shade(c, 0.85), line) +
    polygon([p3, p2, down(p2), down(p3)], shade(c, 0.75), line) +
    polygon([p0, p1, p2, p3], c, line) +
    dots
  )
}

function front(shape: Shape, c: string, piece: Piece): string {
  const line = outline(c)
  if (shape === 'rod') {
    const h = Math.max(40, Math.min(300, ((piece.strength ?? 20) / (piece.length ?? 1000)) * 760 * 4))
    const [top, middle] = [550 - h / 2, 550]
    return `<rect x="140" y="${top}" width="760" height="${h}" fill="${c}"${line}/><ellipse cx="900" cy="${middle}" rx="${h / 4}" ry="${h / 2}" fill="${shade(c, 0.8)}"${line}/><ellipse cx="140" cy="${middle}" rx="${h / 4}" ry="${h / 2}" fill="${shade(c, 1.15)}"${line}/><rect x="140" y="${top + h * 0.08}" width="760" height="${h * 0.15}" fill="${shade(c, 1.25)}" opacity="0.6"/>`
  }
  if (shape === 'coil') {
    return [360, 320, 280, 240, 200]
      .map(
        (r, i) =>
          `<circle cx="540" cy="560" r="${r}" fill="none" stroke="${line ? '#6b7680' : shade(c, 1 - i * 0.06)}" stroke-width="${line ? 40 : 38}"/>` +
          (line ? `<circle cx="540" cy="560" r="${r}" fill="none" stroke="${c}" stroke-width="34"/>` : ''),
      )
      .join('')
  }
  return slab(piece, c, shape === 'board')
}

function edge(shape: Shape, c: string): string {
  if (shape === 'rod' || shape === 'coil') {
    return `<circle cx="540" cy="560" r="300" fill="${c}" stroke="${outline(c) ? '#6b7680' : shade(c, 0.7)}" stroke-width="12"/><line x1="240" y1="560" x2="840" y2="560" stroke="#333" stroke-width="4" stroke-dasharray="16 10"/>`
  }
  return `<rect x="120" y="460" width="840" height="200" fill="${shade(c, 0.85)}"${outline(c)}/><rect x="120" y="460" width="840" height="24" fill="${shade(c, 1.2)}"/><line x1="1000" y1="460" x2="1000" y2="660" stroke="#333" stroke-width="4"/>`
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

/** The caption's measures in the store view's locale: "PVC-U · 2,5 × 2000 × 1000 mm", "PE 100 · Ø 10 × 1000 mm". */
function caption(piece: Piece, locale: string): string {
  const format = new Intl.NumberFormat(locale.replace('_', '-'), { maximumFractionDigits: 2, useGrouping: false })
  const n = (value: number | null) => format.format(value ?? 0)
  const size =
    piece.width === null
      ? `Ø ${n(piece.strength)} × ${n(piece.length)} mm`
      : `${n(piece.strength)} × ${n(piece.length)} × ${n(piece.width)} mm`
  return `${piece.material ?? ''} · ${size}`
}

export function renderProductImage(piece: Piece, view: GalleryView, locale: string): string {
  const shape: Shape = piece.coil ? 'coil' : piece.width === null ? 'rod' : piece.foam ? 'board' : 'sheet'
  const c = piece.swatch ?? '#9aa0a6'
  const art =
    view === 'front'
      ? front(shape, c, piece)
      : view === 'edge'
        ? edge(shape, c)
        : view === 'detail'
          ? detail(c)
          : pallet(shape, c, piece.pieces_per_pallet ?? 1)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${BACKGROUND}"/>${art}<rect y="1140" width="${WIDTH}" height="200" fill="#ffffff"/><text x="60" y="1220" font-family="sans-serif" font-size="52" font-weight="700" fill="#1c2733">${escapeXml(piece.sku)}</text><text x="60" y="1290" font-family="sans-serif" font-size="38" fill="#4a5560">${escapeXml(caption(piece, locale))}</text></svg>`
}

/**
 * The piece behind a sku: dimensions, material name in the store view and the colour swatch (a configurable's first
 * variant's).
 */
async function findPiece(db: Database, sku: string, storeId: number): Promise<Piece | undefined> {
  const e = catalogProductEntity
  const m = eavAttributeOptionValue
  const label = alias(eavAttributeOptionValue, 'label')
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
      material: sql<string | null>`coalesce(${label.value}, ${m.value})`,
      swatch: o.swatch_value,
      coil: sql<number>`${e.width} is null and ${e.length} > 10000`,
      foam: sql<number>`${m.value} like '%schaum%'`,
    })
    .from(e)
    .leftJoin(m, and(eq(m.option_id, e.material), eq(m.store_id, 0)))
    .leftJoin(label, and(eq(label.option_id, e.material), eq(label.store_id, storeId)))
    .leftJoin(o, eq(o.option_id, sql`coalesce(${e.color}, (${variantColour}))`))
    .where(eq(e.sku, sku))
  return piece
}

export async function handleProductImage(
  request: Request,
  db: Database,
  _env: unknown,
  context: (request: Request) => Promise<Context>,
): Promise<Response | null> {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  const match = PATH.exec(url.pathname)
  if (!match) return null
  const view = GALLERY_VIEWS[Number(match[2]) - 1]
  const store = url.searchParams.get('___store')
  const ctx = await context(new Request(url, { headers: store ? { Store: store } : {} }))
  // A round piece longer than 10 m comes on a coil (welding rod); foam is told by its material name.
  const piece = view ? await findPiece(db, decodeURIComponent(match[1] ?? ''), ctx.store.store_id) : undefined
  if (!view || !piece) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } })
  return new Response(renderProductImage(piece, view, ctx.locale), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}
