import { useCart } from '../cart/use-cart'
import { useStoreConfig } from '../store/use-store-config'

/**
 * What the header and bottom-bar badge counts (shown only above 0; 0 while the cart loads): the cart's lines or its
 * pieces, as the store view's checkout/cart_link/use_qty says. Lines until the configuration is known.
 */
export function useCartItemCount(): number {
  const counts = useStoreConfig()?.cartBadgeCounts
  const cart = useCart().cart
  if (!cart) return 0
  return counts === 'pieces' ? cart.totalQuantity : cart.items.length
}
