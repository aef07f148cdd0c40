import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CutToSizeOffer } from '../../../contract/cut-to-size'
import { type ProductView, unitPriceAt } from '../../../contract/product'
import type { CheckedLineView } from '../../../contract/quick-order'
import type { RequestDetailView, RequestPlacedView, RequestReorderView } from '../../../contract/request'
import { cutListPrice, nest } from '../../../rules/cut-list'
import { signedInCustomer } from '../commerce/customer-helpers'
import { data as commerceData } from '../commerce/graphql'
import { ADDRESS } from '../commerce/request-helpers'
import { data, error } from './trpc'
import { Visitor } from './visitor'

/**
 * Cut to size through the storefront Worker: a sheet's product page offers its cut list with the store's settings
 * and Magento's option uids, cart.add carries the pieces to commerce, which nests and prices them (the line's
 * quantity is the sheets), and a piece the sheet cannot give is refused with its row, as a code.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB

/** The first listed simple product with a custom option of this type (a pressed sheet: the edge's drop-down). */
async function skuWithOption(type: string, inStock = true): Promise<string> {
  const row = await db
    .prepare(
      `SELECT e.sku FROM catalog_product_entity e
       JOIN catalog_product_option o ON o.product_id = e.entity_id AND o.type = ?
       JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
       WHERE e.type_id = 'simple' AND e.visibility = 4 AND (s.is_in_stock = 1 OR ? = 0) ORDER BY e.entity_id LIMIT 1`,
    )
    .bind(type, inStock ? 1 : 0)
    .first<{ sku: string }>()
  if (!row) throw new Error(`no seeded product with a ${type} option`)
  return row.sku
}

/** A listed simple product without any custom option, e.g. a rod. */
async function skuWithoutOptions(): Promise<string> {
  const row = await db
    .prepare(
      `SELECT e.sku FROM catalog_product_entity e WHERE e.type_id = 'simple' AND e.visibility = 4
       AND NOT EXISTS (SELECT 1 FROM catalog_product_option o WHERE o.product_id = e.entity_id)
       ORDER BY e.entity_id LIMIT 1`,
    )
    .first<{ sku: string }>()
  if (!row) throw new Error('no seeded product without options')
  return row.sku
}

const product = async (visitor: Visitor, sku: string) =>
  data<ProductView>(await visitor.query('catalog.product', { sku }))

function cutListOf(offer: CutToSizeOffer, pieces: { length: number; width: number; quantity: number }[]) {
  const milled = offer.edges.find((edge) => edge.value === 'milled')
  const keep = offer.offcuts.find((offcut) => offcut.value === 'keep')
  return {
    pieces,
    cutListUid: offer.cutListUid,
    choiceUids: [milled?.uid, keep?.uid].filter((uid): uid is string => uid !== undefined),
  }
}

let sheetSku: string
beforeAll(async () => {
  sheetSku = await skuWithOption('drop_down')
})

describe.each(['de', 'en'] as const)('cut to size in the %s store view', (store) => {
  it("offers a sheet's cut list with the store's settings and the options' uids; a rod offers none", async () => {
    const visitor = new Visitor(store)
    const sheet = await product(visitor, sheetSku)
    const offer = sheet.cutToSize
    expect(offer).not.toBeNull()
    expect(offer?.sheet).toEqual({
      length: sheet.attributes.length,
      width: sheet.attributes.width,
      thickness: sheet.attributes.strength,
    })
    expect(offer?.settings.maxPieces).toBeGreaterThan(0)
    expect(offer?.settings.tolerances.length).toBeGreaterThan(0)
    expect(offer?.edges.map((edge) => edge.value)).toEqual(['sawn', 'milled'])
    expect(offer?.offcuts.map((offcut) => offcut.value)).toEqual(['ship', 'keep'])
    expect(offer?.edges[0]?.label).toBe(store === 'de' ? 'gesägt' : 'sawn')
    expect((await product(visitor, await skuWithoutOptions())).cutToSize).toBeNull()
  })

  it("quick order tells a sheet's line, which leads to its cut list, from a rod's", async () => {
    const rod = await skuWithoutOptions()
    const lines = [
      { sku: sheetSku, quantity: 1 },
      { sku: rod, quantity: 1 },
    ]
    const checked = await data<CheckedLineView[]>(await new Visitor(store).query('quickOrder.check', { lines }))
    expect(checked.map((line) => [line.sku, line.cutToSize])).toEqual([
      [sheetSku, true],
      [rod, false],
    ])
  })

  it('adds a cut list: the line holds the pieces, the sheets they need and the price the rule gives', async () => {
    const visitor = new Visitor(store)
    const sheet = await product(visitor, sheetSku)
    const offer = sheet.cutToSize as CutToSizeOffer
    const pieces = [
      { length: 480, width: 320, quantity: 12 },
      { length: 600.5, width: 250, quantity: 3 },
      { length: 300, width: 300, quantity: 4 },
    ]
    const nesting = nest(pieces, offer.sheet, offer.settings)
    const expected = cutListPrice(nesting, offer.sheet, 'milled', offer.settings, (sheets) =>
      unitPriceAt(sheet.price.value, sheet.tierPrices, sheets),
    )
    // The quantity sent is not trusted: commerce counts the sheets itself.
    const cart = await visitor.add({ sku: sheetSku, quantity: 99, cutList: cutListOf(offer, pieces) })
    const line = cart.items.find((item) => item.sku === sheetSku)
    expect(line?.cutList?.pieces).toEqual(pieces)
    expect(line?.quantity).toBe(expected.sheets)
    expect(line?.cutList).toMatchObject({
      sheets: expected.sheets,
      sheetPrice: expected.sheetPrice,
      cutMetres: expected.cutMetres,
      cutChargePerSheet: expected.cutChargePerSheet,
      cutCharge: expected.cutCharge,
      total: expected.total,
      edge: store === 'de' ? 'gefräst' : 'milled',
      offcut: store === 'de' ? 'behalten' : 'keep',
    })
    expect(line?.price).toBeCloseTo(expected.sheetPrice + expected.cutChargePerSheet, 2)
    expect(line?.rowTotal).toBeCloseTo(expected.total, 2)
    expect(line?.cutList?.layout).toHaveLength(expected.sheets)
  })

  it('adds the same sheet with another cut list as a line of its own', async () => {
    const visitor = new Visitor(store)
    const offer = (await product(visitor, sheetSku)).cutToSize as CutToSizeOffer
    await visitor.add({
      sku: sheetSku,
      quantity: 1,
      cutList: cutListOf(offer, [{ length: 400, width: 400, quantity: 2 }]),
    })
    const cart = await visitor.add({
      sku: sheetSku,
      quantity: 1,
      cutList: cutListOf(offer, [{ length: 500, width: 200, quantity: 5 }]),
    })
    expect(cart.items.filter((item) => item.sku === sheetSku)).toHaveLength(2)
  })

  it('refuses a piece larger than the sheet with a typed reason naming its row, and adds nothing', async () => {
    const visitor = new Visitor(store)
    const offer = (await product(visitor, sheetSku)).cutToSize as CutToSizeOffer
    const tooLarge = { length: offer.sheet.length + 100, width: offer.sheet.width + 100, quantity: 1 }
    const response = await visitor.mutate('cart.add', {
      sku: sheetSku,
      quantity: 1,
      cutList: cutListOf(offer, [{ length: 480, width: 320, quantity: 2 }, tooLarge]),
    })
    expect(response.status).toBe(400)
    const { data: reason } = await error(response)
    expect(reason.reason).toBe('CUT_LIST_REFUSED')
    expect(reason.cutListIssues).toEqual([{ row: 2, code: 'PIECE_TOO_LARGE' }])
    expect((await visitor.cart()).items).toHaveLength(0)
  })
})

it('cuts a foam board (a configurable product) in the colour chosen', async () => {
  const row = await db
    .prepare(
      `SELECT e.sku FROM catalog_product_entity e
       JOIN catalog_product_option o ON o.product_id = e.entity_id AND o.type = 'area'
       WHERE e.type_id = 'configurable' AND e.visibility = 4 ORDER BY e.entity_id LIMIT 1`,
    )
    .first<{ sku: string }>()
  const visitor = new Visitor('de')
  const foam = await product(visitor, row?.sku ?? '')
  const variant = foam.variants.find((entry) => entry.availability !== 'OUT_OF_STOCK') ?? foam.variants[0]
  const pieces = [{ length: 400, width: 300, quantity: 3 }]
  const cart = await visitor.add({
    sku: variant?.sku,
    parentSku: foam.sku,
    selectedOptions: variant?.optionValueUids,
    quantity: 1,
    cutList: cutListOf(foam.cutToSize as CutToSizeOffer, pieces),
  })
  const line = cart.items.find((item) => item.sku === variant?.sku)
  expect(line?.cutList?.pieces).toEqual(pieces)
  expect(line?.options).toHaveLength(1)
})

describe('a request with a cut list', () => {
  it('lists the pieces and options on the request, and Reorder puts the cut list back into the cart', async () => {
    const { token } = await signedInCustomer({}, 'de')
    await commerceData('mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }', {
      token,
      variables: { input: { ...ADDRESS, default_billing: true, default_shipping: true } },
    })
    const browser = new Visitor('de')
    browser.cookies.set('vsf-customer', token)
    browser.cookies.set('vsf-cart', (await commerceData('{ customerCart { id } }', { token })).customerCart.id)
    const offer = (await product(browser, sheetSku)).cutToSize as CutToSizeOffer
    const pieces = [
      { length: 480, width: 320, quantity: 12 },
      { length: 250, width: 125.5, quantity: 6 },
    ]
    const added = await browser.add({ sku: sheetSku, quantity: 1, cutList: cutListOf(offer, pieces) })
    const sheets = added.items[0]?.quantity
    const placed = await data<RequestPlacedView>(await browser.mutate('request.place', { type: 'quote' }))

    const detail = await data<RequestDetailView>(await browser.query('request.detail', { number: placed.number }))
    expect(detail.lines[0]?.pieces).toEqual(pieces)
    expect(detail.lines[0]?.quantity).toBe(sheets)
    expect(detail.lines[0]?.options).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: 'gefräst' }),
        expect.objectContaining({ value: 'behalten' }),
      ]),
    )

    const reordered = await data<RequestReorderView>(await browser.mutate('request.reorder', { number: placed.number }))
    expect(reordered.refused).toEqual([])
    const line = reordered.cart.items.find((item) => item.sku === sheetSku)
    expect(line?.cutList?.pieces).toEqual(pieces)
    expect(line?.quantity).toBe(sheets)
    // The cart the lines went into is the browser's cart from now on.
    expect((await browser.cart()).items.map((item) => item.cutList?.pieces)).toEqual([pieces])
  })
})
