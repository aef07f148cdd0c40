import { beforeAll, describe, expect, it } from 'vitest'
import type { CartView } from '../../../contract/cart'
import { api } from '../../../server/app'
import { mintCartId, mintedCartCookie, notStarted, storedCart } from '../../../server/session/cart-id'
import { type Row, simple } from './seeded'
import { data, error, mutate, query, SHOP, setCookies } from './trpc'
import { Visitor } from './visitor'

/** The cart procedures through the Hono app, against the real commerce Worker and its seeded D1. */
let plenty: Row // managed stock, enough for pallets
let few: Row // managed stock, at most 10 pieces: only_x_left_in_stock is set
let soldOut: Row
/** managed stock without backorders (cut-to-size): more than the stock is refused */
let stockOnly: Row
beforeAll(async () => {
  stockOnly = await simple(
    's.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 20 AND s.use_config_backorders = 0 AND s.backorders = 0',
  )
  plenty = await simple(
    's.manage_stock = 1 AND s.is_in_stock = 1 AND e.pieces_per_pallet > 0 AND s.qty >= 3 * e.pieces_per_pallet',
  )
  few = await simple(
    's.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty BETWEEN 3 AND 10 AND s.use_config_backorders = 0 AND s.backorders = 0',
  )
  soldOut = await simple('s.manage_stock = 1 AND s.is_in_stock = 0')
})

describe('cart lifecycle', () => {
  it('answers an empty cart without a cookie and creates no cart for reading', async () => {
    const response = await query('cart.get')
    expect(response.status).toBe(200)
    expect(setCookies(response).size).toBe(0)
    expect(await data(response)).toMatchObject({ items: [], totalQuantity: 0, appliedCoupon: null })
  })

  it('creates a cart on the first add: HttpOnly cart and customer-group cookies, no cart id in the answer', async () => {
    const response = await mutate('cart.add', { sku: plenty.sku, quantity: 2 })
    expect(response.status).toBe(200)
    const cookies = setCookies(response)
    const cartCookie = cookies.get('vsf-cart') ?? ''
    expect(cartCookie).toMatch(/^vsf-cart=[A-Za-z0-9]{32}; /)
    expect(cartCookie).toContain('HttpOnly')
    expect(cartCookie).toContain('SameSite=Lax')
    expect(cartCookie).toContain('Path=/')
    const groupCookie = cookies.get('vsf-customer-group') ?? ''
    expect(groupCookie).toMatch(/^vsf-customer-group=0; /)
    expect(groupCookie).toContain('HttpOnly')

    const body = await response.text()
    const cartId = cartCookie.slice('vsf-cart='.length, cartCookie.indexOf(';'))
    expect(body).not.toContain(cartId)
    const cart = JSON.parse(body).result.data as CartView
    expect(cart).not.toHaveProperty('id')
    expect(cart.totalQuantity).toBe(2)
    expect(cart.items).toEqual([
      expect.objectContaining({
        sku: plenty.sku,
        quantity: 2,
        piecesPerPallet: plenty.pieces_per_pallet,
        weightPerPiece: plenty.weight,
      }),
    ])
  })

  it('reads the cart of the cookie, and never from the edge cache', async () => {
    const visitor = new Visitor()
    await visitor.add({ sku: plenty.sku, quantity: 1 })
    for (let i = 0; i < 3; i++) {
      const response = await visitor.query('cart.get')
      expect(response.headers.get('x-edge-cache')).toBe('Cart=BYPASS')
      expect((await data<CartView>(response)).totalQuantity).toBe(1)
    }
  })

  it('answers an empty cart for an unknown cart id (no error) and keeps the id: a page may have minted it', async () => {
    const response = await query('cart.get', undefined, { cookie: `vsf-cart=${mintCartId()}` })
    expect(response.status).toBe(200)
    expect(await data(response)).toMatchObject({ items: [], totalQuantity: 0 })
    expect(setCookies(response).has('vsf-cart')).toBe(false)
    // the visitor is not logged out and gets no warning
    expect(setCookies(response).has('vsf-message')).toBe(false)
  })

  it('answers the empty cart of a page-minted id without asking the backend, and keeps the id', async () => {
    const response = await query('cart.get', undefined, { cookie: `vsf-cart=${notStarted(mintCartId())}` })
    expect(response.status).toBe(200)
    expect(await data(response)).toMatchObject({ items: [], totalQuantity: 0 })
    // every commerce query names its cache status in this header: none was sent
    expect(response.headers.get('x-edge-cache')).toBeNull()
    expect(setCookies(response).has('vsf-cart')).toBe(false)
  })

  it('starts the cart of a page-minted id on the first add, under that id, and stores it as started', async () => {
    const visitor = new Visitor()
    const minted = mintCartId()
    visitor.cookies.set('vsf-cart', notStarted(minted))
    expect((await visitor.add({ sku: plenty.sku, quantity: 2 })).totalQuantity).toBe(2)
    expect(visitor.cookies.get('vsf-cart')).toBe(minted)
    expect(visitor.cookies.get('vsf-customer-group')).toBe('0')
    expect((await visitor.cart()).totalQuantity).toBe(2)
  })

  it('starts the cart under the stored id the backend does not know yet (an id minted before it was marked)', async () => {
    const visitor = new Visitor()
    const minted = mintCartId()
    visitor.cookies.set('vsf-cart', minted)
    const cart = await visitor.add({ sku: plenty.sku, quantity: 3 })
    expect(cart.totalQuantity).toBe(3)
    expect(visitor.cookies.get('vsf-cart')).toBe(minted)
    expect(visitor.cookies.get('vsf-customer-group')).toBe('0')
    expect((await visitor.cart()).totalQuantity).toBe(3)
  })

  it('recovers from a cart id with a foreign shape too', async () => {
    const visitor = new Visitor()
    visitor.cookies.set('vsf-cart', 'x')
    expect((await visitor.add({ sku: plenty.sku, quantity: 1 })).totalQuantity).toBe(1)
  })
})

describe('adding', () => {
  it('adds by the piece and by the pallet (pieces per pallet × pallets) into one line', async () => {
    const visitor = new Visitor()
    await visitor.add({ sku: plenty.sku, quantity: 5 })
    const cart = await visitor.add({ sku: plenty.sku, quantity: 2 * plenty.pieces_per_pallet })
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]?.quantity).toBe(5 + 2 * plenty.pieces_per_pallet)
    expect(cart.totalQuantity).toBe(5 + 2 * plenty.pieces_per_pallet)
    const item = cart.items[0]
    expect(item?.name).not.toBe('')
    expect(item?.urlPath).toMatch(/\.html$/)
    expect(item?.image?.url).toMatch(/^\/media\/catalog\/product\//)
    expect(item?.rowTotal).toBeCloseTo((item?.price ?? 0) * (item?.quantity ?? 0), 2)
    expect(cart.prices.taxes).toEqual([{ label: 'MwSt. 19 %', amount: expect.any(Number) }])
    expect(cart.prices.grandTotal).toBeCloseTo(cart.prices.subtotalExclTax * 1.19, 1)
  })

  it('answers the backend’s INSUFFICIENT_STOCK as BAD_REQUEST with its text to show, and keeps the cart', async () => {
    const visitor = new Visitor()
    await visitor.add({ sku: stockOnly.sku, quantity: 1 })
    const response = await visitor.mutate('cart.add', { sku: stockOnly.sku, quantity: stockOnly.qty })
    expect(response.status).toBe(400)
    const { message, data: details } = await error(response)
    expect(details).toMatchObject({ code: 'BAD_REQUEST', reason: 'INSUFFICIENT_STOCK', userMessage: message })
    expect(message).not.toBe('')
    expect((await visitor.cart()).totalQuantity).toBe(1)
  })

  it('refuses more than only_x_left_in_stock by the add-to-cart rules, with the same reason', async () => {
    const response = await mutate('cart.add', { sku: few.sku, quantity: few.qty + 1 })
    expect(response.status).toBe(400)
    const { message, data: details } = await error(response)
    expect(details.reason).toBe('INSUFFICIENT_STOCK')
    expect(details.userMessage).toBeUndefined()
    expect(message).toBe('The requested qty is not available')
    expect(setCookies(response).has('vsf-cart')).toBe(false)
  })

  it('refuses an out-of-stock product (NOT_SALABLE)', async () => {
    const response = await mutate('cart.add', { sku: soldOut.sku, quantity: 1 })
    expect(response.status).toBe(400)
    expect((await error(response)).data.reason).toBe('NOT_SALABLE')
  })

  it('refuses an unknown sku with the backend’s PRODUCT_NOT_FOUND and its text to show', async () => {
    const response = await mutate('cart.add', { sku: 'NO-SUCH-SKU', quantity: 1 })
    expect(response.status).toBe(400)
    const { message, data: details } = await error(response)
    expect(details).toMatchObject({ reason: 'PRODUCT_NOT_FOUND', userMessage: message })
    expect(message).toContain('NO-SUCH-SKU')
  })

  it('refuses a configurable product without a variant by the rules; adds it with one', async () => {
    const refusedResponse = await mutate('cart.add', { sku: '300001', quantity: 1 })
    expect(refusedResponse.status).toBe(400)
    expect((await error(refusedResponse)).data.reason).toBe('OPTIONS_REQUIRED')
    expect(setCookies(refusedResponse).has('vsf-cart')).toBe(false)

    const visitor = new Visitor()
    const white = btoa('configurable/93/2004')
    const byOptions = await visitor.add({ sku: '300001', quantity: 2, selectedOptions: [white] })
    expect(byOptions.items).toEqual([
      expect.objectContaining({
        sku: '300001-WS',
        quantity: 2,
        options: [{ label: expect.any(String), value: expect.any(String) }],
      }),
    ])
    const byVariant = await visitor.add({ sku: '300001-WS', parentSku: '300001', quantity: 1 })
    expect(byVariant.items).toHaveLength(1)
    expect(byVariant.items[0]?.quantity).toBe(3)
  })

  it.each([
    ['quantity 0', { sku: 'x', quantity: 0 }, { path: 'quantity', code: 'QUANTITY_NOT_POSITIVE' }],
    ['a fraction of a piece', { sku: 'x', quantity: 1.5 }, { path: 'quantity', code: 'QUANTITY_NOT_WHOLE' }],
    ['a quantity as text', { sku: 'x', quantity: 'ten' }, { path: 'quantity', code: 'QUANTITY_NOT_A_NUMBER' }],
    ['no sku', { quantity: 1 }, { path: 'sku', code: 'REQUIRED' }],
  ] as const)('refuses %s with 400, INVALID_INPUT and the field’s code, no text', async (_, input, issue) => {
    const response = await mutate('cart.add', input)
    expect(response.status).toBe(400)
    const body = await error(response)
    expect(body.message).toBe(`${issue.path}: ${issue.code}`)
    expect(body.data.reason).toBe('INVALID_INPUT')
    expect(body.data.inputIssues).toEqual([issue])
  })

  it('never loses a quantity when adds with the same cart cookie run in parallel', async () => {
    const visitor = new Visitor()
    await visitor.add({ sku: plenty.sku, quantity: 1 })
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        mutate('cart.add', { sku: plenty.sku, quantity: 2 }, { cookie: visitor.cookie }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200))
    expect((await visitor.cart()).totalQuantity).toBe(1 + 12 * 2)
  })

  it('converges five concurrent first adds of a new visitor on one cart with five lines', async () => {
    // The visitor opens a page (which mints the cart id), then five adds go out at once, before any cart exists.
    const visitor = new Visitor()
    visitor.keep(new Response(null, { headers: { 'set-cookie': mintedCartCookie(new Request(`${SHOP}/de`)) ?? '' } }))
    const minted = storedCart(visitor.cookies.get('vsf-cart'))
    expect(minted?.started).toBe(false)
    const skus = await Promise.all(
      [0, 1, 2, 3, 4].map(
        async (n) => (await simple(`s.manage_stock = 1 AND s.qty >= 20 AND e.entity_id % 5 = ${n}`)).sku,
      ),
    )
    const responses = await Promise.all(
      skus.map((sku) => mutate('cart.add', { sku, quantity: 1 }, { cookie: visitor.cookie })),
    )
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    for (const response of responses) visitor.keep(response)
    expect(visitor.cookies.get('vsf-cart')).toBe(minted?.id)
    const cart = await visitor.cart()
    expect(cart.items.map((item) => item.sku).sort()).toEqual([...skus].sort())
    expect(cart.totalQuantity).toBe(5)
  })
})

describe('changing lines', () => {
  it('updates a quantity, refuses 0 and more than the stock, removes a line', async () => {
    const visitor = new Visitor()
    const other = await simple(`s.manage_stock = 1 AND s.qty >= 50 AND e.sku <> '${stockOnly.sku}'`)
    await visitor.add({ sku: stockOnly.sku, quantity: 1 })
    const cart = await visitor.add({ sku: other.sku, quantity: 1 })
    const uid = cart.items.find((item) => item.sku === stockOnly.sku)?.uid as string

    const updated = data<CartView>(await visitor.mutate('cart.updateQuantity', { uid, quantity: 7 }))
    expect((await updated).items.find((item) => item.uid === uid)?.quantity).toBe(7)

    const zero = await visitor.mutate('cart.updateQuantity', { uid, quantity: 0 })
    expect(zero.status).toBe(400)
    expect((await error(zero)).data.inputIssues).toEqual([{ path: 'quantity', code: 'QUANTITY_NOT_POSITIVE' }])

    const tooMany = await visitor.mutate('cart.updateQuantity', { uid, quantity: stockOnly.qty + 1 })
    expect(tooMany.status).toBe(400)
    const tooManyError = await error(tooMany)
    expect(tooManyError.data.reason).toBe('INSUFFICIENT_STOCK')
    // updateCartItems' texts are not shown (the spec names only the add's): the browser shows the reason's message
    expect(tooManyError.data.userMessage).toBeUndefined()

    const removed = await data<CartView>(await visitor.mutate('cart.remove', { uid }))
    expect(removed.items.map((item) => item.sku)).toEqual([other.sku])
    expect(removed.totalQuantity).toBe(1)

    const again = await visitor.mutate('cart.remove', { uid })
    expect(again.status).toBe(400)
    expect((await error(again)).data.reason).toBe('CART_ITEM_NOT_FOUND')
  })
})

describe('coupons', () => {
  it('applies PLATTE10 with its label, refuses bad codes, and removes it (also by applying without a code)', async () => {
    const visitor = new Visitor()
    await visitor.add({ sku: plenty.sku, quantity: 10 })

    const applied = await data<CartView>(await visitor.mutate('cart.applyCoupon', { code: 'platte10' }))
    expect(applied.appliedCoupon).toBe('PLATTE10')
    expect(applied.prices.discounts).toHaveLength(1)
    const discount = applied.prices.discounts[0]
    expect(discount?.amount).toBeCloseTo(applied.prices.subtotalExclTax * 0.1, 2)
    expect(discount?.label).not.toBe('')

    const second = await visitor.mutate('cart.applyCoupon', { code: 'LAGER25' })
    expect(second.status).toBe(400)
    expect((await error(second)).data.reason).toBe('COUPON_ALREADY_APPLIED')

    const removedByEmpty = await data<CartView>(await visitor.mutate('cart.applyCoupon', { code: '' }))
    expect(removedByEmpty.appliedCoupon).toBeNull()
    expect(removedByEmpty.prices.discounts).toEqual([])

    for (const code of ['SOMMER15', 'ALTKUNDE5', 'NOPE']) {
      const bad = await visitor.mutate('cart.applyCoupon', { code })
      expect(bad.status).toBe(400)
      expect((await error(bad)).data.reason).toBe('COUPON_INVALID')
    }

    await visitor.mutate('cart.applyCoupon', { code: 'LAGER25' })
    const removed = await data<CartView>(await visitor.mutate('cart.removeCoupon', undefined))
    expect(removed.appliedCoupon).toBeNull()
  })

  it('answers a coupon on an empty cart with CART_EMPTY, not COUPON_INVALID (the cart check tells them apart)', async () => {
    const response = await mutate('cart.applyCoupon', { code: 'PLATTE10' })
    expect(response.status).toBe(400)
    expect((await error(response)).data.reason).toBe('CART_EMPTY')
  })
})

describe('external checkout', () => {
  it('is not there while appConfig.externalCheckout is disabled', async () => {
    const response = await api.fetch(new Request(`${SHOP}/api/checkout/external?locale=de`))
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
