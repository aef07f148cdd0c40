/**
 * A cart line cut to size: the buyer's cut list (the sheet's "Zuschnitt" area option, Magento's entered option),
 * the edge and the offcut (choice options), read from addProductsToCart's `entered_options` / `selected_options`
 * or updateCartItems' `customizable_options`, checked, nested and priced by rules/cut-list.ts with the buyer's tier
 * price for that many sheets. Commerce prices it; the quantity a caller sends is not used: the line holds the
 * sheets the list needs. The options are kept as Magento keeps them (quote_item_option: `option_ids` and
 * `option_<id>`), the line's figures computed again on every read, as every price of the cart is.
 */
import {
  type CutPiece,
  type CutPrice,
  checkCutList,
  cutChargePerMetre,
  cutListPrice,
  type Edge,
  formatCutList,
  type Nesting,
  nest,
  type Offcut,
  type PieceIssue,
  type PieceIssueCode,
  parseCutList,
  type Sheet,
  tolerance,
} from '../../../rules/cut-list'
import type { Context, Loaded } from '../kernel/context'
import { __ } from '../kernel/phrase'
import { customOptionUid, customOptionValueUid, decodeCustomOptionUid } from '../kernel/uid'
import { type CartUserInputError, invalidParameter } from './stock'

type Option = NonNullable<Loaded<'customOptions'>>[number]
/** The stored options of a line (quote_item_option's code → value). */
export type StoredOptions = Record<string, string>
/** What the buyer chose: option id → the entered text or the chosen value's option_type_id. */
type Chosen = Map<number, string>

/** The sheet's cut-to-size options, found by their sku. */
function cutOptions(options: readonly Option[]) {
  const bySku = (sku: string) => options.find((option) => option.sku === sku)
  const cutList = bySku('cut_list')
  return cutList ? { cutList, edge: bySku('edge'), offcut: bySku('offcut') } : null
}

const ISSUE_TEXTS: Record<PieceIssueCode, string> = {
  DIMENSION_INVALID: 'Row %1 of the cut list: length and width must be millimetres above 0.',
  QUANTITY_INVALID: 'Row %1 of the cut list: the quantity must be a whole number of pieces above 0.',
  PIECE_TOO_LARGE: 'Row %1 of the cut list: the piece is larger than the sheet less its trimmed edges.',
  PIECE_TOO_SMALL: 'Row %1 of the cut list: the piece is smaller than the smallest piece we cut.',
  TOO_MANY_PIECES: 'The cut list has more pieces than one list may have.',
  CUT_LIST_EMPTY: 'The cut list has no pieces.',
  CUT_LIST_UNREADABLE: 'Row %1 of the cut list cannot be read: enter length, width and quantity.',
}

/** The issues as one user error: the first one's text, and every one as a code in `cut_list_issues`. */
function cutListError(issues: PieceIssue[]): CartUserInputError {
  const [first] = issues as [PieceIssue, ...PieceIssue[]]
  return invalidParameter(__(ISSUE_TEXTS[first.code], first.row), issues)
}

const notAnOption = (uid: string) => invalidParameter(__('The option "%1" is not an option of this product.', uid))

/**
 * The options the buyer chose, by option id: entered texts by the option's uid, chosen values by the value's uid
 * (selected options of another kind, a configurable product's, are not custom options and are left alone).
 */
function chosenOptions(
  options: readonly Option[],
  entered: readonly { uid: string; value: string }[],
  selected: readonly string[],
): Chosen | CartUserInputError {
  const chosen: Chosen = new Map()
  for (const { uid, value } of entered) {
    const decoded = decodeCustomOptionUid(uid)
    const option = options.find((o) => o.option_id === decoded?.optionId && o.type === 'area')
    if (!option || decoded?.optionTypeId !== null) return notAnOption(uid)
    chosen.set(option.option_id, value)
  }
  for (const uid of selected) {
    const decoded = decodeCustomOptionUid(uid)
    if (!decoded) continue
    const option = options.find((o) => o.option_id === decoded.optionId)
    if (!option?.values.some((v) => v.option_type_id === decoded.optionTypeId)) return notAnOption(uid)
    chosen.set(option.option_id, String(decoded.optionTypeId))
  }
  return chosen
}

/** The sheet a product is, for the rule. */
const sheetOf = (product: Loaded<'products'>): Sheet => ({
  length: product.length ?? 0,
  width: product.width ?? 0,
  thickness: product.strength ?? 0,
})

const choiceSku = (option: Option | undefined, typeId: string | undefined) =>
  option?.values.find((v) => String(v.option_type_id) === typeId)?.sku

/** A line's cut list as the rule reads it, with its edge and offcut (sawn and shipped unless chosen otherwise). */
function cutChoice(options: NonNullable<ReturnType<typeof cutOptions>>, chosen: Chosen) {
  const edge: Edge = choiceSku(options.edge, chosen.get(options.edge?.option_id ?? -1)) === 'milled' ? 'milled' : 'sawn'
  const offcut: Offcut =
    choiceSku(options.offcut, chosen.get(options.offcut?.option_id ?? -1)) === 'keep' ? 'keep' : 'ship'
  return { text: chosen.get(options.cutList.option_id) ?? '', edge, offcut }
}

/** A cut list to write: the sheets it needs and the options to store (the list in its canonical text). */
export type CutLineWrite = { sheets: number; options: StoredOptions }

/**
 * The cut line the buyer's options describe for this sheet, or why it cannot be cut; null when they enter no cut
 * list (a whole sheet, whatever else was chosen).
 */
export async function cutLineFor(
  ctx: Context,
  productId: number,
  stocked: Loaded<'products'>,
  input: { entered: readonly { uid: string; value: string }[]; selected: readonly string[] },
): Promise<CutLineWrite | CartUserInputError | null> {
  const options = (await ctx.loaders.customOptions.load(productId)) ?? []
  const chosen = chosenOptions(options, input.entered, input.selected)
  if ('code' in chosen) return chosen
  const cut = cutOptions(options)
  if (!cut || !chosen.has(cut.cutList.option_id)) return null
  const { pieces, issues } = parseCutList(cutChoice(cut, chosen).text)
  const settings = ctx.loaders.cutToSizeSettings()
  const problems = issues.length > 0 ? issues : checkCutList(pieces, sheetOf(stocked), settings)
  if (problems.length > 0) return cutListError(problems)
  chosen.set(cut.cutList.option_id, formatCutList(pieces))
  const kept = [...chosen.keys()].filter((id) => options.some((o) => o.option_id === id))
  return {
    sheets: nest(pieces, sheetOf(stocked), settings).sheets.length,
    options: Object.fromEntries([
      ['option_ids', kept.join(',')],
      ...kept.map((id) => [`option_${id}`, chosen.get(id) ?? '']),
    ]),
  }
}

/** The choices a line's stored options hold, by option id. */
function storedChoices(stored: StoredOptions): Chosen {
  const ids = (stored.option_ids ?? '').split(',').filter(Boolean).map(Number)
  return new Map(ids.map((id) => [id, stored[`option_${id}`] ?? '']))
}

/**
 * The line's options with a change of updateCartItems' `customizable_options` (Magento's: the option's uid and
 * `value_string`, the text or the chosen value's option_type_id), as addProductsToCart's input would say them.
 */
export function changedOptions(
  stored: StoredOptions,
  changes: readonly ({ uid?: string | null; id?: number | null; value_string: string } | null)[],
) {
  const chosen = storedChoices(stored)
  for (const change of changes) {
    if (!change) continue
    const optionId = change.uid ? decodeCustomOptionUid(change.uid)?.optionId : change.id
    if (optionId != null) chosen.set(optionId, change.value_string)
  }
  return chosen
}

/** A Chosen map as addProductsToCart's entered and selected options, for cutLineFor. */
export function asInput(options: readonly Option[], chosen: Chosen) {
  const entered: { uid: string; value: string }[] = []
  const selected: string[] = []
  for (const [optionId, value] of chosen) {
    const option = options.find((o) => o.option_id === optionId)
    if (option?.type === 'area') entered.push({ uid: customOptionUid(optionId), value })
    else selected.push(customOptionValueUid(optionId, Number(value)))
  }
  return { entered, selected }
}

/** A line's stored options as addProductsToCart's entered and selected options (a saved cut list going to the cart). */
export async function storedAsInput(ctx: Context, productId: number, stored: StoredOptions) {
  return asInput((await ctx.loaders.customOptions.load(productId)) ?? [], storedChoices(stored))
}

export type CutLineView = {
  price: CutPrice
  nesting: Nesting
  pieces: CutPiece[]
  edge: Edge
  offcut: Offcut
  tolerance: number
  chargePerMetre: number
  customizableOptions: SelectedCustomizableOption[]
}

type SelectedCustomizableOption = {
  customizable_option_uid: string
  id: number
  label: string
  type: string
  is_required: boolean
  sort_order: number
  values: {
    customizable_option_value_uid: string
    id: number
    label: string
    value: string
    price: { type: 'FIXED'; units: string; value: number }
  }[]
}

/**
 * What a cut line shows: nested and priced again with the buyer's price per sheet for that many sheets (the
 * customer group's tier price), its options as Magento's SelectedCustomizableOption (the cut list's value priced
 * at the cutting charge per sheet). Null for a line whose product no longer has a cut list option, or whose list
 * the settings no longer let cut (a larger trim since): it shows as whole sheets, never as an error of the cart.
 */
export async function cutLineView(
  ctx: Context,
  line: { productId: number; stocked: Loaded<'products'>; stored: StoredOptions; groupId: number; units: string },
): Promise<CutLineView | null> {
  const options = (await ctx.loaders.customOptions.load(line.productId)) ?? []
  const cut = cutOptions(options)
  if (!cut) return null
  const chosen = storedChoices(line.stored)
  const { text, edge, offcut } = cutChoice(cut, chosen)
  const { pieces } = parseCutList(text)
  const settings = ctx.loaders.cutToSizeSettings()
  const sheet = sheetOf(line.stocked)
  if (checkCutList(pieces, sheet, settings).length > 0) return null
  const nesting = nest(pieces, sheet, settings)
  const sheetPrice = await ctx.loaders.unitPrice(line.stocked, line.groupId, nesting.sheets.length)
  const price = cutListPrice(nesting, sheet, edge, settings, () => sheetPrice)
  const selected = options.flatMap((option): SelectedCustomizableOption[] => {
    const value = chosen.get(option.option_id)
    if (value === undefined) return []
    const choice = option.values.find((v) => String(v.option_type_id) === value)
    const isCutList = option.option_id === cut.cutList.option_id
    return [
      {
        customizable_option_uid: customOptionUid(option.option_id),
        id: option.option_id,
        label: option.title,
        type: option.type,
        is_required: option.is_require === 1,
        sort_order: option.sort_order,
        values: [
          {
            customizable_option_value_uid: choice
              ? customOptionValueUid(option.option_id, choice.option_type_id)
              : customOptionUid(option.option_id),
            id: choice?.option_type_id ?? option.option_id,
            label: choice?.title ?? '',
            value: isCutList ? formatCutList(pieces) : value,
            price: {
              type: 'FIXED',
              units: line.units,
              value: isCutList ? price.cutChargePerSheet : (choice?.price ?? 0),
            },
          },
        ],
      },
    ]
  })
  return {
    price,
    nesting,
    pieces,
    edge,
    offcut,
    tolerance: tolerance(sheet.thickness, settings),
    chargePerMetre: cutChargePerMetre(sheet.thickness, edge, settings),
    customizableOptions: selected,
  }
}

export type CutToSizeResult = ReturnType<typeof cutToSizeResult>

/** The `cut_to_size` extension of a cart item (and of a wishlist item). */
export function cutToSizeResult(view: CutLineView) {
  return {
    sheets: view.price.sheets,
    sheet_price: view.price.sheetPrice,
    sheet_total: view.price.sheetTotal,
    cut_metres: view.price.cutMetres,
    cut_charge_per_sheet: view.price.cutChargePerSheet,
    cut_charge: view.price.cutCharge,
    total: view.price.total,
    tolerance: view.tolerance,
    charge_per_metre: view.chargePerMetre,
    edge: view.edge === 'milled' ? ('MILLED' as const) : ('SAWN' as const),
    offcut: view.offcut === 'keep' ? ('KEEP' as const) : ('SHIP' as const),
    pieces: view.pieces,
    layout: view.nesting.sheets,
  }
}

/** The refusal of a plain quantity change on a cut line: its quantity is the sheets its cut list needs. */
export const quantityFollowsCutList = (): CartUserInputError =>
  invalidParameter(__('The quantity of a cut-to-size item follows from its cut list: change the cut list instead.'))
