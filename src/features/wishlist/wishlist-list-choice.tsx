import { useLingui } from '@lingui/react/macro'
import type { WishlistSummary } from '../../../contract/wishlist'
import { useWishlist } from './use-wishlist'

/** A list's name as the buyer sees it: the default list is "Wishlist" until it is named. */
export function useListName() {
  const { t } = useLingui()
  return (list: Pick<WishlistSummary, 'name'>) => list.name ?? t`Wishlist`
}

/**
 * On a product page, for a buyer with several lists: which list the heart puts the product on (the default one
 * until another is chosen, here or on the wishlist page).
 */
export function WishlistListChoice() {
  const wishlist = useWishlist()
  const listName = useListName()
  const { t } = useLingui()
  if (wishlist.lists.length < 2) return null
  return (
    <select
      className="select"
      aria-label={t`List for the heart`}
      value={wishlist.wishlist?.id ?? ''}
      onChange={(event) => wishlist.chooseList(event.target.value)}
    >
      {wishlist.lists.map((list) => (
        <option key={list.id} value={list.id}>
          {listName(list)}
        </option>
      ))}
    </select>
  )
}
