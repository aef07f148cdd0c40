import { waitUntil } from 'cloudflare:workers'
import { edgeCacheUrl } from '../cache/key'
import { commerceErrorOf, isBackendFailure } from './errors'

const CACHE_NAME = 'customer-groups'
/**
 * Magento's default customer token lifetime (`oauth/access_token_lifetime/customer`, 1 hour): a kept group is not
 * read for a token commerce would no longer take anyway.
 */
const KEPT_SECONDS = 3600

const keyOf = (customerToken: string) => edgeCacheUrl('customer-group', customerToken)

/**
 * What this isolate has kept, so that a token's requests write the Cache API once and again only when the group
 * changes: a token lives no longer than its kept group, so the entry needs no refreshing. Bounded, oldest first out.
 */
const keptHere = new Map<string, string>()
const KEPT_HERE_MAX = 1000

/**
 * The customer group of a signed-in customer, verified by commerce on every request (`verify`), with the last
 * verified answer kept at the edge under the token's SHA-256 (never the token). Only a failing backend reads it:
 * the edge-cache key of the catalogue's answers needs the group, so without it an outage would turn every page of a
 * signed-in customer into an error while guests still get the kept catalogue (stale-if-error). A token commerce
 * refuses ends the session as before and loses its kept group.
 */
export async function verifiedOrKeptGroup(customerToken: string, verify: () => Promise<string>): Promise<string> {
  try {
    const group = await verify()
    const key = await keyOf(customerToken)
    if (keptHere.get(key) !== group) waitUntil(keep(key, group))
    return group
  } catch (error) {
    if (commerceErrorOf(error)?.isAuthorizationError) waitUntil(forgetKeptGroup(customerToken))
    if (!isBackendFailure(error)) throw error
    const kept = await (await caches.open(CACHE_NAME)).match(await keyOf(customerToken))
    if (!kept) throw error
    return kept.text()
  }
}

/** The token is signed out (or refused): its group is no longer kept. */
export async function forgetKeptGroup(customerToken: string): Promise<void> {
  const key = await keyOf(customerToken)
  keptHere.delete(key)
  const cache = await caches.open(CACHE_NAME)
  await cache.delete(key).catch(() => false)
}

async function keep(key: string, group: string): Promise<void> {
  keptHere.delete(key)
  keptHere.set(key, group)
  if (keptHere.size > KEPT_HERE_MAX) keptHere.delete(keptHere.keys().next().value as string)
  const headers = { 'content-type': 'text/plain', 'cache-control': `public, max-age=${KEPT_SECONDS}` }
  const cache = await caches.open(CACHE_NAME)
  await cache.put(key, new Response(group, { headers })).catch(() => undefined)
}
