import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Row, simple } from './seeded'
import { signedInVisitor } from './signed-in'
import { error, setCookies } from './trpc'
import { Visitor } from './visitor'

/**
 * Errors travel as codes: the same cart scenarios in the English and the German store view answer the same
 * reasons and behave the same, whatever language the commerce backend writes its texts in. Where the spec shows
 * the backend's own text (the first user error of an add), it is passed through as it comes: only its presence is
 * asserted, never its wording.
 */
const LOST_CART_ID = 'NoSuchCartNoSuchCartNoSuchCart42'

/** The id of a customer's cart: it exists, and a guest may not use it. */
async function someoneElsesCartId(store: 'de' | 'en'): Promise<string> {
  const { visitor } = await signedInVisitor(store, 'fremd')
  await visitor.add({ sku: plenty.sku, quantity: 1 })
  return visitor.cookies.get('vsf-cart') ?? ''
}

let plenty: Row
let few: Row
beforeAll(async () => {
  // sold from stock only (backorders off): more than the stock is refused
  plenty = await simple(
    's.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 20 AND s.use_config_backorders = 0 AND s.backorders = 0',
  )
  few = await simple(
    's.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty BETWEEN 3 AND 10 AND s.use_config_backorders = 0 AND s.backorders = 0',
  )
})

describe.each(['en', 'de'] as const)('cart errors in the %s store view', (store) => {
  it('answers INSUFFICIENT_STOCK for more than the stock, with the backend’s text to show, and keeps the cart', async () => {
    const visitor = new Visitor(store)
    await visitor.add({ sku: plenty.sku, quantity: 1 })
    const response = await visitor.mutate('cart.add', { sku: plenty.sku, quantity: plenty.qty })
    expect(response.status).toBe(400)
    const { data } = await error(response)
    expect(data.reason).toBe('INSUFFICIENT_STOCK')
    expect(data.userMessage?.trim()).toBeTruthy()
    expect((await visitor.cart()).totalQuantity).toBe(1)
  })

  it('answers INSUFFICIENT_STOCK from the add-to-cart rules too (above only_x_left_in_stock)', async () => {
    const response = await new Visitor(store).mutate('cart.add', { sku: few.sku, quantity: few.qty + 1 })
    expect(response.status).toBe(400)
    expect((await error(response)).data.reason).toBe('INSUFFICIENT_STOCK')
  })

  it('answers COUPON_INVALID for a code that is not valid, and the cart keeps no coupon', async () => {
    const visitor = new Visitor(store)
    await visitor.add({ sku: plenty.sku, quantity: 2 })
    const response = await visitor.mutate('cart.applyCoupon', { code: 'NOPE' })
    expect(response.status).toBe(400)
    expect((await error(response)).data.reason).toBe('COUPON_INVALID')
    expect((await visitor.cart()).appliedCoupon).toBeNull()
  })

  it('recovers a lost cart id (someone else’s) into a new cart: reading shows it empty, changing starts a new cart', async () => {
    const lostCartId = await someoneElsesCartId(store)
    const reader = new Visitor(store)
    reader.cookies.set('vsf-cart', lostCartId)
    expect((await reader.cart()).totalQuantity).toBe(0)
    expect(reader.cookies.has('vsf-message')).toBe(false)

    const buyer = new Visitor(store)
    buyer.cookies.set('vsf-cart', lostCartId)
    expect((await buyer.add({ sku: plenty.sku, quantity: 3 })).totalQuantity).toBe(3)
    expect(buyer.cookies.get('vsf-cart')).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(buyer.cookies.get('vsf-cart')).not.toBe(lostCartId)
    expect(buyer.cookies.has('vsf-message')).toBe(false)
  })

  it('tells a lost cart from an invalid coupon: a coupon on a lost cart lands on the new, empty cart', async () => {
    const lostCartId = await someoneElsesCartId(store)
    const visitor = new Visitor(store)
    visitor.cookies.set('vsf-cart', lostCartId)
    const response = await visitor.mutate('cart.applyCoupon', { code: 'PLATTE10' })
    expect(response.status).toBe(400)
    expect((await error(response)).data.reason).toBe('CART_EMPTY')
    expect(visitor.cookies.get('vsf-cart')).not.toBe(lostCartId)
  })

  it('logs the visitor out on an authorization error and sends them to the locale’s home page', async () => {
    const visitor = new Visitor(store)
    visitor.cookies.set('vsf-customer', `not-a-valid-token-${crypto.randomUUID()}`)
    visitor.cookies.set('vsf-cart', LOST_CART_ID)
    const response = await visitor.mutate('cart.add', { sku: plenty.sku, quantity: 1 })
    expect(response.status).toBe(401)
    expect((await error(response)).data).toMatchObject({ reason: 'NOT_AUTHORIZED', redirectTo: `/${store}` })
    const cookies = setCookies(response)
    for (const name of ['vsf-customer', 'vsf-cart', 'vsf-customer-group']) {
      expect(cookies.get(name)).toMatch(new RegExp(`^${name}=; Max-Age=0; `))
    }
    expect(cookies.get('vsf-message')).toBeDefined()
  })

  it('logs a customer out when reading the cart fails with an authorization error (not a lost cart)', async () => {
    const visitor = new Visitor(store)
    visitor.cookies.set('vsf-customer', `not-a-valid-token-${crypto.randomUUID()}`)
    visitor.cookies.set('vsf-cart', LOST_CART_ID)
    const response = await visitor.query('cart.get')
    expect(response.status).toBe(401)
    expect((await error(response)).data).toMatchObject({ reason: 'NOT_AUTHORIZED', redirectTo: `/${store}` })
    expect(visitor.cookies.has('vsf-customer')).toBe(false)
  })
})

describe('a product type the add-to-cart rules do not take', () => {
  type Bindings = { COMMERCE: Fetcher; COMMERCE_STAND_IN: Fetcher }
  const bindings = env as unknown as Bindings
  const realCommerce = bindings.COMMERCE
  afterEach(() => {
    bindings.COMMERCE = realCommerce
  })

  it.each(['en', 'de'] as const)(
    'is refused in %s as PRODUCT_TYPE_NOT_SUPPORTED with the type, no text to show',
    async (store) => {
      // The last in-stock product: no other test has its facts in the edge cache.
      const giftCard = await simple(`s.is_in_stock = 1 AND e.entity_id = (SELECT max(p.entity_id)
      FROM catalog_product_entity p JOIN cataloginventory_stock_item q ON q.product_id = p.entity_id
      WHERE p.type_id = 'simple' AND p.visibility = 4 AND q.is_in_stock = 1)`)
      await bindings.COMMERCE_STAND_IN.fetch('https://stand-in/mode', { method: 'POST', body: 'giftCards' })
      bindings.COMMERCE = bindings.COMMERCE_STAND_IN
      const response = await new Visitor(store).mutate('cart.add', { sku: giftCard.sku, quantity: 1 })
      expect(response.status).toBe(400)
      const { data } = await error(response)
      expect(data).toMatchObject({ reason: 'PRODUCT_TYPE_NOT_SUPPORTED', productType: 'GiftCardProduct' })
      expect(data.userMessage).toBeUndefined()
    },
  )
})
