/**
 * commerce's REST API as one table, as Magento's webapi.xml declares it: each route's method, path (`:name` a
 * number), ACL resource, input schema and the service that answers it (a module's `rest` handler of that name,
 * commerce/src/kernel/rest-router.ts). The sales desk's Worker lets through exactly the rows marked `desk`.
 *
 * Paths are under `/rest/V1` and, as Magento's store codes, `/rest/<code>/V1`: an admin route takes `default` and
 * `all` (the admin works across store views), an anonymous or customer route any store view's code.
 */
import type { ZodType } from 'zod'
import { registrationBody } from './customer'
import { documentInputs } from './document'
import { commentBody, searchCriteriaQuery } from './order'
import { reviewModerationBody, reviewSearchQuery } from './review'
import { adminCredentialsBody } from './staff'

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Who may call a route: anyone, a customer with their own token (checked by the service), or a staff user. */
export const ANONYMOUS = 'anonymous'
export const SELF = 'self'

export type RestRoute = {
  method: RestMethod
  /** After `/V1`, e.g. `/orders/:id/comments`. */
  path: string
  /** Magento's ACL resource a staff token must grant, or ANONYMOUS, or SELF. */
  acl: string
  /**
   * How refused input is answered (commerce's kernel/rest-input.ts): the first problem (default, Magento's
   * ServiceInputProcessor), every problem (its InputException), or every problem always listed (its credentials
   * validator).
   */
  refusals?: 'first' | 'every' | 'listed'
  /** The query string (as a tree of PHP's bracket notation) or the JSON body the route takes. */
  query?: ZodType
  body?: ZodType
  /** The service that answers the route. */
  service: string
  /** Called by the sales desk (through its Worker, which forwards nothing else). */
  desk?: true
}

const VIEW = 'Magento_Sales::actions_view'
const EDIT = 'Magento_Sales::actions_edit'

export const restRoutes = [
  // staff tokens (Magento_Integration); revoking and naming the holder are extensions
  {
    method: 'POST',
    path: '/integration/admin/token',
    acl: ANONYMOUS,
    body: adminCredentialsBody,
    refusals: 'listed',
    service: 'staffToken',
  },
  { method: 'GET', path: '/integration/admin/token', acl: 'Magento_Backend::admin', service: 'staffTokenHolder' },
  { method: 'DELETE', path: '/integration/admin/token', acl: 'Magento_Backend::admin', service: 'staffTokenRevoke' },
  // an extension: Magento cleans its caches in the admin panel or with bin/magento
  { method: 'POST', path: '/cache/clean', acl: 'Magento_Backend::cache', service: 'cacheClean' },
  // customers (Magento_Customer); the document's PDF is an extension in the customers/me pattern
  { method: 'POST', path: '/customers', acl: ANONYMOUS, body: registrationBody, service: 'customerRegister' },
  { method: 'GET', path: '/customers/me/documents/:documentId/pdf', acl: SELF, service: 'customerDocumentPdf' },
  // quote and order requests (Magento_Sales)
  { method: 'GET', path: '/orders', acl: VIEW, query: searchCriteriaQuery, service: 'orderSearch', desk: true },
  { method: 'GET', path: '/orders/:id', acl: VIEW, service: 'orderGet', desk: true },
  {
    method: 'POST',
    path: '/orders/:id/comments',
    acl: 'Magento_Sales::comment',
    body: commentBody,
    service: 'orderComment',
    desk: true,
  },
  // a request's mails (an extension)
  { method: 'GET', path: '/order/:orderId/mails', acl: VIEW, service: 'orderMails', desk: true },
  { method: 'POST', path: '/order/:orderId/mails/:messageId/retry', acl: EDIT, service: 'orderMailRetry', desk: true },
  // offers and order confirmations (extensions shaped as Magento's invoice calls)
  { method: 'GET', path: '/order/:orderId/offer-draft', acl: VIEW, service: 'offerDraft', desk: true },
  { method: 'GET', path: '/order/:orderId/confirmation-draft', acl: VIEW, service: 'confirmationDraft', desk: true },
  {
    method: 'POST',
    path: '/order/:orderId/offer',
    acl: EDIT,
    body: documentInputs.offer,
    refusals: 'every',
    service: 'offerSend',
    desk: true,
  },
  {
    method: 'POST',
    path: '/order/:orderId/confirmation',
    acl: EDIT,
    body: documentInputs.confirmation,
    refusals: 'every',
    service: 'confirmationSend',
    desk: true,
  },
  {
    method: 'POST',
    path: '/order/:orderId/offer-preview',
    acl: VIEW,
    body: documentInputs.offer,
    refusals: 'every',
    service: 'offerPreview',
    desk: true,
  },
  {
    method: 'POST',
    path: '/order/:orderId/confirmation-preview',
    acl: VIEW,
    body: documentInputs.confirmation,
    refusals: 'every',
    service: 'confirmationPreview',
    desk: true,
  },
  { method: 'GET', path: '/order/:orderId/documents', acl: VIEW, service: 'orderDocuments', desk: true },
  { method: 'GET', path: '/documents/:id', acl: VIEW, service: 'documentGet', desk: true },
  { method: 'GET', path: '/documents/:id/pdf', acl: VIEW, service: 'documentPdf', desk: true },
  // review moderation (an extension)
  {
    method: 'GET',
    path: '/reviews',
    acl: 'Magento_Review::reviews_all',
    query: reviewSearchQuery,
    service: 'reviewSearch',
    desk: true,
  },
  {
    method: 'PUT',
    path: '/reviews/:id',
    acl: 'Magento_Review::reviews_all',
    body: reviewModerationBody,
    service: 'reviewModerate',
    desk: true,
  },
] as const satisfies readonly RestRoute[]

export type RestRouteRow = (typeof restRoutes)[number]
export type RestService = RestRouteRow['service']

/** Whether a route is the company's: a staff token must grant its ACL resource. */
export const isAdminRoute = (route: Pick<RestRoute, 'acl'>) => route.acl !== ANONYMOUS && route.acl !== SELF

const STORE_CODE = /^[a-z0-9_]+$/
const ADMIN_STORE_CODES = new Set(['default', 'all'])

/** A path's parts: `/rest/<store>/V1/<route path>`, the store code null when absent. */
function restPath(pathname: string): { store: string | null; path: string } | null {
  const match = /^\/rest(?:\/([^/]+))?\/V1(\/.*?)\/?$/.exec(pathname)
  if (!match?.[2]) return null
  const store = match[1] ?? null
  return store === null || STORE_CODE.test(store) ? { store, path: match[2] } : null
}

const patterns = new Map<string, RegExp>()
/** A route path as a regular expression, its `:name` parts as groups of digits. */
function pattern(path: string): RegExp {
  let compiled = patterns.get(path)
  if (!compiled) {
    const source = path.replace(/[-/]/g, '\\$&').replace(/:([a-zA-Z]+)/g, '(?<$1>\\d+)')
    compiled = new RegExp(`^${source}$`)
    patterns.set(path, compiled)
  }
  return compiled
}

export type MatchedRoute = { route: RestRouteRow; params: Record<string, number>; store: string | null }

/**
 * The route a request names, with its path's numbers and store code; null when none (a path that names a route by
 * another method is none either, as Magento's router matches routes per method).
 */
export function matchRestRoute(method: string, pathname: string): MatchedRoute | null {
  const parts = restPath(pathname)
  if (!parts) return null
  for (const route of restRoutes) {
    if (route.method !== method) continue
    const found = pattern(route.path).exec(parts.path)
    if (!found) continue
    if (parts.store !== null && isAdminRoute(route) && !ADMIN_STORE_CODES.has(parts.store)) continue
    const params = Object.fromEntries(Object.entries(found.groups ?? {}).map(([name, value]) => [name, Number(value)]))
    return { route, params, store: parts.store }
  }
  return null
}

/** The desk's calls: a row marked `desk`, by its path under `/rest/V1` (no store code: the desk works in none). */
export const isDeskCall = (method: string, pathname: string) => {
  const matched = pathname.startsWith('/rest/V1/') ? matchRestRoute(method, pathname) : null
  return matched !== null && 'desk' in matched.route
}
