/**
 * The catalogue seed: every product of the stock list, generated deterministically (fixed order, a seeded PRNG,
 * no clock) from the product families of the category tree. Physically consistent: the weight per piece is the
 * material's density × the piece's volume (sheet l × w × t, rod and welding rod π r² l), rounded to 0.01 kg, and
 * the total weight of a pallet is pieces per pallet × that rounded piece weight, rounded to 0.01 kg.
 */
import {
  COLOURS,
  type Colour,
  DELIVERY_TIMES,
  density,
  MATERIALS,
  type Material,
  PACKAGING_UNITS,
  type SeedOption,
} from './attributes.ts'
import { prng } from './prng.ts'
import { type ProductText, productTexts } from './product-texts.ts'
import { STOCK_THRESHOLD_QTY } from './stores.ts'

export type Family = 'extruded' | 'pressed' | 'foam' | 'rod' | 'weldingRod' | 'cut' | 'strip'

export type Piece = {
  family: Family
  material: Material
  colour: Colour | null
  /** mm; for welding rod the length of the coil */
  length: number
  /** mm; null for round cross-sections (rods, welding rod) */
  width: number | null
  /** mm; thickness, or the diameter of a round cross-section */
  strength: number
}

export type SeedProduct = Piece & {
  entity_id: number
  sku: string
  type_id: 'simple' | 'configurable'
  visibility: 1 | 4
  position: number
  category_id: number
  price: number
  special_price: number | null
  packaging_unit: SeedOption
  /** null for an item sold loose */
  pieces_per_pallet: number | null
  weight: number
  total_weight: number | null
  delivery_time: SeedOption
  /** The drawn stock; the stock item's status and backorders follow from it (stock.ts). */
  stock: { qty: number; manage_stock: number }
  de: ProductText
  en: ProductText
  variants: SeedProduct[]
  related: number[]
  upsell: number[]
}

const random = prng(20261122)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
const round2 = (n: number) => Math.round(n * 100) / 100

/** The piece's cross-section as the catalogue's attributes: a sheet's thickness (`strength`), a round piece's `diameter`. */
export function crossSection(p: Pick<Piece, 'width' | 'strength'>): {
  strength: number | null
  diameter: number | null
} {
  return p.width === null ? { strength: null, diameter: p.strength } : { strength: p.strength, diameter: null }
}

/** Volume in mm³: sheet l × w × t, round cross-section π r² l. */
export function volume(p: Pick<Piece, 'length' | 'width' | 'strength'>): number {
  return p.width === null ? Math.PI * (p.strength / 2) ** 2 * p.length : p.length * p.width * p.strength
}

/** Weight per piece in kg (density g/cm³ × volume cm³ / 1000), rounded to 0.01 kg. */
export function pieceWeight(p: Piece): number {
  return round2((density(p.material, p.strength) * volume(p)) / 1e6)
}

function piecesPerPallet(p: Piece, weight: number): number {
  const byLoad = Math.floor(1200 / Math.max(weight, 0.01))
  const byStack = (() => {
    switch (p.family) {
      case 'rod':
        return Math.floor(600 / p.strength) ** 2
      case 'weldingRod':
        return 120
      case 'strip':
        return Math.floor(800 / p.strength) * Math.floor(800 / (p.width ?? 1))
      case 'foam':
        return Math.floor(1200 / p.strength)
      default:
        return Math.floor(1000 / p.strength)
    }
  })()
  return Math.max(1, Math.min(byLoad, byStack, 500))
}

const SURCHARGE: Record<Family, { factor: number; fixed: number }> = {
  extruded: { factor: 1, fixed: 0 },
  pressed: { factor: 1.1, fixed: 0 },
  foam: { factor: 1, fixed: 0 },
  rod: { factor: 1.25, fixed: 0.4 },
  weldingRod: { factor: 3, fixed: 1.5 },
  cut: { factor: 1.6, fixed: 4 },
  strip: { factor: 1.8, fixed: 0.5 },
}

/** Price per piece: weight × material price per kg, with the family's surcharge and +10 % for special colours. */
function listPrice(p: Piece, weight: number): number {
  const { factor, fixed } = SURCHARGE[p.family]
  const colourFactor = p.colour && !p.colour.standard ? 1.1 : 1
  return Math.max(0.5, round2(weight * p.material.pricePerKg * factor * colourFactor + fixed))
}

/** Availability: in stock, few in stock (≤ threshold), out of stock, or made to order ("upon request"). */
function availability(): Pick<SeedProduct, 'stock' | 'delivery_time'> {
  const r = random()
  if (r < 0.07) return { stock: { qty: 0, manage_stock: 0 }, delivery_time: DELIVERY_TIMES.uponRequest }
  if (r < 0.15) {
    return {
      stock: { qty: 0, manage_stock: 1 },
      delivery_time: pick([DELIVERY_TIMES.days5to7, DELIVERY_TIMES.weeks3to4]),
    }
  }
  if (r < 0.3) {
    return {
      stock: { qty: 1 + Math.floor(random() * STOCK_THRESHOLD_QTY), manage_stock: 1 },
      delivery_time: pick([DELIVERY_TIMES.days2to3, DELIVERY_TIMES.days3to5]),
    }
  }
  return {
    stock: { qty: STOCK_THRESHOLD_QTY + 1 + Math.floor(random() * 400), manage_stock: 1 },
    delivery_time: pick([DELIVERY_TIMES.days1to2, DELIVERY_TIMES.days2to3]),
  }
}

// ---------------------------------------------------------------- the families

const SHEET_THICKNESSES = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50]
const SHEET_FORMATS: [number, number][] = [
  [2000, 1000],
  [2500, 1250],
  [3000, 1500],
  [4000, 2000],
]
const PRESSED_THICKNESSES = [10, 12, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 100]
const PRESSED_FORMATS: [number, number][] = [
  [2000, 1000],
  [3000, 1250],
  [4000, 2000],
]
const ROD_DIAMETERS = [
  10, 12, 15, 16, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 180, 200, 220, 250,
  300,
]
const ROD_LENGTHS = [1000, 2000]
/** Welding rod Ø → coil lengths in m. */
const WELDING_COILS: [number, number[]][] = [
  [3, [250, 500]],
  [4, [150, 300]],
  [5, [100, 200]],
]
const FREE_FOAM_THICKNESSES = [1, 2, 3, 4, 5, 6, 8, 10, 13, 15, 19]
const FREE_FOAM_FORMATS: [number, number][] = [
  [2050, 1220],
  [2440, 1220],
  [3050, 1220],
  [3050, 1560],
  [4050, 2030],
]
const INTEGRAL_FOAM_THICKNESSES = [3, 4, 5, 6, 8, 10, 12, 15, 19, 20, 24, 30]
const INTEGRAL_FOAM_FORMATS: [number, number][] = [
  [2440, 1220],
  [3050, 1220],
  [3050, 1560],
]
const CUT_THICKNESSES = [3, 5, 8, 10, 15, 20]
const CUT_FORMATS: [number, number][] = [
  [500, 500],
  [1000, 500],
  [1000, 1000],
  [1500, 1000],
  [2000, 500],
]
const STRIP_WIDTHS = [20, 30, 40, 50, 60, 80, 100]
const STRIP_THICKNESSES = [5, 8, 10, 15, 20]

const M = MATERIALS
const C = COLOURS

/** A family's material × colour combinations and the leaf category they belong to. */
type Line = { material: Material; colours: Colour[]; category_id: number }

const EXTRUDED: Line[] = [
  { material: M.pvcU, colours: [C.grey7011, C.lightGrey7035, C.white, C.black], category_id: 5 },
  { material: M.ppH, colours: [C.grey7032, C.natural, C.white, C.black, C.blue], category_id: 6 },
  { material: M.ppC, colours: [C.grey7032, C.natural], category_id: 6 },
  { material: M.ppS, colours: [C.grey7032], category_id: 6 },
  { material: M.peHd, colours: [C.black, C.natural, C.white, C.green, C.blue], category_id: 7 },
  { material: M.pe100, colours: [C.black], category_id: 7 },
]
const PRESSED: Line[] = [
  { material: M.pe500, colours: [C.natural, C.black, C.green, C.white, C.blue], category_id: 9 },
  { material: M.pe1000, colours: [C.natural, C.black, C.green, C.blue, C.yellow], category_id: 10 },
]
const RODS: Line[] = [
  { material: M.pvcU, colours: [C.grey7011, C.white, C.black], category_id: 16 },
  { material: M.ppH, colours: [C.natural, C.grey7032, C.white, C.black], category_id: 17 },
  { material: M.peHd, colours: [C.natural, C.black], category_id: 18 },
  { material: M.pe500, colours: [C.natural, C.green], category_id: 18 },
  { material: M.pe1000, colours: [C.natural, C.black], category_id: 18 },
]
const WELDING_RODS: Line[] = [
  { material: M.pvcU, colours: [C.grey7011, C.lightGrey7035, C.white, C.black], category_id: 20 },
  { material: M.ppH, colours: [C.grey7032, C.natural, C.white, C.black, C.blue], category_id: 21 },
  { material: M.peHd, colours: [C.black, C.natural, C.white, C.green, C.blue], category_id: 22 },
]
const CUTS: Line[] = [
  { material: M.pvcU, colours: [C.grey7011, C.lightGrey7035], category_id: 24 },
  { material: M.ppH, colours: [C.grey7032, C.natural], category_id: 24 },
  { material: M.peHd, colours: [C.black], category_id: 24 },
  { material: M.pe500, colours: [C.natural], category_id: 24 },
  { material: M.pe1000, colours: [C.natural, C.green], category_id: 24 },
]
const STRIPS: Line[] = [
  { material: M.pe1000, colours: [C.natural, C.green, C.black, C.blue, C.yellow], category_id: 25 },
]
/**
 * Foam boards are configurable products: one per thickness and format, a variant per colour. Colours cut to order
 * are sold loose: those variants have no pallet size.
 */
const FOAMS: (Line & { thicknesses: number[]; formats: [number, number][]; looseColours?: Colour[] })[] = [
  {
    material: M.freeFoam,
    colours: [C.white, C.black, C.grey7011, C.red, C.blue, C.yellow],
    category_id: 12,
    thicknesses: FREE_FOAM_THICKNESSES,
    formats: FREE_FOAM_FORMATS,
  },
  {
    material: M.integralFoam,
    colours: [C.white, C.lightGrey7035, C.black],
    looseColours: [C.lightGrey7035],
    category_id: 13,
    thicknesses: INTEGRAL_FOAM_THICKNESSES,
    formats: INTEGRAL_FOAM_FORMATS,
  },
]

const SKU_PREFIX: Record<Family, number> = {
  extruded: 1,
  pressed: 2,
  foam: 3,
  rod: 4,
  weldingRod: 5,
  cut: 6,
  strip: 7,
}

// ---------------------------------------------------------------- generation

let nextId = 1
let nextPosition = 1
const skuCounters = new Map<Family, number>()

function nextSku(family: Family): string {
  const n = (skuCounters.get(family) ?? 0) + 1
  skuCounters.set(family, n)
  return `${SKU_PREFIX[family]}${String(n).padStart(5, '0')}`
}

function simple(piece: Piece, category_id: number, sku: string, visibility: 1 | 4): SeedProduct {
  const weight = pieceWeight(piece)
  const pieces = piecesPerPallet(piece, weight)
  const price = listPrice(piece, weight)
  const discounted = random() < 0.1
  return {
    ...piece,
    entity_id: nextId++,
    sku,
    type_id: 'simple',
    visibility,
    position: visibility === 4 ? nextPosition++ : 0,
    category_id,
    price,
    special_price: discounted ? Math.max(0.4, round2(price * (0.85 + random() * 0.07))) : null,
    packaging_unit:
      piece.family === 'weldingRod'
        ? PACKAGING_UNITS.coil
        : piece.family === 'strip'
          ? PACKAGING_UNITS.bundle
          : PACKAGING_UNITS.piece,
    pieces_per_pallet: pieces,
    weight,
    total_weight: round2(pieces * weight),
    ...availability(),
    ...productTexts(piece, sku),
    variants: [],
    related: [],
    upsell: [],
  }
}

function configurable(piece: Piece, colours: Colour[], category_id: number, looseColours: Colour[] = []): SeedProduct {
  const sku = nextSku(piece.family)
  const position = nextPosition++
  const variants = colours.map((colour) => {
    const variant = simple({ ...piece, colour }, category_id, `${sku}-${colour.code}`, 1)
    return looseColours.includes(colour) ? { ...variant, pieces_per_pallet: null, total_weight: null } : variant
  })
  const hasStock = (v: SeedProduct) => v.stock.qty > 0 || v.stock.manage_stock === 0
  const first = variants.find(hasStock) ?? (variants[0] as SeedProduct)
  return {
    ...first,
    ...productTexts({ ...piece, colour: null }, sku),
    colour: null,
    entity_id: nextId++,
    sku,
    type_id: 'configurable',
    visibility: 4,
    position,
    price: Math.min(...variants.map((v) => v.price)),
    special_price: null,
    stock: { qty: 0, manage_stock: 0 },
    variants,
  }
}

function generate(): SeedProduct[] {
  const products: SeedProduct[] = []
  const sheetLike = (family: Family, lines: Line[], thicknesses: number[], formats: [number, number][]) => {
    for (const line of lines) {
      for (const colour of line.colours) {
        for (const [length, width] of formats) {
          for (const strength of thicknesses) {
            const piece = { family, material: line.material, colour, length, width, strength }
            products.push(simple(piece, line.category_id, nextSku(family), 4))
          }
        }
      }
    }
  }
  sheetLike('extruded', EXTRUDED, SHEET_THICKNESSES, SHEET_FORMATS)
  sheetLike('pressed', PRESSED, PRESSED_THICKNESSES, PRESSED_FORMATS)
  for (const foam of FOAMS) {
    for (const [length, width] of foam.formats) {
      for (const strength of foam.thicknesses) {
        const piece = { family: 'foam' as const, material: foam.material, colour: null, length, width, strength }
        products.push(configurable(piece, foam.colours, foam.category_id, foam.looseColours))
      }
    }
  }
  for (const line of RODS) {
    for (const colour of line.colours) {
      for (const length of ROD_LENGTHS) {
        for (const strength of ROD_DIAMETERS) {
          const piece = { family: 'rod' as const, material: line.material, colour, length, width: null, strength }
          products.push(simple(piece, line.category_id, nextSku('rod'), 4))
        }
      }
    }
  }
  for (const line of WELDING_RODS) {
    for (const colour of line.colours) {
      for (const [strength, coils] of WELDING_COILS) {
        for (const metres of coils) {
          const piece = {
            family: 'weldingRod' as const,
            material: line.material,
            colour,
            length: metres * 1000,
            width: null,
            strength,
          }
          products.push(simple(piece, line.category_id, nextSku('weldingRod'), 4))
        }
      }
    }
  }
  sheetLike('cut', CUTS, CUT_THICKNESSES, CUT_FORMATS)
  for (const line of STRIPS) {
    for (const colour of line.colours) {
      for (const width of STRIP_WIDTHS) {
        for (const strength of STRIP_THICKNESSES) {
          const piece = { family: 'strip' as const, material: line.material, colour, length: 2000, width, strength }
          products.push(simple(piece, line.category_id, nextSku('strip'), 4))
        }
      }
    }
  }
  linkProducts(products)
  return products
}

/**
 * Related products: the neighbouring thicknesses of the same line (family, material, colour, format);
 * up-sells: the same piece in the next larger formats.
 */
function linkProducts(products: SeedProduct[]): void {
  const group = (key: (p: SeedProduct) => string) => {
    const groups = new Map<string, SeedProduct[]>()
    for (const p of products) groups.set(key(p), [...(groups.get(key(p)) ?? []), p])
    return [...groups.values()]
  }
  const line = (p: SeedProduct) => `${p.family}|${p.material.key}|${p.colour?.code ?? ''}`
  for (const list of group((p) => `${line(p)}|${p.length}|${p.width}`)) {
    list.sort((a, b) => a.strength - b.strength)
    list.forEach((p, i) => {
      p.related = [list[i - 1], list[i + 1], list[i - 2], list[i + 2]]
        .filter((r): r is SeedProduct => r !== undefined)
        .map((r) => r.entity_id)
    })
  }
  for (const list of group((p) => `${line(p)}|${p.strength}`)) {
    list.sort((a, b) => a.length * (a.width ?? 1) - b.length * (b.width ?? 1))
    list.forEach((p, i) => {
      p.upsell = list.slice(i + 1, i + 3).map((u) => u.entity_id)
    })
  }
}

export const PRODUCTS: SeedProduct[] = generate()
