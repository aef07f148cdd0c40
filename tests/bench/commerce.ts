/**
 * Only issue 13's commerce goals of the bench (products query, cart.add; see ./commerce-latency.ts) on a shop of
 * their own, without the floor app, the pages or the shoppers: `npm run bench:commerce` (builds first).
 * Environment: BENCH_SECONDS (each measured run, 10), BENCH_CONCURRENCY (8), BENCH_SHOP_PORT (8796),
 * BENCH_COMMERCE_PORT (8795).
 */
import { loadavg } from 'node:os'
import { type RunningShop, startShop } from '../../scripts/shop-process.ts'
import { benchCategory } from './catalogue.ts'
import { cartFigures, printCommerceFigures, productsQueryFigures } from './commerce-latency.ts'

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const options = {
  durationMs: DURATION_MS,
  warmUpMs: Math.min(3_000, DURATION_MS),
  clients: CONCURRENCY,
  maxRequests: 20_000,
  userAgent: BROWSER_UA,
}
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')

let shop: RunningShop | undefined
try {
  shop = await startShop({
    port: Number(process.env.BENCH_SHOP_PORT ?? 8796),
    commercePort: Number(process.env.BENCH_COMMERCE_PORT ?? 8795),
    state: '.wrangler/bench-commerce-state',
    fresh: true,
    quiet: true,
  })
  const category = await benchCategory(shop.url)
  const before = loadAverage()
  const cart = await cartFigures(shop.url, options)
  const products = await productsQueryFigures(`${shop.commerceUrl}/graphql`, category.uid, options)
  console.log(
    `\nBench (commerce goals only): built Workers under wrangler dev on 127.0.0.1, ${DURATION_MS / 1000} s a run.`,
  )
  console.log(`Load average (1, 5, 15 min) before: ${before}; after: ${loadAverage()}.`)
  printCommerceFigures(category.name, products, cart, CONCURRENCY)
} finally {
  await shop?.stop()
}
