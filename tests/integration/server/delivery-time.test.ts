/**
 * One delivery time per item and quantity (issue 42): 100314 (PP-H kieselgrau 10 mm 2000×1000, none in stock, the
 * catalogue's "5–7 Tage") says the same on the stock list, its page, in the cart, on the request page (the cart's
 * lines) and in the request mails, in German and English.
 */
import { describe, expect, it } from 'vitest'
import type { CartItemView } from '../../../contract/cart'
import { deliveryTimeFor } from '../../../contract/delivery-time'
import type { ProductCard, ProductView } from '../../../contract/product'
import { mailbox } from '../commerce/customer-helpers'
import { buyerWithCart, checkout, placeRequest } from '../commerce/request-helpers'
import { data, query } from './trpc'
import { Visitor } from './visitor'

const PRODUCED = '100314'
const TIMES = { de: '5–7 Tage', en: '5–7 days' } as const
const MAIL = {
  de: 'wird gefertigt oder beschafft, Lieferzeit 5–7 Tage',
  en: 'produced or procured, delivery time 5–7 days',
} as const

describe('the delivery time of an item without stock', () => {
  for (const store of ['de', 'en'] as const) {
    it(`is the item's own on the list, the page, in the cart and the request mail (${store})`, async () => {
      const list = await data<{ items: ProductCard[] }>(await query('catalog.stockList', { term: PRODUCED }, { store }))
      const card = list.items.find((item) => item.sku === PRODUCED)
      expect(card).toMatchObject({ availability: 'OUT_OF_STOCK', deliveryTime: TIMES[store] })

      const page = await data<ProductView>(await query('catalog.product', { sku: PRODUCED }, { store }))
      expect(page.availability).toBe('OUT_OF_STOCK')
      expect(page.attributes.deliveryTime).toBe(TIMES[store])

      const cart = await new Visitor(store).add({ sku: PRODUCED, quantity: 3 })
      const line = cart.items.find((item) => item.sku === PRODUCED) as CartItemView
      expect(line).toMatchObject({ quantityInStock: 0, deliveryTime: TIMES[store] })
      expect(deliveryTimeFor(line, line.quantity)).toBe(TIMES[store])

      const buyer = await buyerWithCart({ [PRODUCED]: 3 }, store)
      await checkout(buyer)
      const order = await placeRequest(buyer, 'QUOTE')
      const mail = (await mailbox()).find((m) => m.to === buyer.email && m.subject.includes(order.number))
      expect(mail?.text).toContain(MAIL[store])
    })
  }
})
