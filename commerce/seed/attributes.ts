/**
 * Product attribute seed: the attributes of the stock list (Magento's eav_attribute) and the options of the select
 * attributes. Magento's own codes where Magento has the attribute (`color` 93, `weight` 82 = weight per piece in kg,
 * `price` 77); the shop's attributes from id 200. Option ids are fixed so tests and the catalogue can name them.
 */
export type SeedAttribute = {
  attribute_id: number
  attribute_code: string
  frontend_input: 'select' | 'text' | 'price' | 'weight'
  backend_type: 'int' | 'decimal' | 'varchar'
  position: number
  is_filterable: number
  de: string
  en: string
}

const attribute = (
  attribute_id: number,
  attribute_code: string,
  frontend_input: SeedAttribute['frontend_input'],
  backend_type: SeedAttribute['backend_type'],
  position: number,
  is_filterable: number,
  de: string,
  en: string,
): SeedAttribute => ({ attribute_id, attribute_code, frontend_input, backend_type, position, is_filterable, de, en })

export const ATTRIBUTES: SeedAttribute[] = [
  attribute(77, 'price', 'price', 'decimal', 0, 1, 'Preis', 'Price'),
  attribute(200, 'material', 'select', 'int', 1, 1, 'Werkstoff', 'Material'),
  attribute(93, 'color', 'select', 'int', 2, 1, 'Farbe', 'Colour'),
  attribute(203, 'strength', 'text', 'decimal', 3, 1, 'Stärke (mm)', 'Thickness (mm)'),
  attribute(208, 'diameter', 'text', 'decimal', 4, 1, 'Durchmesser (mm)', 'Diameter (mm)'),
  attribute(201, 'length', 'text', 'decimal', 5, 1, 'Länge (mm)', 'Length (mm)'),
  attribute(202, 'width', 'text', 'decimal', 6, 1, 'Breite (mm)', 'Width (mm)'),
  attribute(204, 'packaging_unit', 'select', 'int', 7, 1, 'Verpackungseinheit', 'Packaging unit'),
  attribute(205, 'pieces_per_pallet', 'text', 'int', 8, 0, 'Stück pro Palette', 'Pieces per pallet'),
  attribute(82, 'weight', 'weight', 'decimal', 9, 0, 'Gewicht pro Stück (kg)', 'Weight per piece (kg)'),
  attribute(206, 'total_weight', 'text', 'decimal', 10, 0, 'Gesamtgewicht (kg)', 'Total weight (kg)'),
  attribute(207, 'delivery_time', 'select', 'int', 11, 1, 'Lieferzeit', 'Delivery time'),
]

/**
 * The attributes a listing may be sorted by (Magento's `used_for_sort_by`): the price, and the dimensions buyers read
 * a price list by. Stock is no attribute in Magento (it lives in the inventory), so it is not among them.
 */
export const SORTABLE_ATTRIBUTES: readonly string[] = ['price', 'strength', 'diameter', 'length', 'width']

export type SeedOption = { option_id: number; de: string; en: string; swatch?: string }

/**
 * Materials with their density in g/cm³ (free foam depends on the thickness, see `density`) and a list price per
 * kg in EUR, from which the piece prices are derived.
 */
export type Material = SeedOption & { key: string; density: number; pricePerKg: number }

const material = (option_id: number, key: string, de: string, en: string, density: number, pricePerKg: number) =>
  ({ option_id, key, de, en, density, pricePerKg }) satisfies Material

export const MATERIALS = {
  pvcU: material(1001, 'PVC-U', 'PVC-U', 'PVC-U', 1.42, 2.9),
  ppH: material(1002, 'PP-H', 'PP-H', 'PP-H', 0.91, 3.4),
  ppC: material(1003, 'PP-C', 'PP-C', 'PP-C', 0.9, 3.6),
  ppS: material(1004, 'PP-s', 'PP-s (schwer entflammbar)', 'PP-s (flame-retardant)', 0.95, 5.2),
  peHd: material(1005, 'PE-HD', 'PE-HD', 'PE-HD', 0.95, 3.2),
  pe100: material(1006, 'PE 100', 'PE 100', 'PE 100', 0.96, 3.4),
  pe500: material(1007, 'PE 500', 'PE 500', 'PE 500', 0.95, 5.6),
  pe1000: material(1008, 'PE 1000', 'PE 1000', 'PE 1000', 0.93, 8.2),
  freeFoam: material(1009, 'PVC-Freischaum', 'PVC-Freischaum', 'PVC free foam', 0.6, 6.5),
  integralFoam: material(1010, 'PVC-Integralschaum', 'PVC-Integralschaum', 'PVC integral foam', 0.65, 7.0),
} as const

/** Density of a piece: free foam is denser when thin (0.7 g/cm³ up to 3 mm, 0.6 up to 6 mm, 0.5 above). */
export function density(m: Material, strength: number): number {
  if (m !== MATERIALS.freeFoam) return m.density
  return strength <= 3 ? 0.7 : strength <= 6 ? 0.6 : 0.5
}

export type Colour = SeedOption & { code: string; swatch: string; standard: boolean }

const colour = (option_id: number, code: string, de: string, en: string, swatch: string, standard = true): Colour => ({
  option_id,
  code,
  de,
  en,
  swatch,
  standard,
})

export const COLOURS = {
  grey7011: colour(2001, '7011', 'grau RAL 7011', 'grey RAL 7011', '#52595d'),
  lightGrey7035: colour(2002, '7035', 'lichtgrau RAL 7035', 'light grey RAL 7035', '#cbd0cc'),
  grey7032: colour(2003, '7032', 'kieselgrau RAL 7032', 'pebble grey RAL 7032', '#b9b9a8'),
  white: colour(2004, 'WS', 'weiß', 'white', '#f4f4f0'),
  black: colour(2005, 'SW', 'schwarz', 'black', '#1e1e1e'),
  natural: colour(2006, 'NAT', 'natur', 'natural', '#ece6d2'),
  green: colour(2007, 'GN', 'grün', 'green', '#2f7d4f', false),
  blue: colour(2008, 'BL', 'blau', 'blue', '#2a5ca8', false),
  red: colour(2009, 'RT', 'rot', 'red', '#b02a2a', false),
  yellow: colour(2010, 'GE', 'gelb', 'yellow', '#e9c01c', false),
} as const

export const PACKAGING_UNITS = {
  piece: { option_id: 3001, de: 'Stück', en: 'Piece' },
  coil: { option_id: 3002, de: 'Rolle', en: 'Coil' },
  bundle: { option_id: 3003, de: 'Bund à 10 Stück', en: 'Bundle of 10' },
} as const satisfies Record<string, SeedOption>

/** Delivery times; "upon request" marks products made to order (see commerce/README.md, availability). */
export const DELIVERY_TIMES = {
  days1to2: { option_id: 4001, de: '1–2 Tage', en: '1–2 days' },
  days2to3: { option_id: 4002, de: '2–3 Tage', en: '2–3 days' },
  days3to5: { option_id: 4003, de: '3–5 Tage', en: '3–5 days' },
  days5to7: { option_id: 4004, de: '5–7 Tage', en: '5–7 days' },
  weeks3to4: { option_id: 4005, de: '3–4 Wochen', en: '3–4 weeks' },
  uponRequest: { option_id: 4006, de: 'Auf Anfrage', en: 'Upon request' },
} as const satisfies Record<string, SeedOption>

/** Options per select attribute code, in sort order. */
export const OPTIONS: Record<string, readonly SeedOption[]> = {
  material: Object.values(MATERIALS),
  color: Object.values(COLOURS),
  packaging_unit: Object.values(PACKAGING_UNITS),
  delivery_time: Object.values(DELIVERY_TIMES),
}
