import { z } from 'zod'
import type { CutPiece, CutSettings, Edge, Offcut, Placement, Sheet } from '../rules/cut-list'
import { issue } from './input-issue'

/**
 * Cut to size: a sheet's cut list on its product page, the add that carries it (Magento's customizable options:
 * the "Zuschnitt" area option and the edge and offcut choices) and the cart line's computed figures. The rule itself
 * (checking, nesting, pricing) is rules/cut-list.ts; commerce prices the line, the browser only previews it.
 */

/** One choice of an option (Magento's option value): its uid, what it means to the rule, its label. */
export interface CutChoice<T extends string> {
  uid: string
  value: T
  label: string
}

/** What a sheet's product page needs for its cut list; null on a product that cannot be cut. */
export interface CutToSizeOffer {
  sheet: Sheet
  settings: CutSettings
  /** The "Zuschnitt" option's uid: the cut list goes in entered_options under it. */
  cutListUid: string
  /** Sawn and milled, where the product offers milling; else empty (sawn). */
  edges: CutChoice<Edge>[]
  /** Ship the offcut with the order, or keep it. */
  offcuts: CutChoice<Offcut>[]
}

const millimetres = z.number(issue.REQUIRED).positive(issue.REQUIRED).max(100_000, issue.TOO_LONG)

/** The cut list sent with an add: the pieces and the chosen values' uids (Magento's selected_options). */
export const cutListInputSchema = z.object({
  pieces: z
    .array(
      z.object({
        length: millimetres,
        width: millimetres,
        quantity: z.number(issue.REQUIRED).int(issue.REQUIRED).positive(issue.REQUIRED).max(100_000, issue.TOO_LONG),
      }),
    )
    .min(1, issue.REQUIRED)
    .max(1000, issue.TOO_LONG),
  /** The "Zuschnitt" option's uid. */
  cutListUid: z.string().min(1, issue.REQUIRED).max(128, issue.TOO_LONG),
  /** The edge value's and the offcut value's uids. */
  choiceUids: z.array(z.string().min(1, issue.REQUIRED).max(128, issue.TOO_LONG)).max(2, issue.TOO_LONG),
})

export type CutListInput = z.infer<typeof cutListInputSchema>

/** A cart line (or a request's item) cut to size: the pieces, the choices' labels and commerce's figures. */
export interface CutListLineView {
  pieces: CutPiece[]
  /** The chosen edge and offcut in the store view's words, e.g. "gesägt", "mitsenden"; null when not chosen. */
  edge: string | null
  offcut: string | null
  /** The product whose cut list it is (a configurable sheet's, not its variant's): its offer edits the line. */
  productSku: string
  /** The "Zuschnitt" option's uid: an edit sends the new list under it. */
  cutListUid: string
  /** The chosen edge's and offcut's value uids (as the offer's CutChoice uids); null when not chosen. */
  edgeUid: string | null
  offcutUid: string | null
  sheets: number
  sheetPrice: number
  cutMetres: number
  cutChargePerSheet: number
  cutCharge: number
  total: number
  /** The saw tolerance ± mm. */
  tolerance: number
  /** One array of placements per sheet: the nesting picture. */
  layout: Placement[][]
}
