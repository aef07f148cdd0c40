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
  nest,
  type Offcut,
  type Placement,
  type Sheet,
} from '../../rules/cut-list'
import type { PricedLine } from './document-totals'

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

/** What nesting a document line's cut list gives: the sheets, the cut metres, the cutting charge per sheet. */
export type NestedCut = Pick<DocumentCutList, 'sheets' | 'cut_metres' | 'cut_charge_per_sheet' | 'layout'>

/** A cut list nested by the rule, its cutting charge at the document's charge per metre (the edge's included). */
export function nestCutList(cut: CutChoice & CutBasis): NestedCut {
  const settings = {
    ...cut.settings,
    chargePerMetre: [{ upTo: null, value: cut.charge_per_metre }],
    milledSurchargePerMetre: 0,
  }
  const nesting = nest(cut.pieces, cut.sheet, settings)
  const price = cutListPrice(nesting, cut.sheet, 'sawn', settings, () => 0)
  return {
    sheets: price.sheets,
    cut_metres: price.cutMetres,
    cut_charge_per_sheet: price.cutChargePerSheet,
    layout: nesting.sheets,
  }
}

/** A line as documentTotals prices it. */
type TermsOfLine = { qty: number; price: number; discount_percent: number; cut_list: (CutChoice & CutBasis) | null }

/**
 * A line's parts as documentTotals prices them: its quantity at its price; a line cut to size is nested again, its
 * sheets at the price per sheet and the cutting charge per sheet as a part of its own with the line's discount, so
 * the two add up to the line and can be printed as lines of their own.
 */
export function pricedParts(line: TermsOfLine): { parts: PricedLine[]; nested: NestedCut | null } {
  if (!line.cut_list) {
    return { parts: [{ qty: line.qty, price: line.price, discountPercent: line.discount_percent }], nested: null }
  }
  const nested = nestCutList(line.cut_list)
  const sheets = { qty: nested.sheets, price: line.price, discountPercent: line.discount_percent }
  return { parts: [sheets, { ...sheets, price: nested.cut_charge_per_sheet }], nested }
}
