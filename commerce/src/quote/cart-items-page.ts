/** Magento's `Cart.itemsV2(pageSize, currentPage, sort)`: the cart's lines sorted and paged (CartItemsPaginated). */
import { GraphQlInputException } from '../kernel/errors'
import { assertPageSize } from '../kernel/limits'
import type { CartItemsV2Args, SortQuoteItemsEnum } from '../kernel/resolvers-types.generated'
import type { CartItemView } from './cart-view'

type SortKey = (item: CartItemView) => number | string

/** The sort fields a line can answer; the others keep the order the lines were added in (item id), as ITEM_ID. */
const SORT_KEYS: Partial<Record<SortQuoteItemsEnum, SortKey>> = {
  ITEM_ID: (i) => Number(i.id),
  CREATED_AT: (i) => Number(i.id),
  PRODUCT_ID: (i) => i.product.entity_id,
  SKU: (i) => (i.configured_variant ?? i.product).sku,
  NAME: (i) => i.product.name ?? '',
  QTY: (i) => i.quantity,
  PRICE: (i) => i.prices.price.value,
  BASE_PRICE: (i) => i.prices.price.value,
  ROW_TOTAL: (i) => i.prices.row_total.value,
  BASE_ROW_TOTAL: (i) => i.prices.row_total.value,
  DISCOUNT_AMOUNT: (i) => i.prices.total_item_discount.value,
  BASE_DISCOUNT_AMOUNT: (i) => i.prices.total_item_discount.value,
}

function sorted(items: CartItemView[], sort: CartItemsV2Args['sort']): CartItemView[] {
  const key = (sort && SORT_KEYS[sort.field]) ?? SORT_KEYS.ITEM_ID
  if (!key) return items
  const direction = sort?.order === 'DESC' ? -1 : 1
  return [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)]
    return (x < y ? -1 : x > y ? 1 : Number(a.id) - Number(b.id)) * direction
  })
}

export function cartItemsPage(items: CartItemView[], args: Partial<CartItemsV2Args>) {
  const pageSize = args.pageSize ?? 20
  const currentPage = args.currentPage ?? 1
  if (currentPage < 1) throw new GraphQlInputException('currentPage value must be greater than 0.')
  assertPageSize(pageSize)
  const offset = (currentPage - 1) * pageSize
  return {
    items: sorted(items, args.sort).slice(offset, offset + pageSize),
    total_count: items.length,
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(items.length / pageSize) },
  }
}
