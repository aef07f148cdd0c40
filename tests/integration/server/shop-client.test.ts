import { CookieJar, createShopClient } from 'plastics-storefront/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { api } from '../../../server/app'
import { type Row, simple } from './seeded'
import { SHOP } from './trpc'

/** The published client (`plastics-storefront/client`) against the backend-for-frontend and the commerce Worker. */
let plenty: Row
beforeAll(async () => {
  plenty = await simple('s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 10')
})

/** The shop's requests as the client sends them, answered by the storefront's API in this Worker. */
function shopClient(options: { store?: 'de' | 'en'; cookies?: CookieJar } = {}) {
  const requests: Request[] = []
  const client = createShopClient({
    url: SHOP,
    ...options,
    fetch: (request) => {
      requests.push(request)
      return api.fetch(request)
    },
  })
  return { client, requests }
}

describe('createShopClient', () => {
  it('reads the stock list with its types, in the store view asked for, several queries in one request', async () => {
    const { client, requests } = shopClient({ store: 'en' })
    const [first, second] = await Promise.all([
      client.catalog.stockList.query({ itemsPerPage: 10 }),
      client.catalog.stockList.query({ page: 2, itemsPerPage: 10 }),
    ])
    expect(first.items).toHaveLength(10)
    expect(first.totalCount).toBeGreaterThan(20)
    expect(second.items[0]?.sku).not.toBe(first.items[0]?.sku)
    expect(requests).toHaveLength(1)
    expect(requests[0]?.headers.get('x-store')).toBe('en')
  })

  it('adds a line to a cart and reads the same cart back through the cart cookie it keeps', async () => {
    const cookies = new CookieJar()
    const { client, requests } = shopClient({ cookies })
    const added = await client.cart.add.mutate({ sku: plenty.sku, quantity: 2 })
    expect(added.items).toEqual([expect.objectContaining({ sku: plenty.sku, quantity: 2 })])
    expect(cookies.get('vsf-cart')).toMatch(/^[A-Za-z0-9]{32}$/)

    const cart = await client.cart.get.query()
    expect(cart.items).toEqual([expect.objectContaining({ sku: plenty.sku, quantity: 2 })])
    expect(requests.at(-1)?.headers.get('cookie')).toContain(`vsf-cart=${cookies.get('vsf-cart')}`)
  })

  it("passes the origin check with the shop's own Origin, which the backend still refuses from anywhere else", async () => {
    const { client, requests } = shopClient()
    await client.cart.add.mutate({ sku: plenty.sku, quantity: 1 })
    const sent = requests[0] as Request
    expect(sent.headers.get('origin')).toBe(SHOP)

    const foreign = new Request(sent.url, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      body: JSON.stringify({ sku: plenty.sku, quantity: 1 }),
    })
    expect((await api.fetch(foreign)).status).toBe(403)
  })

  it('forgets a cookie the shop clears', async () => {
    const cookies = new CookieJar()
    const { client } = shopClient({ cookies })
    await client.cart.add.mutate({ sku: plenty.sku, quantity: 1 })
    cookies.keep(new Response(null, { headers: { 'set-cookie': 'vsf-cart=; Max-Age=0; Path=/' } }))
    expect(cookies.get('vsf-cart')).toBeUndefined()
    expect((await client.cart.get.query()).items).toEqual([])
  })
})
