import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_LINE_QUANTITY, QUICK_ORDER_MAX_LINES } from '../../../contract/add-to-cart-rules'
import type { AddLinesResult, CheckedLineView } from '../../../contract/quick-order'
import { type Row, setPiecesPerPallet, simple } from './seeded'
import { data, error, mutate, query } from './trpc'
import { Visitor } from './visitor'

/** Quick order: quickOrder.check and cart.addLines through the Hono app, against the real commerce Worker. */
let plenty: Row // managed stock, enough for pallets
let few: Row // managed stock, at most 10 pieces, sold from stock only (backorders off): more is refused
let soldOut: Row
let loose: Row // in stock, no pallet size
beforeAll(async () => {
  plenty = await simple(
    's.manage_stock = 1 AND s.is_in_stock = 1 AND e.pieces_per_pallet > 0 AND s.qty >= 3 * e.pieces_per_pallet',
  )
  few = await simple(
    's.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty BETWEEN 3 AND 10 AND s.use_config_backorders = 0 AND s.backorders = 0',
  )
  soldOut = await simple('s.manage_stock = 1 AND s.is_in_stock = 0')
  // Every seeded item of the stock list has a pallet size: one loses it for this file, as items sold loose have none.
  loose = await simple('s.is_in_stock = 1 AND s.manage_stock = 0')
  await setPiecesPerPallet(loose.sku, null)
})
afterAll(() => setPiecesPerPallet(loose.sku, loose.pieces_per_pallet))

const check = async (lines: unknown) => data<CheckedLineView[]>(await query('quickOrder.check', { lines }))

describe('quickOrder.check', () => {
  it('finds each line in one call: product, pallet size, price, line total, and what the rules say', async () => {
    const lines = await check([
      { sku: plenty.sku, quantity: 3 },
      { sku: 'NO-SUCH-ITEM', quantity: 1 },
      { sku: soldOut.sku, quantity: 1 },
      { sku: few.sku, quantity: few.qty + 1 },
      { sku: plenty.sku, quantity: 2 },
    ])
    expect(lines.map(({ sku, quantity, problem }) => ({ sku, quantity, problem }))).toEqual([
      { sku: plenty.sku, quantity: 5, problem: null },
      { sku: 'NO-SUCH-ITEM', quantity: 1, problem: 'PRODUCT_NOT_FOUND' },
      { sku: soldOut.sku, quantity: 1, problem: 'NOT_SALABLE' },
      { sku: few.sku, quantity: few.qty + 1, problem: 'INSUFFICIENT_STOCK' },
    ])
    const [found, missing] = lines
    expect(found?.product).toMatchObject({ sku: plenty.sku, piecesPerPallet: plenty.pieces_per_pallet })
    expect(found?.product?.name).toBeTruthy()
    expect(found?.lineTotal).toBeCloseTo((found?.product?.price.value ?? 0) * 5, 2)
    expect(missing).toMatchObject({ product: null, lineTotal: null })
  })

  it('counts pallets by the item’s pallet size and merges them with pieces of the same item number', async () => {
    const [line] = await check([
      { sku: plenty.sku, quantity: 2, unit: 'pallet' },
      { sku: plenty.sku, quantity: 3, unit: 'piece' },
    ])
    expect(line).toMatchObject({ sku: plenty.sku, quantity: 2 * Number(plenty.pieces_per_pallet) + 3, problem: null })
  })

  it('does not guess pallets of an item without a pallet size, and flags lines over the cap of a cart line', async () => {
    const overCap = Math.ceil((MAX_LINE_QUANTITY + 1) / Number(plenty.pieces_per_pallet))
    const lines = await check([
      { sku: loose.sku, quantity: 2, unit: 'pallet' },
      { sku: plenty.sku, quantity: overCap, unit: 'pallet' },
      { sku: few.sku, quantity: MAX_LINE_QUANTITY },
      { sku: few.sku, quantity: 1 },
    ])
    expect(lines.map(({ sku, problem }) => ({ sku, problem }))).toEqual([
      { sku: loose.sku, problem: 'NOT_SOLD_BY_PALLET' },
      { sku: plenty.sku, problem: 'QUANTITY_TOO_LARGE' },
      { sku: few.sku, problem: 'QUANTITY_TOO_LARGE' },
    ])
  })

  it('matches item numbers without regard to case and answers the shop’s spelling', async () => {
    const sku = `${plenty.sku}`.toLowerCase()
    const [line] = await check([{ sku, quantity: 1 }])
    expect(line?.product?.sku).toBe(plenty.sku)
  })

  it.each([
    ['no lines', []],
    ['too many lines', Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => ({ sku: `X${i}`, quantity: 1 }))],
    ['a quantity of 0', [{ sku: '100002', quantity: 0 }]],
    ['a fraction of a piece', [{ sku: '100002', quantity: 1.5 }]],
    ['a quantity as text', [{ sku: '100002', quantity: 'viele' }]],
    ['a quantity over the cap of a cart line', [{ sku: '100002', quantity: MAX_LINE_QUANTITY + 1 }]],
    ['a unit the shop does not know', [{ sku: '100002', quantity: 2, unit: 'Karton' }]],
    ['an empty item number', [{ sku: ' ', quantity: 1 }]],
    ['an item number too long', [{ sku: 'x'.repeat(65), quantity: 1 }]],
    ['lines that are not lines', 'abc'],
  ])('refuses %s as invalid input, never with a 5xx', async (_, lines) => {
    const response = await query('quickOrder.check', { lines })
    expect(response.status).toBe(400)
    expect((await error(response)).data.reason).toBe('INVALID_INPUT')
  })

  it('names the limit when there are too many lines', async () => {
    const lines = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => ({ sku: `X${i}`, quantity: 1 }))
    const response = await query('quickOrder.check', { lines })
    expect((await error(response)).data.inputIssues).toEqual([{ path: 'lines', code: 'ORDER_LINES_TOO_MANY' }])
  })
})

describe('quickOrder.check prices and counts as the cart will (issue 30)', () => {
  it('shows the tier price the quantity reaches: the lines and their total equal the cart’s', async () => {
    const lines = [
      { sku: '100002', quantity: 2, unit: 'pallet' },
      { sku: plenty.sku, quantity: 7 },
    ]
    const checked = await check(lines)
    const visitor = new Visitor()
    const { cart } = await data<AddLinesResult>(await visitor.mutate('cart.addLines', { lines }))
    expect(checked[0]?.lineTotal).toBe(6249.44)
    for (const line of checked) {
      const item = cart?.items.find((i) => i.sku === line.sku)
      expect({ unitPrice: line.unitPrice, lineTotal: line.lineTotal }).toEqual({
        unitPrice: item?.price,
        lineTotal: item?.rowTotal,
      })
    }
    const cents = checked.reduce((sum, line) => sum + Math.round((line.lineTotal ?? 0) * 100), 0)
    expect(cents / 100).toBe(cart?.prices.subtotalExclTax)
  })

  it('says how many there are of an item sold from stock only when a line asks for more', async () => {
    const cut = await simple(
      's.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty > 10 AND s.use_config_backorders = 0 AND s.backorders = 0',
    )
    const [line] = await check([{ sku: cut.sku, quantity: cut.qty + 1 }])
    expect(line).toMatchObject({ problem: 'INSUFFICIENT_STOCK', product: { orderableQuantity: cut.qty } })
  })
})

describe('cart.addLines', () => {
  it('adds the valid lines in one call and names the refused ones by reason; the cart holds the added', async () => {
    const visitor = new Visitor()
    const response = await visitor.mutate('cart.addLines', {
      lines: [
        { sku: 'NO-SUCH-ITEM', quantity: 1 },
        { sku: plenty.sku, quantity: 2 },
        { sku: soldOut.sku, quantity: 1 },
        { sku: few.sku, quantity: 1 },
      ],
    })
    expect(response.status).toBe(200)
    const result = await data<AddLinesResult>(response)
    expect(result.lines).toEqual([
      { sku: 'NO-SUCH-ITEM', quantity: 1, added: false, reason: 'PRODUCT_NOT_FOUND', message: null },
      { sku: plenty.sku, quantity: 2, added: true, reason: null, message: null },
      { sku: soldOut.sku, quantity: 1, added: false, reason: 'NOT_SALABLE', message: null },
      { sku: few.sku, quantity: 1, added: true, reason: null, message: null },
    ])
    expect(result.cart?.totalQuantity).toBe(3)
    const cart = await visitor.cart()
    expect(cart.items.map(({ sku, quantity }) => [sku, quantity]).sort()).toEqual(
      [
        [plenty.sku, 2],
        [few.sku, 1],
      ].sort(),
    )
  })

  it('reports the backend’s own refusal on the right line when others go in (partial success)', async () => {
    const visitor = new Visitor('en')
    await visitor.add({ sku: few.sku, quantity: few.qty - 1 })
    // The rules allow 2 (≤ only_x_left_in_stock), but with the pieces already in the cart the stock is short.
    const result = await data<AddLinesResult>(
      await visitor.mutate('cart.addLines', {
        lines: [
          { sku: few.sku, quantity: 2 },
          { sku: plenty.sku, quantity: 1 },
        ],
      }),
    )
    expect(result.lines).toEqual([
      { sku: few.sku, quantity: 2, added: false, reason: 'INSUFFICIENT_STOCK', message: expect.any(String) },
      { sku: plenty.sku, quantity: 1, added: true, reason: null, message: null },
    ])
    expect(result.cart?.items.find((item) => item.sku === few.sku)?.quantity).toBe(few.qty - 1)
    expect(result.cart?.items.find((item) => item.sku === plenty.sku)?.quantity).toBe(1)
  })

  it('adds pallets as their pieces and leaves a line over the cap out', async () => {
    const visitor = new Visitor()
    const pallet = Number(plenty.pieces_per_pallet)
    const result = await data<AddLinesResult>(
      await visitor.mutate('cart.addLines', {
        lines: [
          { sku: plenty.sku, quantity: 1, unit: 'pallet' },
          { sku: loose.sku, quantity: MAX_LINE_QUANTITY },
          { sku: loose.sku, quantity: 1 },
        ],
      }),
    )
    expect(result.lines).toEqual([
      { sku: plenty.sku, quantity: pallet, added: true, reason: null, message: null },
      { sku: loose.sku, quantity: MAX_LINE_QUANTITY + 1, added: false, reason: 'QUANTITY_TOO_LARGE', message: null },
    ])
    expect((await visitor.cart()).items.map(({ sku, quantity }) => [sku, quantity])).toEqual([[plenty.sku, pallet]])
  })

  it('sends nothing and starts no cart when no line can go in', async () => {
    const visitor = new Visitor()
    const result = await data<AddLinesResult>(
      await visitor.mutate('cart.addLines', { lines: [{ sku: soldOut.sku, quantity: 1 }] }),
    )
    expect(result).toEqual({
      cart: null,
      lines: [{ sku: soldOut.sku, quantity: 1, added: false, reason: 'NOT_SALABLE', message: null }],
    })
    expect(visitor.cookies.has('vsf-cart')).toBe(false)
  })

  it.each([
    ['no lines', { lines: [] }],
    ['no input', undefined],
    ['a negative quantity', { lines: [{ sku: '100002', quantity: -3 }] }],
    ['a line without an item number', { lines: [{ quantity: 3 }] }],
  ])('refuses %s as invalid input, never with a 5xx', async (_, input) => {
    const response = await mutate('cart.addLines', input)
    expect(response.status).toBe(400)
    expect((await error(response)).data.reason).toBe('INVALID_INPUT')
  })
})

describe('quick order at its documented maximum (issue 29: D1 binds at most 100 parameters)', () => {
  let skus: string[]
  beforeAll(async () => {
    const { results } = await (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB.prepare(
      `SELECT e.sku FROM catalog_product_entity e JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
       WHERE e.type_id = 'simple' AND e.visibility = 4 AND s.is_in_stock = 1 AND (s.manage_stock = 0 OR s.qty >= 1)
       ORDER BY e.entity_id LIMIT ?`,
    )
      .bind(QUICK_ORDER_MAX_LINES)
      .all<{ sku: string }>()
    skus = results.map((r) => r.sku)
    expect(skus).toHaveLength(QUICK_ORDER_MAX_LINES)
  })

  it.each([QUICK_ORDER_MAX_LINES - 1, QUICK_ORDER_MAX_LINES])('checks %i lines of different items', async (length) => {
    const lines = await check(skus.slice(0, length).map((sku) => ({ sku, quantity: 1 })))
    expect(lines).toHaveLength(length)
    expect(lines.filter((line) => line.product === null)).toEqual([])
  })

  it.each([QUICK_ORDER_MAX_LINES - 1, QUICK_ORDER_MAX_LINES])('adds %i lines in one call', async (length) => {
    const visitor = new Visitor('en')
    const response = await visitor.mutate('cart.addLines', {
      lines: skus.slice(0, length).map((sku) => ({ sku, quantity: 1 })),
    })
    expect(response.status).toBe(200)
    const result = await data<AddLinesResult>(response)
    expect(result.lines.filter((line) => !line.added)).toEqual([])
    expect(result.cart?.totalQuantity).toBe(length)
  })
})

describe('quick order of a configurable product (a foam board and its colours)', () => {
  const parent = '300012'
  const white = '300012-WS'

  it('orders a variant by its own item number, the one its product page shows', async () => {
    const [line] = await check([{ sku: white.toLowerCase(), quantity: 2 }])
    expect(line).toMatchObject({ sku: white, quantity: 2, parentSku: parent, problem: null, variants: [] })
    expect(line?.product).toMatchObject({ sku: white, typename: 'SimpleProduct' })
    expect(line?.lineTotal).toBeCloseTo((line?.product?.price.value ?? 0) * 2, 2)
  })

  it('offers the variants of a configurable product’s number to choose from', async () => {
    const [line] = await check([{ sku: parent, quantity: 10 }])
    expect(line).toMatchObject({ sku: parent, problem: 'OPTIONS_REQUIRED', parentSku: null })
    expect(line?.variants.map((variant) => variant.sku)).toContain(white)
    expect(line?.variants.every((variant) => variant.color && variant.path === line.product?.path)).toBe(true)
  })

  it('adds the variant to the cart as its configurable product’s line', async () => {
    const visitor = new Visitor()
    const result = await data<AddLinesResult>(
      await visitor.mutate('cart.addLines', { lines: [{ sku: white, quantity: 3 }] }),
    )
    expect(result.lines).toEqual([{ sku: white, quantity: 3, added: true, reason: null, message: null }])
    expect((await visitor.cart()).items.map(({ sku, quantity }) => [sku, quantity])).toEqual([[white, 3]])
  })
})
