/**
 * Every item the company makes can be requested (issue 30): the whole catalogue, walked page by page through the
 * API, goes into a cart a piece each, variants of foam boards included. Only discontinued items cannot, and they
 * name a successor that can.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { data } from './graphql'

type Item = { sku: string; stock_status: string; discontinued: boolean; successor_sku: string | null }
type Listed = Item & { variants?: { product: Item }[] }

const PAGE_SIZE = 300
const CART_BATCH = 100

const PAGE = `query ($page: Int!) {
  products(filter: {}, pageSize: ${PAGE_SIZE}, currentPage: $page, sort: { position: ASC }) {
    total_count
    items {
      sku stock_status discontinued successor_sku
      ... on ConfigurableProduct { variants { product { sku stock_status discontinued successor_sku } } }
    }
  }
}`

async function catalogue(): Promise<{ total: number; items: Item[] }> {
  const items: Item[] = []
  let total = 0
  for (let page = 1; page === 1 || (page - 1) * PAGE_SIZE < total; page++) {
    const { products } = await data(PAGE, { variables: { page } })
    total = products.total_count
    for (const item of products.items as Listed[]) {
      items.push(...(item.variants ? item.variants.map((v) => v.product) : [item]))
    }
  }
  return { total, items }
}

/** The cart's refusals of a piece of each sku, a hundred adds at a time. */
async function refusals(skus: string[]): Promise<string[]> {
  const cartId = (await data('mutation { createEmptyCart }')).createEmptyCart as string
  const refused: string[] = []
  for (let i = 0; i < skus.length; i += CART_BATCH) {
    const batch = skus.slice(i, i + CART_BATCH)
    const { addProductsToCart } = await data(
      `mutation ($cartId: String!, $items: [CartItemInput!]!) {
        addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { code message } } }`,
      { variables: { cartId, items: batch.map((sku) => ({ sku, quantity: 1 })) } },
    )
    refused.push(...addProductsToCart.user_errors.map((e: { code: string; message: string }) => e.message))
  }
  return refused
}

let walked: { total: number; items: Item[] }

beforeAll(async () => {
  walked = await catalogue()
}, 120_000)

describe('every item can be requested', () => {
  it('walks the whole catalogue: 3,050 items and their variants', () => {
    expect(walked.total).toBe(3050)
    expect(walked.items.length).toBeGreaterThan(walked.total)
  })

  it('finds no item without a way to request except the discontinued ones', async () => {
    const offered = walked.items.filter((item) => !item.discontinued)
    expect(offered.filter((item) => item.stock_status !== 'IN_STOCK').map((item) => item.sku)).toEqual([])
    expect(await refusals(offered.map((item) => item.sku))).toEqual([])
  }, 300_000)

  it('refuses discontinued items, each naming a successor that can be requested or none', async () => {
    const discontinued = walked.items.filter((item) => item.discontinued)
    expect(discontinued.length).toBeGreaterThan(0)
    const offered = new Set(walked.items.filter((item) => !item.discontinued).map((item) => item.sku))
    for (const item of discontinued) {
      expect(item.stock_status).toBe('OUT_OF_STOCK')
      if (item.successor_sku !== null) expect(offered).toContain(item.successor_sku)
    }
    expect(discontinued.some((item) => item.successor_sku !== null)).toBe(true)
    expect(await refusals(discontinued.map((item) => item.sku))).toHaveLength(discontinued.length)
  }, 60_000)
})
