import { useCart } from '../cart/use-cart'

/** The pieces in the visitor's cart (the header and bottom-bar badge; shown only above 0). 0 while it loads. */
export function useCartItemCount(): number {
  return useCart().cart?.totalQuantity ?? 0
}
