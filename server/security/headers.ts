import { env } from 'cloudflare:workers'

/**
 * The security headers of every answer (one place, server/worker.ts applies them):
 * - pages get a Content-Security-Policy whose scripts must carry the page's nonce (TanStack Router stamps it on
 *   every script it renders, the streamed ones too) or be loaded by one ('strict-dynamic'): no 'unsafe-inline'
 *   for scripts. Styles keep 'unsafe-inline' for React's style attributes. Violations are reported to
 *   CSP_REPORT_PATH.
 * - everything else (API, sitemap) gets a policy that allows nothing, unless it brings its own (media).
 * - all answers: no framing, no MIME sniffing, a strict referrer, no powerful features, HSTS on https.
 */

export const CSP_REPORT_PATH = '/api/csp-report'

/** reCAPTCHA v2 loads its script and frame from Google (server/captcha/verify.ts: on with a site key). */
const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']

function captchaSources(): string[] {
  const config = env as { CAPTCHA_PROVIDER?: string; CAPTCHA_SITE_KEY?: string }
  return config.CAPTCHA_PROVIDER !== 'local' && config.CAPTCHA_SITE_KEY ? RECAPTCHA_SOURCES : []
}

/** A fresh nonce per page: 128 random bits. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

export function pagePolicy(nonce: string): string {
  const captcha = captchaSources().join(' ')
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' ${captcha}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${captcha || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ')
}

const NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'"

const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'

/** The answer with the security headers set; `nonce` only for pages. */
export function secured(response: Response, request: Request, nonce?: string): Response {
  const answer = new Response(response.body, response)
  const headers = answer.headers
  const isPage = nonce !== undefined && headers.get('content-type')?.startsWith('text/html')
  if (isPage) headers.set('content-security-policy', pagePolicy(nonce))
  // An answer with a policy of its own (a picture, server/media/proxy.ts; the external checkout) keeps it.
  else if (!headers.has('content-security-policy')) headers.set('content-security-policy', NOTHING_POLICY)
  if (isPage) headers.set('reporting-endpoints', `csp="${CSP_REPORT_PATH}"`)
  headers.set('x-content-type-options', 'nosniff')
  headers.set('x-frame-options', 'DENY')
  // An answer that hands a token over (server/cart/external-checkout.ts) keeps its stricter referrer policy.
  if (!headers.has('referrer-policy')) headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  headers.set('permissions-policy', PERMISSIONS_POLICY)
  if (new URL(request.url).protocol === 'https:') {
    headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains')
  }
  return answer
}
