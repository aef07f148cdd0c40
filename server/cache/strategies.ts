/**
 * How long the edge keeps a commerce answer, in HTTP's own vocabulary: fresh for `max-age` seconds, then served
 * stale for up to `stale-while-revalidate` seconds more while a background request refreshes it, and for
 * `stale-if-error` seconds beyond that only when the backend fails (RFC 5861): a catalogue outage shows yesterday's
 * catalogue, not an error page.
 */
export type CacheStrategy =
  | { mode: 'no-store' }
  | { mode: 'public'; maxAge: number; staleWhileRevalidate: number; staleIfError: number }

const DAY = 86400

/**
 * What the company changes during the day and a visitor should see within minutes: the stock list, products (prices,
 * stock), ratings, CMS blocks and pages, and the guest pages made of them.
 */
export const CacheShort = (): CacheStrategy => ({
  mode: 'public',
  maxAge: 60,
  staleWhileRevalidate: 600,
  staleIfError: DAY,
})

/** Changes with a deployment or a catalogue import: store configuration, category tree, countries. */
export const CacheLong = (): CacheStrategy => ({
  mode: 'public',
  maxAge: 3600,
  staleWhileRevalidate: 82800,
  staleIfError: 7 * DAY,
})

/** Never stored: anything personal or changing with every request. */
export const CacheNone = (): CacheStrategy => ({ mode: 'no-store' })

export type CacheStatus = 'HIT' | 'STALE' | 'MISS' | 'BYPASS'

/**
 * An entry stored `ageSeconds` ago is fresh within max-age, stale after it, then a MISS (kept by the Cache API
 * through stale-if-error, for a backend failure only).
 */
export function freshness(strategy: CacheStrategy, ageSeconds: number): CacheStatus {
  if (strategy.mode === 'no-store') return 'BYPASS'
  if (ageSeconds < strategy.maxAge) return 'HIT'
  if (ageSeconds < strategy.maxAge + strategy.staleWhileRevalidate) return 'STALE'
  return 'MISS'
}
