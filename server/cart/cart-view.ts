import type { AmountView, CartItemView, CartView } from '../../contract/cart'
import type { CutListLineView } from '../../contract/cut-to-size'
import type { ResultOf } from '../commerce/graphql'
import { selectedOption } from '../product/attributes'
import { mediaPath } from '../product/media'
import { productName } from '../product/product-name'
import { productPath } from '../product/product-path'
import { salesUnitOf } from '../product/sales-unit'
import { quantityInStockOf } from '../product/stock'
import type { CartFieldsFragment, CutListFiguresFragment, CutListOptionFragment } from './operations'

/** Maps Magento's cart to the storefront contract's cart (contract/cart.ts). */

type CartFields = ResultOf<typeof CartFieldsFragment>
type ItemFields = NonNullable<NonNullable<CartFields['items']>[number]>

interface AmountFields {
  label: string
  amount: { value?: number | null }
}

function amounts(list: readonly (AmountFields | null)[] | null | undefined): AmountView[] {
  return (list ?? []).flatMap((entry) => (entry ? [{ label: entry.label, amount: entry.amount.value ?? 0 }] : []))
}

/** Magento's `weight` (kg per piece) is a field of physical products only. */
const weightOf = (product: object | null | undefined): number | null =>
  product && 'weight' in product && typeof product.weight === 'number' ? product.weight : null

type CutListFigures = ResultOf<typeof CutListFiguresFragment>
type CutListOption = ResultOf<typeof CutListOptionFragment>

type CutListOptions = readonly (CutListOption | null)[]

/** The line's option of this type (area: the cut list, drop_down: the edge, radio: the offcut). */
function optionOf(options: CutListOptions, type: string) {
  return options.find((option) => option?.type === type)
}

/** The chosen value of a line's option of this type: its label and its uid. */
function chosenValue(options: CutListOptions, type: string) {
  return optionOf(options, type)?.values[0] ?? null
}

/**
 * A line cut to size (a cart line, a saved cut list): the pieces and figures commerce computed, the edge and offcut
 * in the store view's words.
 */
export function cutListLineOf(
  figures: CutListFigures | null | undefined,
  options: CutListOptions,
  productSku: string,
): CutListLineView | null {
  if (!figures) return null
  const present = <T>(list: readonly (T | null)[]) => list.filter((entry): entry is T => entry != null)
  const edge = chosenValue(options, 'drop_down')
  const offcut = chosenValue(options, 'radio')
  return {
    pieces: present(figures.pieces),
    edge: edge?.label ?? null,
    offcut: offcut?.label ?? null,
    productSku,
    cutListUid: optionOf(options, 'area')?.customizable_option_uid ?? '',
    edgeUid: edge?.customizable_option_value_uid ?? null,
    offcutUid: offcut?.customizable_option_value_uid ?? null,
    sheets: figures.sheets,
    sheetPrice: figures.sheet_price,
    cutMetres: figures.cut_metres,
    cutChargePerSheet: figures.cut_charge_per_sheet,
    cutCharge: figures.cut_charge,
    total: figures.total,
    tolerance: figures.tolerance,
    layout: figures.layout.map((sheet) => present(sheet ?? [])),
  }
}

function cutListOf(item: ItemFields): CutListLineView | null {
  return 'cut_to_size' in item
    ? cutListLineOf(item.cut_to_size, item.customizable_options, item.product.sku ?? '')
    : null
}

function cartItemView(item: ItemFields): CartItemView {
  const variant = item.__typename === 'ConfigurableCartItem' ? item.configured_variant : null
  const options =
    item.__typename === 'ConfigurableCartItem'
      ? item.configurable_options.flatMap((option) =>
          option ? [{ label: option.option_label, value: option.value_label }] : [],
        )
      : []
  const name = productName(item.product.name)
  const thumbnail = variant?.thumbnail?.url ? variant.thumbnail : item.product.thumbnail
  const imageUrl = mediaPath(thumbnail?.url)
  return {
    uid: item.uid,
    sku: variant?.sku ?? item.product.sku ?? '',
    name,
    urlPath: productPath(item.product),
    image: imageUrl ? { url: imageUrl, label: productName(thumbnail?.label) || name } : null,
    options,
    quantity: item.quantity,
    quantityInStock: quantityInStockOf(variant ?? item.product),
    deliveryTime: selectedOption(variant ?? item.product, 'delivery_time')?.label ?? null,
    salesUnit: salesUnitOf(item.product),
    piecesPerPallet: variant?.pieces_per_pallet ?? item.product.pieces_per_pallet ?? null,
    weightPerPiece: weightOf(variant) ?? weightOf(item.product),
    price: item.prices?.price.value ?? 0,
    rowTotal: item.prices?.row_total.value ?? 0,
    rowTotalInclTax: item.prices?.row_total_including_tax.value ?? 0,
    discounts: amounts(item.prices?.discounts),
    cutList: cutListOf(item),
  }
}

export function cartView(cart: CartFields): CartView {
  const prices = cart.prices
  return {
    items: (cart.items ?? []).flatMap((item) => (item ? [cartItemView(item)] : [])),
    totalQuantity: cart.total_quantity,
    currency: prices?.subtotal_excluding_tax?.currency ?? 'EUR',
    prices: {
      subtotalExclTax: prices?.subtotal_excluding_tax?.value ?? 0,
      subtotalInclTax: prices?.subtotal_including_tax?.value ?? 0,
      discounts: amounts(prices?.discounts),
      taxes: amounts(prices?.applied_taxes),
      grandTotalExclTax: prices?.grand_total_excluding_tax?.value ?? 0,
      grandTotal: prices?.grand_total?.value ?? 0,
    },
    appliedCoupon: cart.applied_coupons?.find((coupon) => coupon?.code)?.code ?? null,
  }
}

/** A visitor without a cart sees this: nothing in it, nothing to pay. */
export function emptyCartView(currency: string): CartView {
  return {
    items: [],
    totalQuantity: 0,
    currency,
    prices: { subtotalExclTax: 0, subtotalInclTax: 0, discounts: [], taxes: [], grandTotalExclTax: 0, grandTotal: 0 },
    appliedCoupon: null,
  }
}
