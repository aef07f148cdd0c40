import type { WishlistItemView, WishlistView } from '../../contract/wishlist'
import { cutListLineOf } from '../cart/cart-view'
import type { ResultOf } from '../commerce/graphql'
import { productCard } from '../product/product-card'
import type { CustomerWishlistFragment } from './operations'

type WishlistFields = ResultOf<typeof CustomerWishlistFragment>
type ItemFields = NonNullable<NonNullable<NonNullable<WishlistFields['items_v2']>['items']>[number]>
type OptionFields = ItemFields['customizable_options'][number]

/**
 * An item's custom options as addProductsToCart takes them: an entered text (the cut list) by its option's uid, a
 * chosen value (edge, offcut) by its value's uid.
 */
function customOptionsOf(options: readonly OptionFields[]): WishlistItemView['customOptions'] {
  const entered: { uid: string; value: string }[] = []
  const selected: string[] = []
  for (const option of options) {
    const value = option?.values[0]
    if (!option || !value) continue
    if (value.customizable_option_value_uid === option.customizable_option_uid)
      entered.push({ uid: option.customizable_option_uid, value: value.value })
    else selected.push(value.customizable_option_value_uid)
  }
  return { entered, selected }
}

export function wishlistView(wishlist: WishlistFields): WishlistView {
  const items = (wishlist.items_v2?.items ?? []).flatMap((item) =>
    item?.product
      ? [
          {
            id: item.id,
            quantity: item.quantity,
            product: productCard(item.product),
            variantSku: ('configured_variant' in item ? item.configured_variant?.sku : null) ?? null,
            cutList:
              'cut_to_size' in item
                ? cutListLineOf(item.cut_to_size, item.customizable_options, item.product.sku ?? '')
                : null,
            customOptions: customOptionsOf(item.customizable_options),
          },
        ]
      : [],
  )
  return { id: wishlist.id ?? '', name: wishlist.name ?? null, itemsCount: wishlist.items_count ?? items.length, items }
}
