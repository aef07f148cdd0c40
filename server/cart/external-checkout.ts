import type { Context as HonoContext } from 'hono'
import { appConfig, isLocale } from '../../app.config'
import { shopCookies } from '../session/cookies'
import { startedCartId } from './lifecycle'

interface ExternalCheckoutConfig {
  enabled: boolean
  url: string
}

/** What the external checkout receives: a form POSTed to its URL (never a query string). */
export interface ExternalCheckoutForm {
  action: string
  fields: { token: string; cartId: string }
}

/**
 * The spec: when the external checkout is enabled, checkout goes to its URL with the customer token and the cart
 * id. Both live in HttpOnly cookies, so the hand-over is built here, never in the browser; they travel in a POST
 * body, where neither server logs nor the Referer header keep the token. null when disabled.
 */
export function externalCheckoutForm(
  config: ExternalCheckoutConfig,
  session: { cartId: string; token: string | undefined },
): ExternalCheckoutForm | null {
  if (!config.enabled) return null
  return { action: new URL(config.url).href, fields: { token: session.token ?? '', cartId: session.cartId } }
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

const SUBMIT_SCRIPT = "document.getElementById('checkout').submit()"

/** A page that submits the form at once (and offers a button where scripts are off). */
export function externalCheckoutPage(form: ExternalCheckoutForm, locale: string): string {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')
  return (
    `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>Checkout</title></head>` +
    `<body><form id="checkout" method="post" action="${escapeHtml(form.action)}">${inputs}` +
    `<button type="submit">Checkout</button></form><script>${SUBMIT_SCRIPT}</script></body></html>`
  )
}

/**
 * The page's own Content-Security-Policy: its one script (by hash) may run, and its form may go to the checkout's
 * origin only; the shop's policy for other answers allows neither.
 */
export async function externalCheckoutPolicy(form: ExternalCheckoutForm): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(SUBMIT_SCRIPT))
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)))
  return [
    "default-src 'none'",
    `script-src 'sha256-${hash}'`,
    `form-action ${new URL(form.action).origin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * GET /api/checkout/external?locale=de → a page posting the token and cart id to the external checkout (or back to
 * the cart without a cart).
 */
export async function externalCheckout(c: HonoContext): Promise<Response> {
  const locale = isLocale(c.req.query('locale')) ? c.req.query('locale') : appConfig.defaultLocale
  const headers = new Headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
  const cookies = shopCookies(c, headers)
  const cartId = startedCartId({ cookies })
  if (!appConfig.externalCheckout.enabled) {
    return Response.json({ error: 'The external checkout is not enabled.' }, { status: 404, headers })
  }
  const form = cartId
    ? externalCheckoutForm(appConfig.externalCheckout, { cartId, token: cookies.get('customer') })
    : null
  if (!form) {
    headers.set('location', `/${locale}/cart`)
    return new Response(null, { status: 302, headers })
  }
  headers.set('content-type', 'text/html; charset=utf-8')
  headers.set('content-security-policy', await externalCheckoutPolicy(form))
  return new Response(externalCheckoutPage(form, locale ?? appConfig.defaultLocale), { status: 200, headers })
}
