import type { Locale } from '../../app.config'
import type { ProductCard, SalesUnit } from '../../contract/product'
import type { Cell, Table } from '../spreadsheet/table'

/**
 * The exported stock list's columns, those of the dense table with the measures as numbers a spreadsheet can sort
 * and sum: item number, product, thickness or Ø, length, width, colour, stock and its unit, price per piece and per
 * pallet, currency. Headers in the store view's language.
 */
interface Column {
  header: Record<Locale, string>
  value: (product: ProductCard, locale: Locale) => Cell
  /** Money: always two decimals. */
  money?: true
}

const unitNames: Record<Locale, Record<SalesUnit, string>> = {
  de: { piece: 'Stück', coil: 'Rolle' },
  en: { piece: 'piece', coil: 'coil' },
}

const columns: Column[] = [
  { header: { de: 'Art.-Nr.', en: 'Item no.' }, value: (p) => p.sku },
  { header: { de: 'Produkt', en: 'Product' }, value: (p) => p.name },
  { header: { de: 'Stärke / Ø (mm)', en: 'Thickness / Ø (mm)' }, value: (p) => p.strength },
  { header: { de: 'Länge (mm)', en: 'Length (mm)' }, value: (p) => p.length },
  { header: { de: 'Breite (mm)', en: 'Width (mm)' }, value: (p) => p.width },
  { header: { de: 'Farbe', en: 'Colour' }, value: (p) => p.color },
  { header: { de: 'Bestand', en: 'Stock' }, value: (p) => p.quantityInStock },
  { header: { de: 'Einheit', en: 'Unit' }, value: (p, locale) => unitNames[locale][p.salesUnit] },
  { header: { de: 'Preis pro Einheit', en: 'Price per unit' }, value: (p) => p.price.value, money: true },
  { header: { de: 'Preis pro Palette', en: 'Price per pallet' }, value: (p) => p.palletPrice, money: true },
  { header: { de: 'Währung', en: 'Currency' }, value: (p) => p.price.currency },
]

export function stockListTable(products: readonly ProductCard[], locale: Locale): Table {
  return {
    header: columns.map((column) => column.header[locale]),
    rows: products.map((product) => columns.map((column) => column.value(product, locale))),
    decimals: new Map(columns.flatMap((column, index) => (column.money ? [[index, 2] as const] : []))),
  }
}
