import { waitUntil } from 'cloudflare:workers'
import { parse } from 'hono/utils/cookie'
import { appConfig, isLocale } from '../../app.config'
import { filterCodes } from '../../contract/stock-list-values'
import { storedCart } from '../session/cart-id'
import { isCurrencyCode, localeOfStore } from '../session/shop-session'
import { CacheShort, type CacheStatus, freshness } from './strategies'

/**
 * The guest full-page cache (what Magento's Varnish does): the rendered HTML of catalogue pages (stock list,
 * category, product, CMS pages) is kept at the edge for guests, keyed by the page's URL, the store and currency
 * cookies, the customer group (guest) and the build, fresh for CacheShort's max-age and then served stale while a
 * background render refreshes it.
 *
 * Personal data is kept out by design: only a guest's request is answered from or stored in the cache — a visitor
 * with a customer token, a started cart or a pending message is rendered live — so a cached page is always a guest's page
 * (header Login, no cart badge, no wishlist hearts), and a guest never gets anything another visitor caused.
 * Pages answering other than 200 or setting cookies are not stored; the cookies a visit sets (locale, store, cart id)
 * are added per request after this.
 *
 * Invalidation: workers.dev has no purge by tag, so a price or stock change shows within max-age + SWR (the same
 * window as the commerce reads the page is made of, server/cache/strategies.ts), and each build starts a new cache
 * (its pages name that build's assets). A deployment on a zone would send `Cache-Tag` (e.g. `product-<sku>`,
 * `category-<uid>`) and purge by tag from the admin's price/stock changes.
 */

declare const __PAGE_CACHE_BUILD__: string

const CACHE_NAME = 'pages'
const STORED_AT = 'x-stored-at'
/** HIT, STALE, MISS or BYPASS on every page answer, as `x-edge-cache` on API answers. */
export const PAGE_CACHE_HEADER = 'x-page-cache'

const strategy = CacheShort()
/** The Cache API keeps a page through both windows; freshness is judged from STORED_AT. */
const KEEP_SECONDS = strategy.mode === 'public' ? strategy.maxAge + strategy.staleWhileRevalidate : 0
const listingParameters = new Set<string>(['page', 'itemsPerPage', 'sort', 'term', 'view', ...filterCodes])
const visitorCookies = (['customer', 'message', 'customerGroup'] as const).map((name) => appConfig.cookies[name])

/** Below the locale: the stock list, a product by sku, the CMS pages, and category and product urls (`….html`). */
function isCataloguePath(pathname: string): boolean {
  const [, locale, ...rest] = pathname.split('/')
  if (!isLocale(locale)) return false
  const path = rest.join('/')
  return path === '' || /^(p|Page)\/[^/]+$/.test(path) || path === 'Faq' || path === 'Home' || /\.html$/.test(path)
}

/** A guest's GET of a catalogue page whose query holds listing parameters only. */
export function isCacheablePageRequest(request: Request): boolean {
  if (request.method !== 'GET') return false
  const url = new URL(request.url)
  if (!isCataloguePath(url.pathname)) return false
  for (const name of url.searchParams.keys()) if (!listingParameters.has(name)) return false
  const cookies = parse(request.headers.get('cookie') ?? '')
  // A minted cart id without a cart behind it (server/session/cart-id.ts) is still a guest's: the page shows no cart.
  const cart = cookies[appConfig.cookies.cart]
  const guestCart = !cart || storedCart(cart)?.started === false
  return guestCart && visitorCookies.every((name) => !cookies[name])
}

/**
 * The cookies' part of the key as the session reads them (server/session/shop-session.ts): a store code of the shop
 * and a currency code, or '-', so that made-up cookie values cannot multiply the kept copies of a page.
 */
function cacheKey(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.sort()
  const cookies = parse(request.headers.get('cookie') ?? '')
  const store = cookies[appConfig.cookies.store] ?? ''
  const currency = cookies[appConfig.cookies.currency] ?? ''
  const variant = [
    typeof __PAGE_CACHE_BUILD__ === 'string' ? __PAGE_CACHE_BUILD__ : 'dev',
    localeOfStore(store) ? store : '-',
    isCurrencyCode(currency) ? currency : '-',
    'guest',
  ].map(encodeURIComponent)
  return `https://page-cache.internal/${url.host}/${variant.join('/')}${url.pathname}${url.search}`
}

/**
 * The page for `request`: from the cache when a guest's page is kept there, else `render()`'s (stored when it may
 * be). `nonce` is this answer's script nonce: a kept page's scripts are given it.
 */
export async function cachedPage(request: Request, nonce: string, render: () => Response | Promise<Response>) {
  if (!isCacheablePageRequest(request)) return withStatus(await render(), 'BYPASS')
  const key = cacheKey(request)
  const cache = await caches.open(CACHE_NAME)
  const kept = await cache.match(key)
  const status: CacheStatus = kept
    ? freshness(strategy, (Date.now() - Number(kept.headers.get(STORED_AT))) / 1000)
    : 'MISS'
  if (kept && status !== 'MISS') {
    if (status === 'STALE') waitUntil(Promise.resolve(render()).then((page) => store(cache, key, page), ignore))
    return withStatus(withNonce(kept, nonce), status)
  }
  const page = await render()
  if (!isStorable(page)) return withStatus(page, 'BYPASS')
  const [forVisitor, forCache] = page.body ? page.body.tee() : [null, null]
  waitUntil(store(cache, key, new Response(forCache, page)))
  return withStatus(new Response(forVisitor, page), 'MISS')
}

function isStorable(page: Response): boolean {
  return (
    page.status === 200 &&
    !page.headers.has('set-cookie') &&
    !!page.headers.get('content-type')?.startsWith('text/html')
  )
}

async function store(cache: Cache, key: string, page: Response): Promise<void> {
  if (!isStorable(page)) {
    await page.body?.cancel()
    return
  }
  const headers = new Headers(page.headers)
  headers.set('cache-control', `public, max-age=${KEEP_SECONDS}`)
  headers.set(STORED_AT, String(Date.now()))
  headers.delete(PAGE_CACHE_HEADER)
  // The whole document first: a page whose rendering broke off is not kept.
  const html = await page.arrayBuffer().catch(() => null)
  if (html) await cache.put(key, new Response(html, { status: 200, headers })).catch(ignore)
}

/** A kept page with this answer's nonce on its scripts (and in the csp-nonce meta) instead of the stored one. */
function withNonce(kept: Response, nonce: string): Response {
  const headers = new Headers(kept.headers)
  for (const name of ['cache-control', STORED_AT]) headers.delete(name)
  const page = new Response(kept.body, { status: 200, headers })
  return new HTMLRewriter()
    .on('[nonce]', { element: (element) => void element.setAttribute('nonce', nonce) })
    .on('meta[property="csp-nonce"]', { element: (element) => void element.setAttribute('content', nonce) })
    .transform(page)
}

function withStatus(page: Response, status: CacheStatus): Response {
  const answer = new Response(page.body, page)
  answer.headers.set(PAGE_CACHE_HEADER, status)
  return answer
}

function ignore(): void {}
