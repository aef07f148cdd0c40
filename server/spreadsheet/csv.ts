/**
 * CSV as the spreadsheet of the buyer's language opens it with a double click: German Excel splits on semicolons
 * and reads decimal commas, English Excel splits on commas and reads decimal points. UTF-8 with a byte order mark
 * (else Excel reads umlauts as Windows-1252), lines ended by CRLF (RFC 4180).
 */
import type { Cell, Table } from './table'

export interface CsvDialect {
  /** Intl locale of the numbers: 'de-DE' writes 12,5. */
  numberLocale: string
  separator: ';' | ','
}

const BOM = '\uFEFF'

export function csv(table: Table, dialect: CsvDialect): string {
  const line = (cells: readonly Cell[]) =>
    cells.map((cell, column) => csvCell(cell, dialect, table.decimals.get(column))).join(dialect.separator)
  return `${BOM}${[table.header, ...table.rows].map(line).join('\r\n')}\r\n`
}

function csvCell(cell: Cell, dialect: CsvDialect, decimals: number | undefined): string {
  if (cell === null) return ''
  if (typeof cell === 'number') {
    return new Intl.NumberFormat(dialect.numberLocale, {
      useGrouping: false,
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 4,
    }).format(cell)
  }
  // A text a spreadsheet would take for a formula (=, +, -, @) is kept as text.
  const text = /^[=+\-@]/.test(cell) ? `'${cell}` : cell
  return /["\r\n;,]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
