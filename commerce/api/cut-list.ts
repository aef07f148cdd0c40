/**
 * A cut list on the wire after the cart (commerce/README.md, "Cut to size"): as the order item keeps it and as a
 * document line carries it, and the one function that prices a document's cut line. The pieces, nesting and
 * prices follow the shop's rule (rules/cut-list.ts).
 */
import { z } from 'zod'
import {
  type CutPiece,
  type CutSettings,
  cutListPrice,
  type Edge,
  type Nesting,
  nest,
  type Offcut,
  type Placement,
  type Sheet,
} from '../../rules/cut-list'

export type { CutPiece, CutSettings, Edge, Offcut, Placement, Sheet }

/** What the buyer chose: the pieces, the edge and what becomes of the offcut. */
export type CutChoice = { pieces: CutPiece[]; edge: Edge; offcut: Offcut }

/**
 * What a cut list was nested and priced by: the sheet, the settings, the saw tolerance (± mm) and the charge per cut
 * metre (the edge's surcharge included).
 */
export type CutBasis = { sheet: Sheet; settings: CutSettings; tolerance: number; charge_per_metre: number }

/** The cart's figures of a cut list (its `cut_to_size` extension), as the order item keeps them. */
export type CutFigures = {
  sheets: number
  sheet_price: number
  cut_metres: number
  cut_charge_per_sheet: number
  cut_charge: number
  total: number
  layout: Placement[][]
}

/** A cut list as the order item keeps it (`product_options.cut_to_size`). */
export type OrderedCutList = CutChoice & CutBasis & CutFigures

/**
 * A document line's cut list: the choice, the tolerance and charge per cut metre the document states, and what
 * commerce nested and priced from them. The line's quantity is the sheets, its price the price per sheet; the
 * cutting charge is billed per sheet on top (`cut_charge_per_sheet`, as the cart bills it).
 */
export type DocumentCutList = CutChoice &
  CutBasis & {
    sheets: number
    cut_metres: number
    cut_charge_per_sheet: number
    /** The sheets' amount and the cutting charge, each after the line's discount: the line's total is their sum. */
    sheets_total: number
    cut_total: number
    layout: Placement[][]
  }

/** What the sales desk may change of a line's cut list; the rest stays the draft's. */
export const cutListInput = z.strictObject({
  pieces: z
    .array(
      z.strictObject({
        length: z.number().positive().max(100_000),
        width: z.number().positive().max(100_000),
        quantity: z.number().int().positive().max(100_000),
      }),
    )
    .min(1)
    .max(10_000),
  tolerance: z.number().nonnegative().max(100),
  charge_per_metre: z.number().nonnegative().max(10_000),
})
export type CutListInput = z.infer<typeof cutListInput>

/** A line's cut list with the desk's changes, nested again: the nesting and the cutting charge per sheet. */
export function nestCutList(
  cut: CutChoice & CutBasis,
  sheetPrice: number,
): { nesting: Nesting; sheets: number; cutChargePerSheet: number } {
  const settings = { ...cut.settings, chargePerMetre: [{ upTo: null, value: cut.charge_per_metre }] }
  const nesting = nest(cut.pieces, cut.sheet, settings)
  // the charge per metre already holds the edge's surcharge
  const price = cutListPrice(nesting, cut.sheet, 'sawn', { ...settings, milledSurchargePerMetre: 0 }, () => sheetPrice)
  return { nesting, sheets: price.sheets, cutChargePerSheet: price.cutChargePerSheet }
}
