/**
 * Issue 13's two commerce goals, measured as the issue states them and as throughput: the products query with three
 * filters and aggregations straight to the commerce Worker, and cart.add through the storefront. Latency = one
 * client, one request after the other, after a warm-up; throughput = `clients` at once. Neither is cached: the
 * commerce Worker answers every products query from D1, and a cart change is never cached.
 * Used by run.ts (the whole bench) and commerce.ts (this part alone).
 */
import { appConfig } from '../../app.config.ts'
import { type LoadResult, load, type RequestSource, repeatedly, resultRow } from './load.ts'
import { stockListDocument } from './storefront-documents.ts'

export interface CommerceBenchOptions {
  /** Each measured run. */
  durationMs: number
  warmUpMs: number
  /** Clients of the throughput runs. */
  clients: number
  maxRequests: number
  userAgent: string
}

const PRODUCTS_QUERY = `query BenchProducts($filter: ProductAttributeFilterInput) {
  products(filter: $filter, sort: { price: ASC }, pageSize: 20) {
    total_count
    items { sku name price_range { minimum_price { final_price { value } } } }
    aggregations { attribute_code count options { value count } }
  }
}`

/** Products of a category, material PVC-U (option 1001), 5–20 mm thick: the listing behind a filtered category page. */
function productsRequest(graphqlUrl: string, categoryUid: string): { url: string; init: RequestInit } {
  const filter = { category_uid: { eq: categoryUid }, material: { eq: '1001' }, strength: { from: '5', to: '20' } }
  const url = new URL(graphqlUrl)
  url.searchParams.set('query', PRODUCTS_QUERY)
  url.searchParams.set('variables', JSON.stringify({ filter }))
  return { url: url.href, init: { headers: { store: 'de' } } }
}

/** What a request asked of D1, from the commerce Worker's Server-Timing (kernel/d1-meter.ts). */
export type D1Cost = { statements: number; roundTrips: number }

function d1CostOf(response: Response): D1Cost {
  const timing = response.headers.get('server-timing') ?? ''
  const figure = (name: string) => Number(new RegExp(`${name};desc=(\\d+)`).exec(timing)?.[1] ?? Number.NaN)
  return { statements: figure('d1-statements'), roundTrips: figure('d1-round-trips') }
}

/**
 * The D1 cost of the stock list's products query (catalog.stockList's document, the first page of the whole stock
 * list) in a warm isolate: the second request, after the first has loaded what the isolate keeps.
 */
async function stockListD1Cost(graphqlUrl: string): Promise<D1Cost> {
  const ask = (query: string, variables?: object) => {
    const url = new URL(graphqlUrl)
    url.searchParams.set('query', query)
    if (variables) url.searchParams.set('variables', JSON.stringify(variables))
    return fetch(url, { headers: { store: 'de' } })
  }
  const config = (await (await ask('{ storeConfig { root_category_uid } }')).json()) as {
    data: { storeConfig: { root_category_uid: string } }
  }
  const variables = {
    filter: { category_uid: { eq: config.data.storeConfig.root_category_uid } },
    pageSize: appConfig.defaultItemsPerPage,
    currentPage: 1,
  }
  const document = await stockListDocument()
  await (await ask(document, variables)).arrayBuffer()
  const response = await ask(document, variables)
  await response.arrayBuffer()
  return d1CostOf(response)
}

export interface Figures {
  /** One client, sequential, after the warm-up. */
  latency: LoadResult
  /** `clients` at once. */
  throughput: LoadResult
}

async function latencyAndThroughput(source: RequestSource, options: CommerceBenchOptions): Promise<Figures> {
  const run = (clients: number, durationMs: number) =>
    load(source, { clients, durationMs, maxRequests: options.maxRequests })
  await run(1, options.warmUpMs)
  const latency = await run(1, options.durationMs)
  const throughput = await run(options.clients, options.durationMs)
  return { latency, throughput }
}

/**
 * Checks the query answers products (GraphQL errors come with HTTP 200), then measures the commerce Worker with it,
 * and the same hop answering `{ __typename }` (no resolver, no D1): what any query pays before its own work.
 */
export async function productsQueryFigures(graphqlUrl: string, categoryUid: string, options: CommerceBenchOptions) {
  const request = productsRequest(graphqlUrl, categoryUid)
  const body = (await (await fetch(request.url, request.init)).json()) as {
    data?: { products: { total_count: number; aggregations: unknown[] } }
    errors?: unknown
  }
  if (!body.data || body.errors) throw new Error(`The products query failed: ${JSON.stringify(body)}`)
  const benchResponse = await fetch(request.url, request.init)
  await benchResponse.arrayBuffer()
  const d1 = { bench: d1CostOf(benchResponse), stockList: await stockListD1Cost(graphqlUrl) }
  const figures = await latencyAndThroughput(
    repeatedly(request.url, () => request.init),
    options,
  )
  const typename = new URL(graphqlUrl)
  typename.searchParams.set('query', '{ __typename }')
  const hop = await load(
    repeatedly(typename.href, () => request.init),
    { clients: 1, durationMs: options.durationMs, maxRequests: options.maxRequests },
  )
  return {
    ...figures,
    hop,
    d1,
    totalCount: body.data.products.total_count,
    facets: body.data.products.aggregations.length,
  }
}

/**
 * A seeded "upon request" product (stock not managed, so every add is accepted up to the line cap of 10,000
 * pieces: the runs stay far below it). The seed is deterministic.
 */
const BENCH_SKU = '100017'

/** A tRPC mutation as the shop's pages send it: POST, JSON, same Origin, the visitor's cookies. */
function cartMutation(origin: string, cookie: string, input: unknown, userAgent: string): RequestInit {
  return {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify(input),
  }
}

/** `count` carts (their cookies), each holding one line of BENCH_SKU, and that line's uid. */
async function carts(origin: string, count: number, userAgent: string): Promise<{ cookie: string; uid: string }[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(
        `${origin}/api/trpc/cart.add`,
        cartMutation(origin, '', { sku: BENCH_SKU, quantity: 1 }, userAgent),
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

/** cart.add (latency and throughput, each client its own cart) and cart.updateQuantity (throughput). */
export async function cartFigures(origin: string, options: CommerceBenchOptions) {
  const own = await carts(origin, options.clients, options.userAgent)
  const mutation = (client: number, input: unknown) =>
    cartMutation(origin, own[client]?.cookie ?? '', input, options.userAgent)
  const addToCart = await latencyAndThroughput(
    repeatedly(`${origin}/api/trpc/cart.add`, (client) => mutation(client, { sku: BENCH_SKU, quantity: 1 })),
    options,
  )
  let flip = 0
  const updateQuantity = await load(
    repeatedly(`${origin}/api/trpc/cart.updateQuantity`, (client) =>
      mutation(client, { uid: own[client]?.uid, quantity: 1 + (flip++ % 2) }),
    ),
    { clients: options.clients, durationMs: options.durationMs, maxRequests: options.maxRequests },
  )
  return { addToCart, updateQuantity }
}

/** Prints both goals, latency (the goal's measure) and throughput, labelled. */
export function printCommerceFigures(
  category: string,
  products: Awaited<ReturnType<typeof productsQueryFigures>>,
  cart: Awaited<ReturnType<typeof cartFigures>>,
  clients: number,
): void {
  const latency = '1 client, sequential, after warm-up'
  const throughput = `${clients} clients at once (throughput)`
  console.log(
    `\nCommerce Worker alone (its own wrangler dev, GET /graphql, Store: de, not cached): products of "${category}",` +
      ' material PVC-U, strength 5–20 mm, sorted by price, 20 a page, with aggregations' +
      ` (${products.totalCount} matches, ${products.facets} facets); the same document each time.` +
      ' Goal: p95 ≤ 10 ms (latency).',
  )
  console.table({
    [`products query, ${latency}`]: resultRow(products.latency),
    [`products query, ${throughput}`]: resultRow(products.throughput),
    [`{ __typename }, ${latency}`]: resultRow(products.hop),
  })
  const cost = ({ statements, roundTrips }: D1Cost) => `${statements} statement(s) in ${roundTrips} round trip(s)`
  console.log(
    `D1 per products query, warm isolate (Server-Timing): this query ${cost(products.d1.bench)};` +
      ` the stock list's (catalog.stockList's document, first page) ${cost(products.d1.stockList)}.`,
  )
  console.log(
    '{ __typename } is the same hop without a resolver or D1 (HTTP, wrangler dev, the GraphQL endpoint):' +
      ' the part of every query this machine and the local runtime set.',
  )
  console.log(
    '\nBFF cart round trips (POST /api/trpc, storefront → commerce, never cached). Goal: cart.add p95 ≤ 25 ms (latency).',
  )
  console.table({
    [`cart.add (1 piece), ${latency}`]: resultRow(cart.addToCart.latency),
    [`cart.add (1 piece), ${throughput}`]: resultRow(cart.addToCart.throughput),
    [`cart.updateQuantity, ${throughput}`]: resultRow(cart.updateQuantity),
  })
}
