import { waitUntil } from 'cloudflare:workers'
import { isBackendFailure } from '../commerce/errors'
import { edgeCacheUrl } from './key'

const CACHE_NAME = 'customer-groups'
/** As long as the catalogue's own answers are kept for a failing backend (CacheShort's stale-if-error). */
const KEPT_SECONDS = 86400

const keyOf = (customerToken: string) => edgeCacheUrl('customer-group', customerToken)

/**
 * The customer group of a signed-in customer, verified by commerce on every request (`verify`), with the last
 * verified answer kept at the edge under the token's SHA-256 (never the token). Only a failing backend reads it:
 * the edge-cache key of the catalogue's answers needs the group, so without it an outage would turn every page of a
 * signed-in customer into an error while guests still get the kept catalogue (stale-if-error). A refused token is
 * no failure of the backend: it ends the session as before.
 */
export async function verifiedOrKeptGroup(customerToken: string, verify: () => Promise<string>): Promise<string> {
  const cache = caches.open(CACHE_NAME)
  try {
    const group = await verify()
    waitUntil(keep(await cache, await keyOf(customerToken), group))
    return group
  } catch (error) {
    if (!isBackendFailure(error)) throw error
    const kept = await (await cache).match(await keyOf(customerToken))
    if (!kept) throw error
    return kept.text()
  }
}

function keep(cache: Cache, key: string, group: string): Promise<void> {
  const headers = { 'content-type': 'text/plain', 'cache-control': `public, max-age=${KEPT_SECONDS}` }
  return cache.put(key, new Response(group, { headers })).catch(() => undefined)
}
