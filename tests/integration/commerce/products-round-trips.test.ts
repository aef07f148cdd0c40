import { env } from 'cloudflare:workers'
import { print } from 'graphql'
import { describe, expect, it } from 'vitest'
import { appConfig } from '../../../app.config'
import { ProductPageQuery, StockListQuery } from '../../../server/catalog/operations'
import { data, ENDPOINT } from './graphql'

/** The D1 statements and round trips of a /graphql request, as its Server-Timing header tells them. */
async function d1Cost(query: string, variables: Record<string, unknown>) {
  const response = await env.COMMERCE.fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'de' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as {
    errors?: unknown
    data?: { products?: { items: { related_products?: unknown[] }[] } }
  }
  expect(body.errors).toBeUndefined()
  const timing = response.headers.get('server-timing') ?? ''
  const figure = (name: string) => Number(new RegExp(`${name};desc=(\\d+)`).exec(timing)?.[1])
  return {
    statements: figure('d1-statements'),
    roundTrips: figure('d1-round-trips'),
    items: body.data?.products?.items.length,
  }
}

describe("the stock list's products query in D1", () => {
  const stockList = print(StockListQuery)
  const firstPage = async () => {
    const { storeConfig } = await data('{ storeConfig { root_category_uid } }', { store: 'de' })
    return {
      filter: { category_uid: { eq: storeConfig.root_category_uid } },
      pageSize: appConfig.defaultItemsPerPage,
      currentPage: 1,
    }
  }

  it('costs one statement in one round trip once the isolate keeps the metadata', async () => {
    const variables = await firstPage()
    await d1Cost(stockList, variables)
    expect(await d1Cost(stockList, variables)).toEqual({
      statements: 1,
      roundTrips: 1,
      items: appConfig.defaultItemsPerPage,
    })
  })

  it('costs one statement in one round trip with filters, an order and a search', async () => {
    const variables = await firstPage()
    await d1Cost(stockList, variables)
    const filtered = {
      ...variables,
      filter: { ...variables.filter, material: { in: ['1001', '1002'] }, strength: { from: '5', to: '20' } },
      sort: { price: 'DESC' },
    }
    expect(await d1Cost(stockList, filtered)).toMatchObject({ statements: 1, roundTrips: 1 })
    // The search synonyms are kept per isolate as the other metadata: a search reads them once.
    await d1Cost(stockList, { ...filtered, search: 'Platte' })
    expect(await d1Cost(stockList, { ...filtered, search: 'Platte grau' })).toMatchObject({
      statements: 1,
      roundTrips: 1,
    })
  })
})

describe("the product page's products query in D1", () => {
  it("reads everything of the product's level in one round trip after the search", async () => {
    const variables = { filter: { sku: { eq: '100017' } } }
    await d1Cost(print(ProductPageQuery), variables)
    // The search (1 statement), then on the product's level, each from a loader of its own and sent together: the
    // links with the linked products' records (1), the reviews' summary (1), the first page of reviews (2), the
    // custom options of cut to size with their values (2) and the url keys in every store view (1).
    expect(await d1Cost(print(ProductPageQuery), variables)).toEqual({ statements: 8, roundTrips: 2, items: 1 })
  })
})

describe("a product's path in D1", () => {
  it('resolves to the product and its record in one statement', async () => {
    const { products } = await data(
      '{ products(filter: { sku: { eq: "100017" } }) { items { url_key url_suffix } } }',
      {
        store: 'de',
      },
    )
    const [{ url_key, url_suffix }] = products.items
    const route = `query ($url: String!) { route(url: $url) { type ... on SimpleProduct { sku } } }`
    const variables = { url: `${url_key}${url_suffix}` }
    expect((await data(route, { store: 'de', variables })).route).toEqual({ type: 'PRODUCT', sku: '100017' })
    const { statements, roundTrips } = await d1Cost(route, variables)
    expect({ statements, roundTrips }).toEqual({ statements: 1, roundTrips: 1 })
  })
})
