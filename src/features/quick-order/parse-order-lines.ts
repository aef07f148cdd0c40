/**
 * A quick order's text, pasted or read from an ERP's CSV export, as lines of item number and quantity. Tolerates
 * what such lists hold: tabs, semicolons, commas or several spaces between the columns, German and English number
 * notation ("1.000", "1,000", "1.000,00"), a unit after the quantity or in a unit column (pieces: "Stk", "pcs";
 * pallets: "Paletten", "Pal.", "pallets"; any other unit is reported, not guessed), blank lines, quotes and a header
 * line, whose column names (Artikelnummer, SKU, Menge, Qty, Einheit, Unit, …) say which column is which.
 */

import type { QuantityUnit } from '../../../contract/add-to-cart-rules'
import type { OrderLineInput } from '../../../contract/quick-order'
import { parseQuantity, type QuantityProblem, quantityProblem } from '../product/quantity'

export type LineProblem = 'SKU_MISSING' | 'QUANTITY_MISSING' | 'UNIT_UNKNOWN' | QuantityProblem

export interface ParsedLine {
  /** 1-based line of the text. */
  lineNumber: number
  sku: string
  /** In `unit`s: pieces, or pallets (counted in pieces by the check, which knows each item's pallet size). */
  quantity: number
  unit: QuantityUnit
}

export interface UnreadableLine {
  lineNumber: number
  text: string
  problem: LineProblem
}

export interface ParsedOrder {
  lines: ParsedLine[]
  unreadable: UnreadableLine[]
}

const skuHeaders =
  /^(artikel(nummer|[-\s.]?nr\.?)?|art\.?[-\s]?nr\.?|sku|item([-\s]?(number|no\.?|#))?|materialnummer|product([-\s]?code)?)$/i
const quantityHeaders = /^(bestell)?(menge|anzahl|stück(zahl)?|qty|quantity|amount|pieces)$/i
const unitHeaders = /^((mengen)?einheit|me|unit|uom)$/i
const unitWords: [RegExp, QuantityUnit][] = [
  [/^(stk|stck|stück|st|pcs|pc|pieces?|x)\.?$/i, 'piece'],
  [/^(paletten?|pal|plt|pallets?)\.?$/i, 'pallet'],
]

interface Columns {
  sku: number
  quantity: number
  /** The unit's column; without a header, a word after the quantity. */
  unit: number
}

type Separator = '\t' | ';' | ',' | null

/** A row's column separator: a tab, else a semicolon, else a comma right after the first cell, else spaces. */
function separatorOf(row: string): Separator {
  if (row.includes('\t')) return '\t'
  if (row.includes(';')) return ';'
  // "100002,5" or "100002, 5": a comma right after the first cell separates columns ("100002 2,5" is a decimal).
  if (/^\s*("[^"]*"|[^\s,"]+)\s*,/.test(row)) return ','
  return null
}

/** The row's cells, unquoted ("1,000" stays one cell; "" inside quotes is a quote). */
function cellsOf(row: string, separator: Separator): string[] {
  if (!separator) return row.trim().split(/\s+/)
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < row.length; index++) {
    const char = row[index]
    if (char === '"' && quoted && row[index + 1] === '"') {
      cell += '"'
      index++
    } else if (char === '"') quoted = !quoted
    else if (char === separator && !quoted) {
      cells.push(cell.trim())
      cell = ''
    } else cell += char
  }
  cells.push(cell.trim())
  return cells
}

interface Amount {
  /** null: the cell holds no number. */
  quantity: number | null
  /** null: a unit the shop does not know. */
  unit: QuantityUnit | null
}

/** A unit's word as a unit; no word is pieces. */
function unitOf(word: string): QuantityUnit | null {
  if (!word) return 'piece'
  return unitWords.find(([words]) => words.test(word))?.[1] ?? null
}

/** The quantity cell's number, with its unit glued on or after it ("5Stk", "2 Paletten") or in the unit column. */
function amountOf(cells: readonly string[], columns: Columns): Amount | null {
  const cell = cells[columns.quantity]
  if (!cell) return null
  const [, number = cell, glued = ''] = cell.match(/^(.*\d)\s*(\p{L}[\p{L}.]*)$/u) ?? []
  const next = cells[columns.unit] ?? ''
  return { quantity: parseQuantity(number), unit: unitOf(glued || (/^\p{L}/u.test(next) ? next : '')) }
}

/** The header's columns, when the row is one: it names the item number column. */
function headerColumns(cells: readonly string[]): Columns | null {
  const sku = cells.findIndex((cell) => skuHeaders.test(cell))
  if (sku < 0) return null
  const quantity = cells.findIndex((cell) => quantityHeaders.test(cell))
  const unit = cells.findIndex((cell) => unitHeaders.test(cell))
  return { sku, quantity: quantity >= 0 ? quantity : sku + 1, unit }
}

/** What keeps a line of item number and amount out of the order, if anything. */
function problemOf(sku: string, amount: Amount | null): LineProblem | null {
  if (!sku) return 'SKU_MISSING'
  if (amount?.quantity == null) return 'QUANTITY_MISSING'
  if (!amount.unit) return 'UNIT_UNKNOWN'
  // Pallets count as one piece each here; the check counts them by the item's pallet size.
  return quantityProblem(amount.quantity)
}

export function parseOrderLines(text: string): ParsedOrder {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((row, index) => ({ row, lineNumber: index + 1 }))
    .filter(({ row }) => row.trim() !== '')
  const order: ParsedOrder = { lines: [], unreadable: [] }
  let columns: Columns = { sku: 0, quantity: 1, unit: 2 }
  // After a header (a CSV file) every row is split as the header is; pasted lines each by their own separator.
  let fileSeparator: Separator | undefined
  rows.forEach(({ row, lineNumber }, index) => {
    const cells = cellsOf(row, fileSeparator === undefined ? separatorOf(row) : fileSeparator)
    const header = index === 0 ? headerColumns(cells) : null
    if (header) {
      columns = header
      fileSeparator = separatorOf(row)
      return
    }
    const sku = cells[columns.sku] ?? ''
    const amount = amountOf(cells, columns)
    // A first row without a number where the quantity goes is a header we do not know the words of.
    if (index === 0 && amount?.quantity == null && /[a-z]{3}/i.test(row) && !/\d/.test(sku)) return
    const problem = problemOf(sku, amount)
    if (problem || amount?.quantity == null || !amount.unit) {
      order.unreadable.push({ lineNumber, text: row.trim(), problem: problem ?? 'QUANTITY_MISSING' })
    } else order.lines.push({ lineNumber, sku, quantity: amount.quantity, unit: amount.unit })
  })
  return order
}

/** The readable lines as the quick-order procedures take them. */
export function orderLinesOf(order: ParsedOrder): OrderLineInput[] {
  return order.lines.map(({ sku, quantity, unit }) => ({ sku, quantity, unit }))
}

/** A CSV file's text: UTF-8 (with or without BOM), else Windows-1252, as older ERP exports write it. */
export function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/**
 * The text with an item number replaced wherever it stands as a cell of its own (without regard to case, as the
 * check matches it): the buyer's choice of a configurable product's variant replaces the product's number.
 */
export function replaceItemNumber(text: string, sku: string, replacement: string): string {
  const escaped = sku.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return text.replace(new RegExp(`(^|[\\s;,"])${escaped}(?=$|[\\s;,"])`, 'gim'), `$1${replacement}`)
}
