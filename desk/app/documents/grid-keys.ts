/**
 * Moving between the offer grid's input cells by keyboard, as in a spreadsheet: up and down (and Enter, Shift+Enter)
 * to the same column of the line above or below, left and right to the neighbouring cell once the caret is at the
 * input's edge (a number input, which tells no caret, at once). Tab keeps the browser's order, row by row.
 */

export interface Cell {
  row: number
  column: number
}

export interface GridKey {
  key: string
  shiftKey: boolean
  /** Where the caret is in the input's text; null where the input does not tell (a number input). */
  caret: { atStart: boolean; atEnd: boolean } | null
}

/** The cell the key moves to; null where it moves nowhere (then the key does what it does in the input). */
export function nextCell(from: Cell, key: GridKey, size: { rows: number; columns: number }): Cell | null {
  const to = (row: number, column: number) =>
    row >= 0 && row < size.rows && column >= 0 && column < size.columns ? { row, column } : null
  switch (key.key) {
    case 'ArrowUp':
      return to(from.row - 1, from.column)
    case 'ArrowDown':
      return to(from.row + 1, from.column)
    case 'Enter':
      return to(from.row + (key.shiftKey ? -1 : 1), from.column)
    case 'ArrowLeft':
      return key.caret === null || key.caret.atStart ? to(from.row, from.column - 1) : null
    case 'ArrowRight':
      return key.caret === null || key.caret.atEnd ? to(from.row, from.column + 1) : null
    default:
      return null
  }
}

/** Keys the grid keeps from the input even where they move nowhere: a number's step, the form's submit. */
export const keptKeys = new Set(['ArrowUp', 'ArrowDown', 'Enter'])
