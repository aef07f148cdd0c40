/**
 * The product a guest tapped the heart of, kept in the tab's session storage while the login modal is open, so it
 * is added to the wishlist once the guest has signed in (the sign-in may reload nothing, but the tab survives).
 */
export interface PendingProduct {
  sku: string
  name: string
  typename: string
  variantSku?: string
}

const KEY = 'wishlist.pendingAdd'

/** Spec §8's log text. */
const NOT_AUTHENTICATED = 'Need to be authenticated to add a product to wishlist'

/** A guest's heart: the product is kept and the login modal opens; it is added once the guest has signed in. */
export function askGuestToSignIn(product: PendingProduct, panels: { open: (panel: 'loginModal') => void }): void {
  console.error(NOT_AUTHENTICATED)
  rememberPendingAdd(product)
  panels.open('loginModal')
}

export function rememberPendingAdd(product: PendingProduct): void {
  const { sku, name, typename, variantSku } = product
  sessionStorage.setItem(KEY, JSON.stringify({ sku, name, typename, variantSku }))
}

export function forgetPendingAdd(): void {
  sessionStorage.removeItem(KEY)
}

/** The remembered product, forgotten as it is taken; null when there is none (or it cannot be read). */
export function takePendingAdd(): PendingProduct | null {
  const stored = sessionStorage.getItem(KEY)
  forgetPendingAdd()
  if (!stored) return null
  try {
    const value: unknown = JSON.parse(stored)
    return isPendingProduct(value) ? value : null
  } catch {
    return null
  }
}

function isPendingProduct(value: unknown): value is PendingProduct {
  const candidate = value as Partial<PendingProduct> | null
  return (
    typeof candidate?.sku === 'string' && typeof candidate.name === 'string' && typeof candidate.typename === 'string'
  )
}
