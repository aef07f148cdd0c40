import type { WishlistView } from '../../contract/wishlist'
import type { ResultOf } from '../commerce/graphql'
import { productCard } from '../product/product-card'
import type { CustomerWishlistFragment } from './operations'

type WishlistFields = ResultOf<typeof CustomerWishlistFragment>

export function wishlistView(wishlist: WishlistFields): WishlistView {
  const items = (wishlist.items_v2?.items ?? []).flatMap((item) =>
    item?.product
      ? [
          {
            id: item.id,
            quantity: item.quantity,
            product: productCard(item.product),
            variantSku: ('configured_variant' in item ? item.configured_variant?.sku : null) ?? null,
          },
        ]
      : [],
  )
  return { id: wishlist.id ?? '', name: wishlist.name ?? null, itemsCount: wishlist.items_count ?? items.length, items }
}
