/**
 * Performance figures for the built Workers on 127.0.0.1. Prints numbers; asserts nothing.
 * Run with `npm run bench` (builds first).
 */
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startShop } from '../../scripts/shop-process.ts'

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)
const MAX_REQUESTS = 20_000

interface LoadResult {
  requests: number
  failures: number
  requestsPerSecond: number
  p50: number
  p95: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

type RequestFor = (client: number) => RequestInit

const browserGet: RequestFor = () => ({ headers: { 'user-agent': BROWSER_UA } })

/**
 * A bounded closed-loop load: CONCURRENCY clients for DURATION_MS or MAX_REQUESTS, whichever comes first.
 * `requestFor` gives each client its request (method, body, its own cookies); a browser GET by default.
 */
async function load(url: string, requestFor: RequestFor = browserGet): Promise<LoadResult> {
  const latencies: number[] = []
  let failures = 0
  const started = performance.now()
  const deadline = started + DURATION_MS
  const client = async (_: unknown, index: number) => {
    while (performance.now() < deadline && latencies.length + failures < MAX_REQUESTS) {
      const t0 = performance.now()
      const response = await fetch(url, requestFor(index))
      await response.arrayBuffer()
      if (response.ok) latencies.push(performance.now() - t0)
      else failures++
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, client))
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

/** Gzip size of every script a first visit downloads, as a browser fetches them. */
async function clientJavaScriptGzip(url: string): Promise<{ files: number; bytes: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  })
  const page = await browser.newPage()
  const scripts: Promise<number>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length))
    }
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const sizes = await Promise.all(scripts)
  await browser.close()
  return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) }
}

const format = (ms: number) => `${ms.toFixed(1)} ms`

/**
 * A seeded "upon request" product (stock not managed, so every add is accepted up to the line cap of 10,000
 * pieces: 8 clients × 10 s stay far below it). The seed is deterministic.
 */
const BENCH_SKU = '100017'

/** A tRPC mutation as the shop's pages send it: POST, JSON, same Origin, the visitor's cookies. */
function cartMutation(origin: string, cookie: string, input: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    body: JSON.stringify(input),
  }
}

/** One cart per client (its cookies) holding one line of BENCH_SKU, and that line's uid. */
async function cartsForClients(origin: string): Promise<{ cookie: string; uid: string }[]> {
  return Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const response = await fetch(
        `${origin}/api/trpc/cart.add`,
        cartMutation(origin, '', { sku: BENCH_SKU, quantity: 1 }),
      )
      const body = (await response.json()) as { result?: { data: { items: { uid: string }[] } } }
      const uid = body.result?.data.items[0]?.uid
      if (!uid) throw new Error(`cart.add failed: ${response.status} ${JSON.stringify(body)}`)
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ')
      return { cookie, uid }
    }),
  )
}

const shop = await startShop({ port: 8798, state: '.wrangler/bench-state', fresh: true, quiet: true })
try {
  const home = `${shop.url}/de`
  await load(home) // warm-up: isolates, D1 pages and the edge cache
  const ssr = await load(home)
  const js = await clientJavaScriptGzip(home)
  const carts = await cartsForClients(shop.url)
  const addToCart = await load(`${shop.url}/api/trpc/cart.add`, (client) =>
    cartMutation(shop.url, carts[client]?.cookie ?? '', { sku: BENCH_SKU, quantity: 1 }),
  )
  let flip = 0
  const updateQuantity = await load(`${shop.url}/api/trpc/cart.updateQuantity`, (client) =>
    cartMutation(shop.url, carts[client]?.cookie ?? '', { uid: carts[client]?.uid, quantity: 1 + (flip++ % 2) }),
  )
  console.log(`\nBench (${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s a run, built Workers on 127.0.0.1)`)
  const row = (result: LoadResult) => ({
    'req/s': result.requestsPerSecond.toFixed(1),
    p50: format(result.p50),
    p95: format(result.p95),
    requests: result.requests,
    failures: result.failures,
  })
  console.table({
    'SSR /de (home)': row(ssr),
    'cart.add (BFF → commerce, 1 piece)': row(addToCart),
    'cart.updateQuantity (BFF → commerce)': row(updateQuantity),
  })
  console.log(`Client JS on a first visit to /de: ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KiB gzip`)
} finally {
  await shop.stop()
}
