import { describe, expect, it } from 'vitest'
import type { CutSettings, Sheet } from '../../../rules/cut-list'
import { type CutRow, checkRows } from '../../../src/features/cut-to-size/cut-rows'

/** The product page's rows as typed, checked at once: each issue at the row the buyer typed it in. */
const settings: CutSettings = {
  trim: 10,
  kerf: 4,
  minPiece: 20,
  maxPieces: 50,
  tolerances: [{ upTo: null, value: 0.5 }],
  chargePerMetre: [{ upTo: null, value: 1.2 }],
  milledSurchargePerMetre: 0.9,
}
const sheet: Sheet = { length: 2000, width: 1000, thickness: 10 }

let id = 0
const row = (length: string, width: string, quantity: string): CutRow => ({ id: ++id, length, width, quantity })
const issues = (rows: CutRow[]) => checkRows(rows, sheet, settings).rows.map((checked) => checked.issue)

describe('checkRows', () => {
  it('reads typed rows as pieces, a decimal comma too, and leaves blank rows out', () => {
    const checked = checkRows([row('480', '320', '12'), row('', '', ''), row('250', '125,5', '6')], sheet, settings)
    expect(checked.pieces).toEqual([
      { length: 480, width: 320, quantity: 12 },
      { length: 250, width: 125.5, quantity: 6 },
    ])
    expect(checked.rows.map((entry) => entry.issue)).toEqual([null, null, null])
    expect(checked.isComplete).toBe(true)
  })

  it('says why a row is no piece: a missing or unreadable side, a quantity that is not a whole number above 0', () => {
    expect(
      issues([row('480', '', '1'), row('4x0', '320', '1'), row('480', '320', '1,5'), row('480', '320', '0')]),
    ).toEqual(['DIMENSION_INVALID', 'DIMENSION_INVALID', 'QUANTITY_INVALID', 'QUANTITY_INVALID'])
  })

  it("puts the rule's issue at the row it belongs to, past blank and unreadable rows", () => {
    const rows = [row('480', '320', '2'), row('', '', ''), row('abc', '320', '1'), row('2500', '1200', '1')]
    const checked = checkRows(rows, sheet, settings)
    expect(checked.rows.map((entry) => entry.issue)).toEqual([null, null, 'DIMENSION_INVALID', 'PIECE_TOO_LARGE'])
    expect(checked.pieceRowIds).toEqual([rows[0]?.id, rows[3]?.id])
    expect(checked.isComplete).toBe(false)
  })

  it('tells an issue of the whole list apart from the rows', () => {
    const checked = checkRows([row('100', '100', '51')], sheet, settings)
    expect(checked.listIssue).toBe('TOO_MANY_PIECES')
    expect(checked.isComplete).toBe(false)
  })

  it("shows commerce's refusal at its row until the rows change, and an empty list is not complete", () => {
    const typed = row('480', '320', '2')
    expect(checkRows([typed], sheet, settings, new Map([[typed.id, 'PIECE_TOO_SMALL']])).rows[0]?.issue).toBe(
      'PIECE_TOO_SMALL',
    )
    expect(checkRows([row('', '', '')], sheet, settings).isComplete).toBe(false)
  })
})
