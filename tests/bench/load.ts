/**
 * Bounded closed-loop load for the bench: a number of clients, each sending its next request as soon as the last
 * one is answered, until the time is up, the request budget is spent or the request source runs dry.
 */

export interface LoadResult {
  requests: number
  failures: number
  requestsPerSecond: number
  /** Milliseconds. */
  p50: number
  /** Milliseconds. */
  p95: number
}

export interface LoadLimits {
  clients: number
  durationMs: number
  maxRequests: number
}

export interface BenchRequest {
  url: string
  init?: RequestInit
}

/** What client number `client` sends next; undefined when there is nothing left to send. */
export type RequestSource = (client: number) => BenchRequest | undefined

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** Runs the load; a response that is not 2xx counts as a failure and not in the latencies. */
export async function load(next: RequestSource, limits: LoadLimits): Promise<LoadResult> {
  const latencies: number[] = []
  let failures = 0
  const started = performance.now()
  const deadline = started + limits.durationMs
  const client = async (_: unknown, index: number) => {
    while (performance.now() < deadline && latencies.length + failures < limits.maxRequests) {
      const request = next(index)
      if (!request) return
      const t0 = performance.now()
      const response = await fetch(request.url, request.init)
      await response.arrayBuffer()
      if (response.ok) latencies.push(performance.now() - t0)
      else failures++
    }
  }
  await Promise.all(Array.from({ length: limits.clients }, client))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    failures,
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  }
}

/** The same url again and again; `initFor` gives each client its own request (method, body, cookies). */
export function repeatedly(url: string, initFor: (client: number) => RequestInit): RequestSource {
  return (client) => ({ url, init: initFor(client) })
}

/** The urls in turn, round and round. */
export function inTurn(urls: string[], init: RequestInit): RequestSource {
  let next = 0
  return () => ({ url: urls[next++ % urls.length] as string, init })
}

/** Every url exactly once, shared out among the clients; then the source runs dry. */
export function eachOnce(urls: string[], init: RequestInit): RequestSource {
  let next = 0
  return () => {
    const url = urls[next++]
    return url === undefined ? undefined : { url, init }
  }
}

export const ms = (value: number) => `${value.toFixed(1)} ms`

/** A load's figures as a console.table row. */
export const resultRow = (result: LoadResult) => ({
  'req/s': result.requestsPerSecond.toFixed(1),
  p50: ms(result.p50),
  p95: ms(result.p95),
  requests: result.requests,
  failures: result.failures,
})
