/**
 * How long the browser takes what it has read as fresh: `ms` from when it was read, where data that came with the page
 * counts from when the page arrived. A page from the edge cache (server/cache/page-cache.ts) carries what was read
 * when it was rendered, up to minutes before; counted from then, hydration would ask for all of it again, one request
 * per query, for data the page has only just shown. (Arrival in `Date.now()`'s clock, as React Query counts ages.)
 */
const pageArrivedAt = import.meta.env.SSR ? 0 : Date.now() - performance.now()

export function freshFor(ms: number) {
  return (query: { state: { dataUpdatedAt: number } }) => ms + Math.max(0, pageArrivedAt - query.state.dataUpdatedAt)
}
