/**
 * Cut to size, written once for the storefront (which shows the buyer the sheets and the price as they type),
 * commerce (which prices the cart line, never trusting the browser) and the documents: a cut list of pieces
 * (length × width in mm and quantity) cut from one sheet product, checked against the sheet's format less the trim,
 * nested onto whole sheets and priced as the sheets at the buyer's tier price plus a cutting charge per cut metre.
 *
 * Rows: an issue's `row` is 1-based, 0 meaning the whole list. `parseCutList` counts the lines of the text it read
 * (blank lines and a header included, so the buyer finds the line in their file); `checkCutList` counts the pieces.
 * For the canonical text (`formatCutList`) both are the same.
 */

export type CutPiece = { length: number; width: number; quantity: number }
/** The sheet's format and thickness, in mm. */
export type Sheet = { length: number; width: number; thickness: number }
/** By thickness: `value` applies up to and including `upTo` mm (null = any thickness above the other bands). */
export type Band = { upTo: number | null; value: number }
export type CutSettings = {
  /** mm trimmed off each sheet edge before cutting */
  trim: number
  /** saw blade width in mm between pieces */
  kerf: number
  /** smallest side of a piece in mm */
  minPiece: number
  /** most pieces in one cut list */
  maxPieces: number
  /** saw tolerance ± mm by thickness */
  tolerances: Band[]
  /** cutting charge € per cut metre by thickness */
  chargePerMetre: Band[]
  /** € per cut metre extra for a milled edge */
  milledSurchargePerMetre: number
}
export type Edge = 'sawn' | 'milled'
export type Offcut = 'ship' | 'keep'
/** Why a piece (or the whole list) cannot be cut, as the rule names it. */
export const PIECE_ISSUE_CODES = [
  'DIMENSION_INVALID',
  'QUANTITY_INVALID',
  'PIECE_TOO_LARGE',
  'PIECE_TOO_SMALL',
  'TOO_MANY_PIECES',
  'CUT_LIST_EMPTY',
  'CUT_LIST_UNREADABLE',
] as const
export type PieceIssueCode = (typeof PIECE_ISSUE_CODES)[number]
export type PieceIssue = { row: number; code: PieceIssueCode }
/** A piece on a sheet, in mm from the sheet's corner (trim included); `length` runs along the sheet's length. */
export type Placement = { x: number; y: number; length: number; width: number; rotated: boolean; piece: number }
/** One array of placements per sheet used. */
export type Nesting = { sheets: Placement[][]; cutMetres: number }
/** Money in €, two decimals. */
export type CutPrice = {
  sheets: number
  sheetPrice: number
  sheetTotal: number
  cutMetres: number
  cutChargePerSheet: number
  cutCharge: number
  total: number
}

// ---- reading and writing a cut list

const COLUMN_NAMES: Readonly<Record<keyof CutPiece, readonly string[]>> = {
  length: ['länge', 'laenge', 'lange', 'length', 'len'],
  width: ['breite', 'width'],
  quantity: ['menge', 'anzahl', 'stück', 'stueck', 'stuck', 'stk', 'quantity', 'qty', 'pieces', 'pcs'],
}
const DEFAULT_COLUMNS: Readonly<Record<keyof CutPiece, number>> = { length: 0, width: 1, quantity: 2 }

type Separation = { fields: string[]; decimalComma: boolean }

/** Tab (an Excel paste), ';', ' x ' / '×', ',' or spaces, tried in that order; a decimal comma only after ';' or tab. */
function separate(line: string): Separation {
  const split = (separator: RegExp, decimalComma: boolean) => ({
    fields: line.split(separator).map((field) => field.trim()),
    decimalComma,
  })
  if (line.includes('\t')) return split(/\t/, true)
  if (line.includes(';')) return split(/;/, true)
  if (/\d\s*[x×*]\s*\d/i.test(line)) return split(/\s*[x×*]\s*/i, false)
  if (line.includes(',')) return split(/,/, false)
  return split(/\s+/, false)
}

function withoutTrailingEmpties(fields: string[]): string[] {
  const kept = [...fields]
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop()
  return kept
}

/** The columns a header row names ("Länge (mm)", "Qty" …), or null when it names not all three. */
function headerColumns(fields: readonly string[]): Record<keyof CutPiece, number> | null {
  const columns: Partial<Record<keyof CutPiece, number>> = {}
  fields.forEach((field, index) => {
    const word = field.toLowerCase().match(/^\p{L}+/u)?.[0] ?? ''
    for (const column of Object.keys(COLUMN_NAMES) as (keyof CutPiece)[]) {
      if (columns[column] === undefined && COLUMN_NAMES[column].includes(word)) columns[column] = index
    }
  })
  const { length, width, quantity } = columns
  return length === undefined || width === undefined || quantity === undefined ? null : { length, width, quantity }
}

function readNumber(field: string | undefined, decimalComma: boolean): number | null {
  const text = decimalComma ? field?.replace(',', '.') : field
  return text !== undefined && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null
}

/**
 * Reads a cut list as typed, pasted from a spreadsheet or uploaded as CSV: one piece per line, length, width and
 * quantity ("480;320;12", "480,320,12", "480 x 320 x 12", tab-separated), an optional header row in German or
 * English that may reorder the columns (and may name further columns, which are ignored); blank lines are ignored.
 * Numbers are read as they stand: whether they make a valid piece is `checkCutList`'s question.
 */
export function parseCutList(text: string): { pieces: CutPiece[]; issues: PieceIssue[] } {
  const pieces: CutPiece[] = []
  const issues: PieceIssue[] = []
  let columns: Record<keyof CutPiece, number> | null = null
  let firstLine = true
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    const row = index + 1
    if (line.trim() === '') return
    const { fields, decimalComma } = separate(line.trim())
    if (firstLine) {
      firstLine = false
      if (!/\d/.test(line)) {
        columns = headerColumns(fields)
        if (columns === null) issues.push({ row, code: 'CUT_LIST_UNREADABLE' })
        return
      }
    }
    const present = withoutTrailingEmpties(fields)
    const at = columns ?? DEFAULT_COLUMNS
    const length = readNumber(present[at.length], decimalComma)
    const width = readNumber(present[at.width], decimalComma)
    const quantity = readNumber(present[at.quantity], decimalComma)
    if (length === null || width === null || quantity === null || (columns === null && present.length !== 3)) {
      issues.push({ row, code: 'CUT_LIST_UNREADABLE' })
    } else {
      pieces.push({ length, width, quantity })
    }
  })
  return { pieces, issues }
}

/** The canonical text of a cut list, one piece per line ("480x320x12"): the stored value of the cut list option. */
export function formatCutList(pieces: readonly CutPiece[]): string {
  return pieces.map((piece) => `${piece.length}x${piece.width}x${piece.quantity}`).join('\n')
}

// ---- checking

/** The sheet's format less the trim on every edge: what the saw can cut pieces from. */
function usableArea(sheet: Sheet, settings: CutSettings): { length: number; width: number } {
  return { length: sheet.length - 2 * settings.trim, width: sheet.width - 2 * settings.trim }
}

function fitsOnSheet(piece: CutPiece, usable: { length: number; width: number }): boolean {
  const asIs = piece.length <= usable.length && piece.width <= usable.width
  const rotated = piece.width <= usable.length && piece.length <= usable.width
  return asIs || rotated
}

function pieceIssue(piece: CutPiece, sheet: Sheet, settings: CutSettings): PieceIssueCode | null {
  const dimensions = [piece.length, piece.width]
  if (!dimensions.every((side) => Number.isFinite(side) && side > 0)) return 'DIMENSION_INVALID'
  if (!Number.isInteger(piece.quantity) || piece.quantity < 1) return 'QUANTITY_INVALID'
  if (!fitsOnSheet(piece, usableArea(sheet, settings))) return 'PIECE_TOO_LARGE'
  if (Math.min(...dimensions) < settings.minPiece) return 'PIECE_TOO_SMALL'
  return null
}

/**
 * What is wrong with a cut list for this sheet: per piece (row = the piece's 1-based place in the list) an invalid
 * dimension or quantity, a piece that fits the sheet less the trim neither as is nor rotated, a piece whose smaller
 * side is below the minimum; for the whole list (row 0) no pieces at all or more pieces than one list may have.
 */
export function checkCutList(pieces: readonly CutPiece[], sheet: Sheet, settings: CutSettings): PieceIssue[] {
  if (pieces.length === 0) return [{ row: 0, code: 'CUT_LIST_EMPTY' }]
  const issues: PieceIssue[] = []
  pieces.forEach((piece, index) => {
    const code = pieceIssue(piece, sheet, settings)
    if (code !== null) issues.push({ row: index + 1, code })
  })
  const count = pieces.reduce((sum, piece) => sum + (Number.isInteger(piece.quantity) ? piece.quantity : 0), 0)
  if (count > settings.maxPieces) issues.push({ row: 0, code: 'TOO_MANY_PIECES' })
  return issues
}

// ---- bands by thickness

function bandValue(thickness: number, bands: readonly Band[]): number {
  const ordered = [...bands].sort((a, b) => (a.upTo ?? Number.POSITIVE_INFINITY) - (b.upTo ?? Number.POSITIVE_INFINITY))
  const band = ordered.find((candidate) => candidate.upTo === null || thickness <= candidate.upTo)
  return (band ?? ordered[ordered.length - 1])?.value ?? 0
}

/** The saw tolerance (± mm) for a sheet of this thickness. */
export function tolerance(thickness: number, settings: CutSettings): number {
  return bandValue(thickness, settings.tolerances)
}

// ---- nesting

type Strip = { y: number; height: number; used: number }
type SheetInUse = { placements: Placement[]; strips: Strip[] }

/** A piece's two ways onto the sheet: its length along the sheet's length, or rotated 90°. */
function orientations(piece: CutPiece): { along: number; across: number; rotated: boolean }[] {
  return [
    { along: piece.length, across: piece.width, rotated: false },
    { along: piece.width, across: piece.length, rotated: true },
  ]
}

/**
 * Nests the pieces onto as few sheets as a simple guillotine "shelf" nesting finds, the way a panel saw cuts:
 *
 * 1. The usable area is the sheet less the trim on every edge.
 * 2. The pieces, one by one, are taken longest side first (ties: the wider first, then in list order).
 * 3. Each sheet is ripped into strips along its full usable length, one beside the other with a kerf between;
 *    a strip is as wide as the piece that opened it.
 * 4. A piece goes into the first strip (on the first sheet) where it fits after the pieces already there, a kerf
 *    apart, in whichever orientation fills the strip's width better; else it opens a new strip on the first sheet
 *    with room, else a new sheet.
 * 5. This is done twice: once opening strips with the piece's shorter side across the sheet, once with its longer
 *    side across (it can be rotated 90°); the nesting with fewer sheets wins, then the one with fewer cut metres.
 *
 * The cuts counted: per strip the rip cut along the usable length (none when the strip ends at the usable edge),
 * per piece the cross cut across the strip (none at the strip's end) and the cut down to the piece's width where it
 * is lower than its strip. The trim itself is not counted. A piece that fits no sheet is the caller's mistake:
 * check the list first (`checkCutList`).
 */
export function nest(pieces: readonly CutPiece[], sheet: Sheet, settings: CutSettings): Nesting {
  const flat = shelfNesting(pieces, sheet, settings, 'shorter')
  const upright = shelfNesting(pieces, sheet, settings, 'longer')
  const better = upright.sheets.length - flat.sheets.length || upright.cutMetres - flat.cutMetres
  return better < 0 ? upright : flat
}

function shelfNesting(
  pieces: readonly CutPiece[],
  sheet: Sheet,
  settings: CutSettings,
  stripsOpenWith: 'shorter' | 'longer',
): Nesting {
  const usable = usableArea(sheet, settings)
  const { kerf, trim } = settings
  const sheets: SheetInUse[] = []
  let cutMillimetres = 0

  const place = (target: SheetInUse, strip: Strip, piece: number, way: ReturnType<typeof orientations>[number]) => {
    const x = strip.used === 0 ? 0 : strip.used + kerf
    target.placements.push({
      x: trim + x,
      y: trim + strip.y,
      length: way.along,
      width: way.across,
      rotated: way.rotated,
      piece,
    })
    strip.used = x + way.along
    if (strip.used < usable.length) cutMillimetres += strip.height
    if (way.across < strip.height) cutMillimetres += way.along
  }

  const intoStrip = (piece: number) => {
    for (const target of sheets) {
      for (const strip of target.strips) {
        const start = strip.used === 0 ? 0 : strip.used + kerf
        const fitting = orientations(pieces[piece] as CutPiece)
          .filter((way) => way.across <= strip.height && start + way.along <= usable.length)
          .sort((a, b) => b.across - a.across)[0]
        if (fitting) {
          place(target, strip, piece, fitting)
          return true
        }
      }
    }
    return false
  }

  const openStrip = (target: SheetInUse, piece: number) => {
    const last = target.strips[target.strips.length - 1]
    const y = last ? last.y + last.height + kerf : 0
    const way = orientations(pieces[piece] as CutPiece)
      .filter((candidate) => candidate.along <= usable.length && y + candidate.across <= usable.width)
      .sort((a, b) => (stripsOpenWith === 'shorter' ? a.across - b.across : b.across - a.across))[0]
    if (!way) return false
    const strip: Strip = { y, height: way.across, used: 0 }
    target.strips.push(strip)
    if (y + strip.height < usable.width) cutMillimetres += usable.length
    place(target, strip, piece, way)
    return true
  }

  for (const piece of instancesLongestFirst(pieces)) {
    if (intoStrip(piece) || sheets.some((target) => openStrip(target, piece))) continue
    const fresh: SheetInUse = { placements: [], strips: [] }
    if (!openStrip(fresh, piece)) throw new RangeError(`piece ${piece + 1} fits no sheet: check the cut list first`)
    sheets.push(fresh)
  }
  return { sheets: sheets.map((used) => used.placements), cutMetres: Math.round(cutMillimetres / 10) / 100 }
}

/** Every piece as often as its quantity (as its index into the list), longest side first. */
function instancesLongestFirst(pieces: readonly CutPiece[]): number[] {
  const longer = (index: number) => Math.max((pieces[index] as CutPiece).length, (pieces[index] as CutPiece).width)
  const shorter = (index: number) => Math.min((pieces[index] as CutPiece).length, (pieces[index] as CutPiece).width)
  const order = pieces
    .map((_, index) => index)
    .sort((a, b) => longer(b) - longer(a) || shorter(b) - shorter(a) || a - b)
  return order.flatMap((index) => Array.from({ length: (pieces[index] as CutPiece).quantity }, () => index))
}

/** The pieces' area in m² (three decimals). */
export function piecesArea(pieces: readonly CutPiece[]): number {
  const squareMillimetres = pieces.reduce((sum, piece) => sum + piece.length * piece.width * piece.quantity, 0)
  return Math.round(squareMillimetres / 1000) / 1000
}

// ---- price

const cents = (euros: number) => Math.round(euros * 100)
const euros = (cents: number) => cents / 100

/** The cutting charge in € per cut metre for a sheet of this thickness, with the milled edge's surcharge. */
export function cutChargePerMetre(thickness: number, edge: Edge, settings: CutSettings): number {
  const surcharge = edge === 'milled' ? cents(settings.milledSurchargePerMetre) : 0
  return euros(cents(bandValue(thickness, settings.chargePerMetre)) + surcharge)
}

/**
 * The price of a nested cut list: the sheets at the buyer's price per sheet for that many sheets (whole sheets,
 * whatever the offcut), plus the cut metres at the charge for the thickness (and the milled edge's surcharge). The
 * charge is billed per sheet, as a Magento custom option's fixed price is per unit: rounded to the cent per sheet,
 * the cutting charge is that times the sheets. Computed in cents.
 */
export function cutListPrice(
  nesting: Nesting,
  sheet: Sheet,
  edge: Edge,
  settings: CutSettings,
  priceForSheets: (sheets: number) => number,
): CutPrice {
  const sheets = nesting.sheets.length
  if (sheets === 0)
    return { sheets, sheetPrice: 0, sheetTotal: 0, cutMetres: 0, cutChargePerSheet: 0, cutCharge: 0, total: 0 }
  const sheetPrice = cents(priceForSheets(sheets))
  const ratePerMetre = cents(cutChargePerMetre(sheet.thickness, edge, settings))
  const cutCentimetres = Math.round(nesting.cutMetres * 100)
  const cutChargePerSheet = Math.round((cutCentimetres * ratePerMetre) / (100 * sheets))
  const sheetTotal = sheetPrice * sheets
  const cutCharge = cutChargePerSheet * sheets
  return {
    sheets,
    sheetPrice: euros(sheetPrice),
    sheetTotal: euros(sheetTotal),
    cutMetres: euros(cutCentimetres),
    cutChargePerSheet: euros(cutChargePerSheet),
    cutCharge: euros(cutCharge),
    total: euros(sheetTotal + cutCharge),
  }
}
