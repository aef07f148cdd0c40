import { useState } from 'react'
import type { CutToSizeOffer } from '../../../contract/cut-to-size'
import { type TierPriceView, unitPriceAt } from '../../../contract/product'
import {
  type CutPiece,
  type CutPrice,
  cutListPrice,
  type Edge,
  type Nesting,
  nest,
  type PieceIssueCode,
  parseCutList,
  piecesArea,
  tolerance,
} from '../../../rules/cut-list'
import { type CutRow, checkRows, emptyRow, isBlank, rowOf } from './cut-rows'

/** What the list costs and needs, once every piece fits; null while a row is refused or the list is empty. */
export interface CutPreview {
  area: number
  nesting: Nesting
  price: CutPrice
}

/** A list to start from: a cart line's pieces and the value uids of its edge and offcut. */
export interface CutListStart {
  pieces: readonly CutPiece[]
  edgeUid: string | null
  offcutUid: string | null
}

/**
 * A sheet's cut list (a talon), on its product page or edited from its cart line: the rows, each checked at once by the rule (rules/cut-list.ts), the edge
 * and offcut choices, a pasted or uploaded CSV, and the preview — area, sheets, nesting and the price at the tier
 * price for that many sheets. Commerce prices the line again when it is added; this is what the buyer sees first.
 */
export function useCutList(
  offer: CutToSizeOffer,
  price: { value: number; tiers: readonly TierPriceView[] },
  start?: CutListStart,
) {
  const { sheet, settings } = offer
  const [rows, setRows] = useState<CutRow[]>(() => (start ? start.pieces.map(rowOf) : [emptyRow()]))
  const [edgeUid, setEdgeUid] = useState(start?.edgeUid ?? offer.edges[0]?.uid ?? null)
  const [offcutUid, setOffcutUid] = useState(start?.offcutUid ?? offer.offcuts[0]?.uid ?? null)
  const [unreadable, setUnreadable] = useState<number[]>([])
  /** Issues commerce found on the rows sent, by row id. */
  const [refused, setRefused] = useState<Map<number, PieceIssueCode>>(new Map())

  const checked = checkRows(rows, sheet, settings, refused)
  const { pieces } = checked
  const edge: Edge = offer.edges.find((choice) => choice.uid === edgeUid)?.value ?? 'sawn'

  const changeRows = (change: (current: CutRow[]) => CutRow[]) => {
    setRefused(new Map())
    setRows(change)
  }

  return {
    rows: checked.rows,
    pieces,
    listIssue: checked.listIssue,
    unreadable,
    tolerance: tolerance(sheet.thickness, settings),
    edgeUid,
    chooseEdge: setEdgeUid,
    offcutUid,
    chooseOffcut: setOffcutUid,
    preview: checked.isComplete ? previewOf(pieces, edge) : null,
    /** Adds an empty row and answers its id (the new row takes the focus). */
    addRow: (): number => {
      const row = emptyRow()
      changeRows((current) => [...current, row])
      return row.id
    },
    /** Removes a row and answers the id of the row that takes its place (an empty one when it was the last). */
    removeRow: (id: number): number => {
      const index = rows.findIndex((row) => row.id === id)
      const rest = rows.filter((row) => row.id !== id)
      const next = rest.length > 0 ? rest : [emptyRow()]
      changeRows(() => next)
      return (next[Math.min(Math.max(index, 0), next.length - 1)] as CutRow).id
    },
    changeRow: (id: number, field: 'length' | 'width' | 'quantity', value: string) =>
      changeRows((current) => current.map((row) => (row.id === id ? { ...row, [field]: value } : row))),
    /** Takes the pieces of a pasted or uploaded CSV after the typed ones; the rows it could not read are named. */
    takeCsv: (text: string): number => {
      const parsed = parseCutList(text)
      setUnreadable(parsed.issues.filter((issue) => issue.code === 'CUT_LIST_UNREADABLE').map((issue) => issue.row))
      if (parsed.pieces.length > 0)
        changeRows((current) => [...current.filter((row) => !isBlank(row)), ...parsed.pieces.map(rowOf)])
      return parsed.pieces.length
    },
    /** After an add: an empty list again. */
    clear: () => {
      changeRows(() => [emptyRow()])
      setUnreadable([])
    },
    /** Commerce's refusal of the pieces sent: each issue at its row (row 0: the whole list, shown by the message). */
    showRefusal: (refusal: readonly { row: number; code: PieceIssueCode }[]) => {
      const byRow = new Map<number, PieceIssueCode>()
      for (const { row, code } of refusal) {
        const id = checked.pieceRowIds[row - 1]
        if (id !== undefined) byRow.set(id, code)
      }
      setRefused(byRow)
    },
  }

  function previewOf(list: CutPiece[], chosenEdge: Edge): CutPreview {
    const nesting = nest(list, sheet, settings)
    const sheetPrice = (sheets: number) => unitPriceAt(price.value, price.tiers, sheets)
    return {
      area: piecesArea(list),
      nesting,
      price: cutListPrice(nesting, sheet, chosenEdge, settings, sheetPrice),
    }
  }
}

export type CutList = ReturnType<typeof useCutList>
