import { memo, useEffect } from 'react'
import { useWishlistState, type Wishlist } from './use-wishlist-state'

/**
 * A signed-in customer's wishlist state, loaded with its code once a customer session is there (./use-wishlist.tsx):
 * it hands each new state to the provider. Memoised, so the provider's update does not render it again.
 */
export const WishlistState = memo(function WishlistState({ onChange }: { onChange: (value: Wishlist) => void }) {
  const value = useWishlistState()
  useEffect(() => onChange(value))
  return null
})
