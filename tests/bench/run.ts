/**
 * Performance figures for the built Workers on 127.0.0.1 beside the framework floor (./floor.ts), as ratios to it
 * and raw. Prints numbers; asserts nothing. Run with `npm run bench` (builds first). Environment: BENCH_SECONDS
 * (each measured run, 10), BENCH_CONCURRENCY (8), BENCH_COLD_PAGES (30), BENCH_SHOPPERS (100), BENCH_LOAD_SECONDS
 * (60), BENCH_FLOOR_APP (../shared/baseline/floor-app), BENCH_FLOOR_WORKDIR (where it is copied and built),
 * BENCH_FLOOR_PORT (8795), BENCH_START_PORT (8780: the fresh clone's `npm start`, ./start-time.ts). `npm run bench:first-visit` runs the first-visit part alone (./first-visit.ts),
 * `npm run bench:desk` the sales desk's (./desk-figures.ts).
 */
import { gzipSync } from 'node:zlib'
import { type RunningShop, startShop } from '../../scripts/shop-process.ts'
import { benchCategory, type ListedProduct, listedProducts } from './catalogue.ts'
import { cartFigures, printCommerceFigures, productsQueryFigures } from './commerce-latency.ts'
import { deskFigures, printDeskFigures } from './desk-figures.ts'
import { measureFirstVisit, pageKindUrls, printFirstVisit } from './first-visit-figures.ts'
import { startFloor } from './floor.ts'
import { eachOnce, inTurn, type LoadResult, load, ms, type RequestSource, repeatedly, resultRow } from './load.ts'
import { shopperLoad } from './shoppers.ts'
import { measureStartTime, printStartTime } from './start-time.ts'
import { orderableProduct } from './taps.ts'

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000
const WARM_UP_MS = Math.min(3_000, DURATION_MS)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)
/** Distinct pages a cold pass requests once each, per page type. */
const COLD_PAGES = Number(process.env.BENCH_COLD_PAGES ?? 30)
/** A cold pass ends when every page was requested once; this only bounds it should the shop hang. */
const COLD_PASS_LIMIT_MS = 60_000
const MAX_REQUESTS = 20_000
/** Issue 11's shoppers: how many at once, and for how long (BENCH_LOAD_SECONDS=10 for a quick run). */
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 100)
const LOAD_MS = Number(process.env.BENCH_LOAD_SECONDS ?? 60) * 1000
/** Products the shoppers choose from. */
const LOAD_PRODUCTS = 200
const STATE = '.wrangler/bench-state'
const SHOP_PORT = 8798
/** Not 8787/8788 (npm start, commerce:dev) nor 8799 (the e2e tests). */
const COMMERCE_PORT = 8797

const browserGet: RequestInit = { headers: { 'user-agent': BROWSER_UA } }

/** A closed-loop load with CONCURRENCY clients for DURATION_MS unless told otherwise. */
function measure(
  source: RequestSource,
  { durationMs = DURATION_MS, clients = CONCURRENCY }: { durationMs?: number; clients?: number } = {},
): Promise<LoadResult> {
  return load(source, { clients, durationMs, maxRequests: MAX_REQUESTS })
}

/* ------------------------------------------------------------------ what the seed offers */

/** `path`, `path?page=2`, … : one listing per page number, each a different commerce query. */
function listingPages(path: string, firstPage: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const page = firstPage + index
    return page === 1 ? path : `${path}?page=${page}`
  })
}

/* ------------------------------------------------------------------ SSR */

/** Two disjoint sets of COLD_PAGES urls of one page type. */
type PageSets = readonly [urls: string[], loneUrls: string[]]

/**
 * Cold, one client: the first request to each of `loneUrls`, one after the other (a miss without queueing).
 * Cold: the first request to each of `urls`, shared out among all clients. Warm: right after, `urls` again in turn.
 */
async function ssrColdAndWarm([urls, loneUrls]: PageSets) {
  const coldLone = await measure(eachOnce(loneUrls, browserGet), { durationMs: COLD_PASS_LIMIT_MS, clients: 1 })
  const cold = await measure(eachOnce(urls, browserGet), { durationMs: COLD_PASS_LIMIT_MS })
  const warm = await measure(inTurn(urls, browserGet))
  return { coldLone, cold, warm }
}

/** The first COLD_PAGES urls for the cold and warm runs, the next COLD_PAGES for the lone client. */
const pageSets = (urls: string[]): PageSets => [urls.slice(0, COLD_PAGES), urls.slice(COLD_PAGES, 2 * COLD_PAGES)]

/** Skus the shoppers add: "upon request" products (stock not managed), so no add is refused for stock. */
function loadSkus(products: ListedProduct[]): string[] {
  const skus = products.filter((product) => product.availability === 'UPON_REQUEST').map((product) => product.sku)
  if (skus.length === 0) throw new Error('No "upon request" product among the first products of the stock list.')
  return skus
}

/* ------------------------------------------------------------------ HTML */

/** Bytes of a page's whole HTML document as a browser gets it (streamed SSR), raw and gzip -9. */
async function htmlBytes(url: string): Promise<{ raw: number; gzip: number }> {
  const html = Buffer.from(await (await fetch(url, browserGet)).arrayBuffer())
  return { raw: html.length, gzip: gzipSync(html, { level: 9 }).length }
}

/* ------------------------------------------------------------------ the run */

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')

// First, while nothing else of the bench runs: a newcomer's `npm start` on a fresh clone of the committed tree.
const startTime = await measureStartTime()
const floor = await startFloor()
let shop: RunningShop | undefined
try {
  shop = await startShop({ port: SHOP_PORT, commercePort: COMMERCE_PORT, state: STATE, fresh: true, quiet: true })
  const origin = shop.url
  const floorRequests = repeatedly(floor.pageUrl, () => browserGet)
  await measure(floorRequests, { durationMs: WARM_UP_MS })
  const floorWarm = await measure(floorRequests)

  const home = `${origin}/de`
  const homeRequests = repeatedly(home, () => browserGet)
  await measure(homeRequests, { durationMs: WARM_UP_MS }) // isolates, D1's pages, the edge-cache entries pages share
  const homeWarm = await measure(homeRequests)

  const category = await benchCategory(origin)
  const products = await listedProducts(origin, Math.max(2 * COLD_PAGES, LOAD_PRODUCTS))
  const pages = {
    stockList: pageSets(listingPages(home, 2, 2 * COLD_PAGES)),
    category: pageSets(listingPages(`${origin}/de/${category.urlPath}`, 1, 2 * COLD_PAGES)),
    product: pageSets(products.slice(0, 2 * COLD_PAGES).map((product) => `${origin}/de/${product.path}`)),
  }
  const stockList = await ssrColdAndWarm(pages.stockList)
  const categoryPage = await ssrColdAndWarm(pages.category)
  const productPage = await ssrColdAndWarm(pages.product)
  const commerceOptions = {
    durationMs: DURATION_MS,
    warmUpMs: WARM_UP_MS,
    clients: CONCURRENCY,
    maxRequests: MAX_REQUESTS,
    userAgent: BROWSER_UA,
  }
  const cart = await cartFigures(origin, commerceOptions)
  const productsQuery = await productsQueryFigures(`${shop.commerceUrl}/graphql`, category.uid, commerceOptions)

  const pageKinds = pageKindUrls(origin, category, products[0]?.path ?? '')
  const html: Record<string, { raw: number; gzip: number }> = { floor: await htmlBytes(floor.pageUrl) }
  for (const [kind, url] of Object.entries(pageKinds)) html[kind] = await htmlBytes(url)
  const tapUrls = { stockList: home, product: `${origin}/de/${orderableProduct(products).path}` }
  const firstVisit = await measureFirstVisit(floor.pageUrl, pageKinds, tapUrls)

  const shoppers = await shopperLoad({
    origin,
    shoppers: SHOPPERS,
    durationMs: LOAD_MS,
    pages: [home, ...pages.stockList[0].slice(0, 5), ...pages.category[0].slice(0, 5), ...pages.product[0]],
    skus: loadSkus(products),
    terms: ['PVC', 'PE-HD', 'Platte', 'Stab', 'grau', 'schwarz', 'Schweißdraht', '2000'],
    userAgent: BROWSER_UA,
  })

  const run = `${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s a run`
  console.log(`\nBench: built Workers under wrangler dev on 127.0.0.1, ${run} unless said otherwise.`)
  printStartTime(startTime)

  console.log(
    `\nAgainst the framework floor (${path(floor.pageUrl)} of ../shared/baseline/floor-app, same run; × = ours / floor's):`,
  )
  const warm: Record<string, LoadResult> = {
    floor: floorWarm,
    'home /de': homeWarm,
    'stock list': stockList.warm,
    category: categoryPage.warm,
    product: productPage.warm,
  }
  const kinds = ['floor', 'home /de', ...Object.keys(pageKinds)]
  const floorHtml = html.floor as { gzip: number }
  console.table(
    Object.fromEntries(
      kinds.map((kind) => {
        const ssr = warm[kind]
        const page = html[kind]
        return [
          kind,
          {
            'warm req/s': ssr ? ssr.requestsPerSecond.toFixed(1) : '',
            'req/s ×': ssr ? ratio(ssr.requestsPerSecond, floorWarm.requestsPerSecond) : '',
            p50: ssr ? ms(ssr.p50) : '',
            p95: ssr ? ms(ssr.p95) : '',
            'HTML KiB': page ? kib(page.raw) : '',
            'HTML gzip KiB': page ? kib(page.gzip) : '',
            'HTML ×': page ? ratio(page.gzip, floorHtml.gzip) : '',
          },
        ]
      }),
    ),
  )
  console.log(
    '  warm req/s: the floor and home /de one url each; stock list, category, product their urls in turn (below).\n' +
      '  Goal (issue 13): warm stock list, category, product ≥ 0.80× the floor.',
  )
  printFirstVisit(firstVisit)

  printCommerceFigures(category.name, productsQuery, cart, CONCURRENCY)

  const range = (urls: string[]) => `${path(urls[0] ?? '')} … ${path(urls.at(-1) ?? '')}`
  const sets = ([urls, loneUrls]: PageSets) => `${range(urls)}; 1 client: ${range(loneUrls)}`
  console.log(`\nSSR: whole HTML document, browser user agent (streamed SSR). Page sets (${COLD_PAGES} urls each):`)
  console.log(`  stock list: ${sets(pages.stockList)}`)
  console.log(`  category "${category.name}": ${sets(pages.category)}`)
  console.log(`  product (first products of the stock list): ${sets(pages.product)}`)
  console.table({
    'floor /?delay=0, warm': resultRow(floorWarm),
    'home /de, warm (one url)': resultRow(homeWarm),
    'stock list, cold, 1 client': resultRow(stockList.coldLone),
    'stock list, cold': resultRow(stockList.cold),
    'stock list, warm': resultRow(stockList.warm),
    'category, cold, 1 client': resultRow(categoryPage.coldLone),
    'category, cold': resultRow(categoryPage.cold),
    'category, warm': resultRow(categoryPage.warm),
    'product, cold, 1 client': resultRow(productPage.coldLone),
    'product, cold': resultRow(productPage.cold),
    'product, warm': resultRow(productPage.warm),
  })
  console.log(
    [
      '  cold = the FIRST request to each url of its set, in a shop started on a fresh state (empty edge cache):',
      "         the page's own commerce reads MISS the edge cache (the listing page; the product, its route and",
      '         related products); reads all pages of a kind share (store config, menu, root category, the',
      '         category\'s route) are HITs after the first request; Workers isolates are warm. "cold" shares its',
      `         urls among the ${CONCURRENCY} clients (misses queue behind misses); "cold, 1 client" sends another set`,
      '         one request at a time.',
      '  warm = right after "cold", the same urls requested again in turn for the run: every commerce read a HIT.',
    ].join('\n'),
  )

  console.log(
    `\nShoppers (issue 11): ${SHOPPERS} at once for ${LOAD_MS / 1000} s through the typed client, each with its own` +
      ' cart: pages 35 %, search 20 %, cart.add 25 %, cart.updateQuantity 20 %; then each reads its cart back.' +
      ' (No signed-in shoppers sending requests: see tests/bench/shoppers.ts.)',
  )
  console.table({
    ...Object.fromEntries(
      Object.entries(shoppers.byOperation).map(([operation, figures]) => [
        operation,
        { requests: figures.requests, errors: figures.errors, p50: ms(figures.p50), p95: ms(figures.p95) },
      ]),
    ),
    all: {
      requests: shoppers.all.requests,
      errors: shoppers.all.errors,
      p50: ms(shoppers.all.p50),
      p95: ms(shoppers.all.p95),
    },
  })
  console.log(
    `  ${shoppers.requestsPerSecond.toFixed(1)} requests/s; lines lost: ${shoppers.linesLost}` +
      ` of ${shoppers.linesChecked} lines the shoppers added.`,
  )
} finally {
  await shop?.stop()
  await floor.stop()
}

// The sales desk's figures on a shop of their own (10,000 requests would change the figures above).
printDeskFigures(await deskFigures({ durationMs: DURATION_MS, clients: CONCURRENCY }), CONCURRENCY)
