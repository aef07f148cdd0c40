/**
 * A cut list as the request's mails and the documents' PDF write it: each piece ("12 × 480 × 320 mm": quantity,
 * length, width), then the saw tolerance, the edge and the offcut ("±0,5 mm, gesägt; Reststück: mitsenden").
 * Phrases, so a mail to the company is written in the company's language; numbers in the request context's.
 */
import type { CutChoice, CutPiece, Edge, Offcut } from '../../api/cut-list'
import type { Context } from '../kernel/context'
import { __, type Phrase } from '../kernel/phrase'
import { formatNumber } from './formats'

const EDGES: Record<Edge, Phrase> = { sawn: __('sawn'), milled: __('milled') }
const OFFCUTS: Record<Offcut, Phrase> = { ship: __('ship with the order'), keep: __('keep') }

const number = (ctx: Context, value: number) => formatNumber(ctx.locale, value, 2)

type ShownCut = CutChoice & { tolerance: number }

/** "12 × 480 × 320 mm" */
const pieceText = (ctx: Context, piece: CutPiece) =>
  `${number(ctx, piece.quantity)} × ${number(ctx, piece.length)} × ${number(ctx, piece.width)} mm`

/** "±0,5 mm, gesägt; Reststück: mitsenden" */
const cutTerms = (ctx: Context, cut: ShownCut) =>
  __('±%1 mm, %2; offcut: %3', number(ctx, cut.tolerance), EDGES[cut.edge], OFFCUTS[cut.offcut])

/** The cut list in parts: a heading, each piece, its terms. */
export const cutListParts = (ctx: Context, cut: ShownCut) => ({
  heading: __('Cut to size:'),
  pieces: cut.pieces.map((piece) => pieceText(ctx, piece)),
  terms: cutTerms(ctx, cut),
})

/**
 * The cut list on one line: "Zuschnitt: 12 × 480 × 320 mm, 4 × 200 × 100 mm; ±0,5 mm, gesägt; Reststück: mitsenden"
 */
export const cutListSummary = (ctx: Context, cut: ShownCut): Phrase =>
  __('Cut to size: %1; %2', cut.pieces.map((piece) => pieceText(ctx, piece)).join(', '), cutTerms(ctx, cut))

/** "Schnittkosten: 6,4 Schnittmeter à 2,50 €" */
export const cuttingCharge = (ctx: Context, cutMetres: number, chargePerMetre: string): Phrase =>
  __('Cutting: %1 cut metres at %2', number(ctx, cutMetres), chargePerMetre)
