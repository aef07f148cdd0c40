import { type CutPiece, type CutSettings, checkCutList, type PieceIssueCode, type Sheet } from '../../../rules/cut-list'

/** A row of the cut list as typed: the fields' text, so a half-typed number stays as it is. */
export interface CutRow {
  id: number
  length: string
  width: string
  quantity: string
}

export interface CheckedRow extends CutRow {
  issue: PieceIssueCode | null
}

export interface CheckedRows {
  rows: CheckedRow[]
  /** The pieces of the rows that read as pieces, in their order: what is previewed and sent. */
  pieces: CutPiece[]
  /** The row id of each piece: a refusal's row (1-based, of the pieces sent) is shown at it. */
  pieceRowIds: number[]
  /** An issue of the whole list (too many pieces). */
  listIssue: PieceIssueCode | null
  /** Pieces and no issue: the list can be previewed and added. */
  isComplete: boolean
}

let nextRowId = 1
export const emptyRow = (): CutRow => ({ id: nextRowId++, length: '', width: '', quantity: '' })
export const rowOf = (piece: CutPiece): CutRow => ({
  id: nextRowId++,
  length: String(piece.length),
  width: String(piece.width),
  quantity: String(piece.quantity),
})

/** A typed number: a German decimal comma is read as a point; anything else that is not a number is NaN. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')))
export const isBlank = (row: CutRow) => !row.length.trim() && !row.width.trim() && !row.quantity.trim()

/** A row's piece, or why it is none. */
function pieceOf(row: CutRow): CutPiece | PieceIssueCode {
  const piece = { length: numberOf(row.length), width: numberOf(row.width), quantity: numberOf(row.quantity) }
  if (!(piece.length > 0) || !(piece.width > 0)) return 'DIMENSION_INVALID'
  if (!Number.isInteger(piece.quantity) || piece.quantity < 1) return 'QUANTITY_INVALID'
  return piece
}

/**
 * Each row checked as it is typed: a blank row is no piece and no issue; a row that reads as no piece says why;
 * the pieces are checked by the rule (rules/cut-list.ts), whose rows count the pieces, so each issue goes back to
 * its row past the blank and unreadable ones. `refused`: commerce's issues by row id, until the rows change.
 */
export function checkRows(
  rows: readonly CutRow[],
  sheet: Sheet,
  settings: CutSettings,
  refused: ReadonlyMap<number, PieceIssueCode> = new Map(),
): CheckedRows {
  const issueByRow = new Map(refused)
  const pieces: CutPiece[] = []
  const pieceRowIds: number[] = []
  for (const row of rows) {
    if (isBlank(row)) continue
    const read = pieceOf(row)
    if (typeof read === 'string') issueByRow.set(row.id, read)
    else {
      pieces.push(read)
      pieceRowIds.push(row.id)
    }
  }
  const issues = pieces.length > 0 ? checkCutList(pieces, sheet, settings) : []
  for (const issue of issues) {
    const id = pieceRowIds[issue.row - 1]
    if (id !== undefined) issueByRow.set(id, issue.code)
  }
  const listIssue = issues.find((issue) => issue.row === 0)?.code ?? null
  return {
    rows: rows.map((row) => ({ ...row, issue: issueByRow.get(row.id) ?? null })),
    pieces,
    pieceRowIds,
    listIssue,
    isComplete: pieces.length > 0 && issueByRow.size === 0 && listIssue === null,
  }
}
