import type { PendingMessage } from '../../contract/pending-message'
import type { ShopCookies } from './cookies'

/** Spec, section 4: logging out clears the token, the cart id and the customer group. */
export function clearCustomerSession(cookies: ShopCookies): void {
  cookies.clear('customer')
  cookies.clear('cart')
  cookies.clear('customerGroup')
}

/**
 * Spec, section 4: an authorization error logs the visitor out. The token, cart id and customer group go, and a
 * persistent warning waits in vsf-message as its code (readable by the browser, which shows it on start).
 */
export function logOutUnauthorized(cookies: ShopCookies): void {
  clearCustomerSession(cookies)
  const message: PendingMessage = 'NOT_AUTHORIZED'
  cookies.set('message', message)
}
