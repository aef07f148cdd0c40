/** The number of items in the visitor's cart. The shop has no cart yet, so the count is always 0. */
export function useCartItemCount(): number {
  return 0
}
