import type { Context as HonoContext } from 'hono'
import { appConfig, isLocale } from '../../app.config'
import { shopCookies } from '../session/cookies'
import { storedCartId } from './lifecycle'

interface ExternalCheckoutConfig {
  enabled: boolean
  url: string
}

/**
 * The spec: when the external checkout is enabled, checkout goes to its URL with the customer token and the cart
 * id. Both live in HttpOnly cookies, so the URL is built here, never in the browser. null when disabled.
 */
export function externalCheckoutUrl(
  config: ExternalCheckoutConfig,
  session: { cartId: string; token: string | undefined },
): string | null {
  if (!config.enabled) return null
  const url = new URL(config.url)
  url.searchParams.set('token', session.token ?? '')
  url.searchParams.set('cartId', session.cartId)
  return url.href
}

/** GET /api/checkout/external?locale=de → 302 to the external checkout (or back to the cart without one). */
export function externalCheckout(c: HonoContext): Response {
  const locale = isLocale(c.req.query('locale')) ? c.req.query('locale') : appConfig.defaultLocale
  const headers = new Headers({ 'cache-control': 'no-store' })
  const cookies = shopCookies(c, headers)
  const cartId = storedCartId({ cookies })
  if (!appConfig.externalCheckout.enabled) {
    return Response.json({ error: 'The external checkout is not enabled.' }, { status: 404, headers })
  }
  const target = cartId
    ? externalCheckoutUrl(appConfig.externalCheckout, { cartId, token: cookies.get('customer') })
    : null
  headers.set('location', target ?? `/${locale}/cart`)
  return new Response(null, { status: 302, headers })
}
