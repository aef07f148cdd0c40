import { parse } from 'hono/utils/cookie'
import { appConfig, isLocale } from '../../app.config'
import { shopCookieHeader } from './cookies'

/**
 * The visitor's cart id is minted once, by the shop, on the first page a visitor opens: Magento's masked cart id
 * (32 characters of [A-Za-z0-9], crypto-random, about 190 bits), stored in the HttpOnly cart cookie. No cart exists
 * behind it until the first change, which creates it under exactly this id (`createEmptyCart(input: {cart_id})`,
 * server/cart/lifecycle.ts).
 *
 * Why on the page and not on the first add: requests that carry no cookie cannot agree on an id, so five add calls
 * sent at once by a visitor without a cart (a script, two tabs, a fast double click) would start five carts and the
 * browser would keep one cookie of them. Every add is sent from a page (or by a script that opened one), so they
 * all carry the same minted id, and whichever creates the cart first, the others find it ("already exists") and
 * add to it: the lines converge on one cart.
 *
 * Until then the cookie says that the cart is not started (the id behind NOT_STARTED), so a visitor who only
 * browses costs the backend nothing: their cart is empty without asking (server/cart/lifecycle.ts).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const CART_ID_LENGTH = 32

export function mintCartId(): string {
  let id = ''
  while (id.length < CART_ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(48))) {
      // 248 = 4 × 62: bytes above would favour the first characters.
      if (byte < 248 && id.length < CART_ID_LENGTH) id += ALPHABET[byte % 62]
    }
  }
  return id
}

/** An id the backend could take as a cart id (Magento refuses other lengths; we mint only this shape). */
export function isCartId(value: string): boolean {
  return /^[A-Za-z0-9]{32}$/.test(value)
}

const NOT_STARTED = 'new.'

/** The cart cookie's value for a minted id whose cart the backend does not have yet. */
export function notStarted(cartId: string): string {
  return `${NOT_STARTED}${cartId}`
}

/** What the cart cookie holds: an id and whether its cart was started; undefined for no usable id. */
export function storedCart(cookie: string | undefined): { id: string; started: boolean } | undefined {
  if (!cookie) return undefined
  const started = !cookie.startsWith(NOT_STARTED)
  const id = started ? cookie : cookie.slice(NOT_STARTED.length)
  return isCartId(id) ? { id, started } : undefined
}

/** The Set-Cookie of a freshly minted cart id for a page request of a visitor without one; none otherwise. */
export function mintedCartCookie(request: Request): string | undefined {
  const url = new URL(request.url)
  if (request.method !== 'GET' || !isLocale(url.pathname.split('/')[1])) return undefined
  if (parse(request.headers.get('cookie') ?? '')[appConfig.cookies.cart]) return undefined
  return shopCookieHeader('cart', notStarted(mintCartId()), { secure: url.protocol === 'https:' })
}
