import { waitUntil } from 'cloudflare:workers'
import { type CacheStatus, type CacheStrategy, freshness } from './strategies'

const CACHE_NAME = 'commerce'
const STORED_AT = 'x-stored-at'

export interface CachedRead<T> {
  value: T
  status: CacheStatus
}

/**
 * How long an expired entry waits for the backend's new answer before it is served instead (stale-if-slow, issue 11:
 * a hanging backend must not hold a page that the cache can answer); the answer still refreshes the entry when it
 * comes. Below the pages' own budget (src/features/errors/backend-budget.ts), so a cached page renders whole.
 */
const SLOW_BACKEND_MS = 800

/**
 * Answers from the Workers Cache API when it can: fresh entries as they are, stale ones at once while `load`
 * refreshes them in the background, and older ones when `load` fails because the backend does (stale-if-error: an
 * error `isBackendFailure` names, never a refusal) or is slower than SLOW_BACKEND_MS (stale-if-slow). `load` throws
 * on any error, so errors are never stored. The answer never waits for the cache's write: it is stored in `waitUntil`.
 */
export async function readThrough<T>(
  keyOf: () => Promise<string>,
  strategy: CacheStrategy,
  load: () => Promise<T>,
  isBackendFailure: (error: unknown) => boolean,
): Promise<CachedRead<T>> {
  if (strategy.mode === 'no-store') return { value: await load(), status: 'BYPASS' }
  const key = await keyOf()
  const cache = await caches.open(CACHE_NAME)
  const cached = await cache.match(key)
  if (cached) {
    const status = freshness(strategy, (Date.now() - Number(cached.headers.get(STORED_AT))) / 1000)
    if (status === 'STALE') waitUntil(load().then((value) => put(cache, key, strategy, value), ignore))
    if (status !== 'MISS') return { value: (await cached.json()) as T, status }
    const refreshed = load().then((value) => {
      waitUntil(put(cache, key, strategy, value))
      return value
    })
    try {
      const value = await Promise.race([refreshed, after(SLOW_BACKEND_MS)])
      if (value !== late) return { value, status: 'MISS' }
      waitUntil(refreshed.catch(ignore))
    } catch (error) {
      if (!isBackendFailure(error)) throw error
    }
    return { value: (await cached.json()) as T, status: 'STALE' }
  }
  const value = await load()
  waitUntil(put(cache, key, strategy, value))
  return { value, status: 'MISS' }
}

async function put(cache: Cache, key: string, strategy: CacheStrategy, value: unknown): Promise<void> {
  if (strategy.mode === 'no-store') return
  const headers = {
    'content-type': 'application/json',
    // The Cache API keeps the entry through both stale windows; freshness is judged from STORED_AT.
    'cache-control': `public, max-age=${strategy.maxAge + strategy.staleWhileRevalidate + strategy.staleIfError}`,
    [STORED_AT]: String(Date.now()),
  }
  await cache.put(key, new Response(JSON.stringify(value), { headers })).catch(ignore)
}

const late = Symbol('late')

function after(ms: number): Promise<typeof late> {
  return new Promise((resolve) => setTimeout(() => resolve(late), ms))
}

function ignore(): void {}
