import type { Page } from '@playwright/test'
import { commerceUrl } from './customer'
import { expect } from './fixtures'

/** The wishlist specs' shared steps: products that can be ordered in any quantity, and adding one to the list. */

export type Product = { sku: string; name: string }

/** Simple products in stock that take backorders (no "only x left"), from the commerce Worker. */
export async function plentifulProducts(): Promise<Product[]> {
  const response = await fetch(`${commerceUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'en' },
    body: JSON.stringify({
      query: `{ products(search: "PVC", pageSize: 50) { items { __typename sku name stock_status only_x_left_in_stock } } }`,
    }),
  })
  const body = (await response.json()) as {
    data: {
      products: {
        items: (Product & { __typename: string; stock_status: string; only_x_left_in_stock: number | null })[]
      }
    }
  }
  return body.data.products.items.filter(
    (p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK' && p.only_x_left_in_stock === null,
  )
}

export async function addToWishlist(page: Page, sku: string) {
  const status = await page.evaluate(async (sku) => {
    const response = await fetch('/api/trpc/wishlist.add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku }),
    })
    return response.status
  }, sku)
  expect(status).toBe(200)
}
