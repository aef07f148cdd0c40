/**
 * The commerce requests of a cold product page (issue 31): a product path nobody asked for, so that every read of its
 * own misses the edge cache. The page's server render is played as the routes do it: the url-resolver guard, then
 * the catalogue loader, with the shop's own tRPC links into the backend-for-frontend; the COMMERCE binding counts
 * the GraphQL operations that reach the commerce Worker.
 */
import { env } from 'cloudflare:workers'
import { setupI18n } from '@lingui/core'
import { QueryClient } from '@tanstack/react-query'
import { createTRPCClient } from '@trpc/client'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { afterEach, expect, it } from 'vitest'
import { shopLinks } from '../../../client/links'
import { api } from '../../../server/app'
import type { AppRouter } from '../../../server/router'
import { type CataloguePage, loadCataloguePath } from '../../../src/features/catalog/load'
import { urlResolverGuard } from '../../../src/features/guards/url-resolver'
import { data, query, SHOP } from './trpc'

type Bindings = { COMMERCE: Fetcher }
const bindings = env as unknown as Bindings
const realCommerce = bindings.COMMERCE
afterEach(() => {
  bindings.COMMERCE = realCommerce
})

/**
 * From now on, each GraphQL operation the storefront sends to commerce by name, with how many commerce answers had
 * come back when it was sent: reads sent together share that number, a read that waited for another has a higher one.
 */
function recordCommerceOperations(): string[] {
  const operations: string[] = []
  let answers = 0
  bindings.COMMERCE = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      operations.push(`${new URL(request.url).searchParams.get('operationName')} after ${answers}`)
      const answer = await realCommerce.fetch(request)
      answers++
      return answer
    },
  } as Fetcher
  return operations
}

/** The context the routes get in a server render: the query cache, and tRPC through the shop's links. */
function pageContext() {
  const queryClient = new QueryClient()
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => api.fetch(new Request(input, init))
  const client = createTRPCClient<AppRouter>({
    links: shopLinks({ url: `${SHOP}/api/trpc`, fetch, headers: () => ({ 'x-store': 'de' }) }),
  })
  return { queryClient, trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }) }
}

/** Plays the catch-all route's server render of `/de/{path}` and waits for every read it started. */
async function renderCataloguePath(path: string): Promise<CataloguePage> {
  const context = pageContext()
  await urlResolverGuard({ context, params: { locale: 'de' }, location: { pathname: `/de/${path}` } })
  const url = { pathname: `/de/${path}`, searchStr: '' }
  const page = await loadCataloguePath({ ...context, i18n: setupI18n() }, path, {}, url, 'enter')
  await expect.poll(() => context.queryClient.isFetching()).toBe(0)
  return page
}

/** A product as the stock list links it (a listing read: none of the product page's own reads). */
async function listedProduct(): Promise<{ sku: string; path: string }> {
  const list = await data<{ items: { sku: string; path: string }[] }>(await query('catalog.stockList', { page: 7 }))
  const product = list.items[0]
  if (!product) throw new Error('The stock list has no 7th page.')
  return product
}

it('a cold product page asks commerce its route, then at once the product (with its related items, the cut-to-size settings and its urls in every store view) and its reviews', async () => {
  const product = await listedProduct()
  const operations = recordCommerceOperations()
  const page = await renderCataloguePath(product.path)
  expect(page).toMatchObject({ type: 'PRODUCT', sku: product.sku, seo: { path: product.path } })
  expect(page.type === 'PRODUCT' && page.alternates).toEqual({ de: product.path, en: expect.stringMatching(/\.html$/) })
  expect(operations.toSorted()).toEqual(['ProductPage after 1', 'ProductReviews after 1', 'Route after 0'])
})
