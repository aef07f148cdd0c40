/**
 * Issue 11's bounded loopback load: shoppers that browse, search, add to their carts and change quantities at the
 * same time, each through the shop's typed client with its own cookies, as long as the time allows. Each shopper
 * remembers what its cart must hold and reads the cart at the end: a line missing or with other pieces is lost.
 * Signed-in shoppers sending quote requests are left out: each would need a confirmed account with default
 * addresses, and the account forms allow 10 attempts a minute per client address, which every shopper shares on
 * 127.0.0.1.
 */
import { createShopClient, type ShopClient } from 'plastics-storefront/client'
import { percentile } from './load.ts'

export interface ShopperLoadOptions {
  origin: string
  shoppers: number
  durationMs: number
  /** Storefront pages (whole URLs) a shopper browses. */
  pages: string[]
  /** Skus whose stock is not managed: every add of a few pieces is accepted. */
  skus: string[]
  terms: string[]
  userAgent: string
}

export type Operation = 'page' | 'search' | 'cart.add' | 'cart.updateQuantity' | 'cart.get (check)'

export interface OperationFigures {
  requests: number
  errors: number
  p50: number
  p95: number
}

export interface ShopperLoadResult {
  requestsPerSecond: number
  all: OperationFigures
  byOperation: Record<string, OperationFigures>
  /** Lines a shopper added (and the shop accepted) that its cart no longer holds, or holds with other pieces. */
  linesLost: number
  linesChecked: number
}

type Timings = Map<Operation, { latencies: number[]; errors: number }>

const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)] as T

async function timed(timings: Timings, operation: Operation, call: () => Promise<unknown>): Promise<boolean> {
  const entry = timings.get(operation) ?? { latencies: [], errors: 0 }
  timings.set(operation, entry)
  const started = performance.now()
  try {
    await call()
    entry.latencies.push(performance.now() - started)
    return true
  } catch {
    entry.errors++
    return false
  }
}

/** One shopper until `deadline`; then how many of its lines are checked and lost. */
async function shop(options: ShopperLoadOptions, deadline: number, timings: Timings) {
  const client: ShopClient = createShopClient({ url: options.origin })
  /** What the cart must hold: pieces and line uid by sku. */
  const expected = new Map<string, { quantity: number; uid: string }>()
  const remember = (cart: { items: { sku: string; uid: string }[] }, sku: string, quantity: number) => {
    const uid = cart.items.find((line) => line.sku === sku)?.uid
    if (uid) expected.set(sku, { quantity, uid })
  }
  while (performance.now() < deadline) {
    const roll = Math.random()
    if (roll < 0.35) {
      await timed(timings, 'page', async () => {
        const response = await fetch(pick(options.pages), { headers: { 'user-agent': options.userAgent } })
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`page ${response.status}`)
      })
    } else if (roll < 0.55) {
      await timed(timings, 'search', () => client.catalog.stockList.query({ term: pick(options.terms) }))
    } else if (roll < 0.8 || expected.size === 0) {
      const sku = pick(options.skus)
      const pieces = 1 + Math.floor(Math.random() * 3)
      await timed(timings, 'cart.add', async () => {
        const cart = await client.cart.add.mutate({ sku, quantity: pieces })
        remember(cart, sku, (expected.get(sku)?.quantity ?? 0) + pieces)
      })
    } else {
      const [sku, line] = pick([...expected])
      const quantity = 1 + Math.floor(Math.random() * 5)
      await timed(timings, 'cart.updateQuantity', async () => {
        const cart = await client.cart.updateQuantity.mutate({ uid: line.uid, quantity })
        remember(cart, sku, quantity)
      })
    }
  }
  let lost = expected.size
  await timed(timings, 'cart.get (check)', async () => {
    const cart = await client.cart.get.query()
    lost = [...expected].filter(
      ([sku, line]) => cart.items.find((item) => item.sku === sku)?.quantity !== line.quantity,
    ).length
  })
  return { checked: expected.size, lost }
}

function figures(latencies: number[], errors: number): OperationFigures {
  const sorted = [...latencies].sort((a, b) => a - b)
  return { requests: sorted.length, errors, p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
}

export async function shopperLoad(options: ShopperLoadOptions): Promise<ShopperLoadResult> {
  const timings: Timings = new Map()
  const started = performance.now()
  const outcomes = await Promise.all(
    Array.from({ length: options.shoppers }, () => shop(options, started + options.durationMs, timings)),
  )
  const elapsed = (performance.now() - started) / 1000
  const entries = [...timings]
  const all = figures(
    entries.flatMap(([, entry]) => entry.latencies),
    entries.reduce((sum, [, entry]) => sum + entry.errors, 0),
  )
  return {
    requestsPerSecond: (all.requests + all.errors) / elapsed,
    all,
    byOperation: Object.fromEntries(
      entries.map(([operation, entry]) => [operation, figures(entry.latencies, entry.errors)]),
    ),
    linesLost: outcomes.reduce((sum, outcome) => sum + outcome.lost, 0),
    linesChecked: outcomes.reduce((sum, outcome) => sum + outcome.checked, 0),
  }
}
