/**
 * A quick order's text, pasted or read from an ERP's CSV export, as lines of item number and quantity. Tolerates
 * what such lists hold: tabs, semicolons, commas or several spaces between the columns, German and English number
 * notation ("1.000", "1,000", "1.000,00"), a unit after the quantity ("Stk", "pcs"), blank lines, quotes and a
 * header line, whose column names (Artikelnummer, SKU, Menge, Qty, …) say which column is which.
 */

export type LineProblem = 'SKU_MISSING' | 'QUANTITY_MISSING' | 'QUANTITY_NOT_WHOLE' | 'QUANTITY_NOT_POSITIVE'

export interface ParsedLine {
  /** 1-based line of the text. */
  lineNumber: number
  sku: string
  quantity: number
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
const units = /^(stk|stck|stück|st|pcs|pc|pieces?|piece|x)\.?$/i

interface Columns {
  sku: number
  quantity: number
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

/**
 * A whole or decimal number in either notation: with both "." and ",", the last one is the decimal mark; a single
 * kind used more than once, or once before exactly three digits, groups thousands; otherwise it is the decimal mark.
 */
export function parseQuantity(text: string): number | null {
  const value = text.replace(/\s/g, '')
  if (!/^[+]?\d[\d.,']*$/.test(value)) return null
  const digits = value.replace(/^\+/, '').replace(/'/g, '')
  const lastDot = digits.lastIndexOf('.')
  const lastComma = digits.lastIndexOf(',')
  let normalised: string
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ','
    const grouping = decimal === '.' ? ',' : '.'
    normalised = digits.split(grouping).join('').replace(decimal, '.')
  } else {
    const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null
    if (!mark) normalised = digits
    else {
      const parts = digits.split(mark)
      const grouped = parts.length > 2 || (parts[1]?.length === 3 && parts[0] !== '0')
      normalised = grouped ? parts.join('') : parts.join('.')
    }
  }
  const number = Number(normalised)
  return Number.isFinite(number) ? number : null
}

/** The quantity cell with a unit glued on ("5Stk", "5 pcs") or the unit in the next cell. */
function quantityOf(cells: readonly string[], column: number): number | null | 'missing' {
  const cell = cells[column]
  if (!cell) return 'missing'
  const withoutUnit = cell.replace(/\s*[a-zäöü.]+$/i, (unit) => (units.test(unit.trim()) ? '' : unit))
  return parseQuantity(withoutUnit)
}

/** The header's columns, when the row is one: it names the item number column. */
function headerColumns(cells: readonly string[]): Columns | null {
  const sku = cells.findIndex((cell) => skuHeaders.test(cell))
  if (sku < 0) return null
  const quantity = cells.findIndex((cell) => quantityHeaders.test(cell))
  return { sku, quantity: quantity >= 0 ? quantity : sku + 1 }
}

export function parseOrderLines(text: string): ParsedOrder {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((row, index) => ({ row, lineNumber: index + 1 }))
    .filter(({ row }) => row.trim() !== '')
  const order: ParsedOrder = { lines: [], unreadable: [] }
  let columns: Columns = { sku: 0, quantity: 1 }
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
    const quantity = quantityOf(cells, columns.quantity)
    // A first row without a number where the quantity goes is a header we do not know the words of.
    if (index === 0 && typeof quantity !== 'number' && /[a-z]{3}/i.test(row) && !/\d/.test(sku)) return
    const problem = !sku
      ? 'SKU_MISSING'
      : typeof quantity !== 'number'
        ? 'QUANTITY_MISSING'
        : !Number.isInteger(quantity)
          ? 'QUANTITY_NOT_WHOLE'
          : quantity <= 0
            ? 'QUANTITY_NOT_POSITIVE'
            : null
    if (problem || typeof quantity !== 'number') {
      order.unreadable.push({ lineNumber, text: row.trim(), problem: problem ?? 'QUANTITY_MISSING' })
    } else order.lines.push({ lineNumber, sku, quantity })
  })
  return order
}

/** A CSV file's text: UTF-8 (with or without BOM), else Windows-1252, as older ERP exports write it. */
export function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
