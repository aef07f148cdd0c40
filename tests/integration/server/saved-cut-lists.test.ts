import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CartView } from '../../../contract/cart'
import type { CutToSizeOffer } from '../../../contract/cut-to-size'
import type { ProductView } from '../../../contract/product'
import type { WishlistAllToCartView, WishlistToCartView, WishlistView } from '../../../contract/wishlist'
import { PASSWORD, signedInCustomer } from '../commerce/customer-helpers'
import { data, error } from './trpc'
import { Visitor } from './visitor'

/**
 * Cut lists kept in the account through the storefront Worker: wishlist.saveCutList keeps a sheet's cut list on the
 * wishlist (commerce checks it as the cart does, a refusal comes with its rows as codes), the wishlist answers its
 * pieces and figures, and its "add to cart" (one item, or all) makes it a cut line again while the list stays.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB

/** A pressed sheet: it offers the edge's drop-down beside the cut list and the offcut. */
async function pressedSheet(): Promise<string> {
  const row = await db
    .prepare(
      `SELECT e.sku FROM catalog_product_entity e
       JOIN catalog_product_option o ON o.product_id = e.entity_id AND o.type = 'drop_down'
       JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
       WHERE e.type_id = 'simple' AND e.visibility = 4 AND s.is_in_stock = 1 ORDER BY e.entity_id LIMIT 1`,
    )
    .first<{ sku: string }>()
  if (!row) throw new Error('no seeded pressed sheet')
  return row.sku
}

let sequence = 0
async function customer(store: 'de' | 'en'): Promise<Visitor> {
  const { email } = await signedInCustomer({}, store)
  const browser = new Visitor(store, { 'cf-connecting-ip': `192.0.2.${++sequence % 250}`, 'x-captcha-token': 'pass' })
  await data(await browser.mutate('customer.signIn', { email, password: PASSWORD }))
  return browser
}

const PIECES = [
  { length: 480, width: 320, quantity: 12 },
  { length: 600, width: 400, quantity: 4 },
]

async function cutListFor(visitor: Visitor, sku: string, pieces = PIECES) {
  const offer = (await data<ProductView>(await visitor.query('catalog.product', { sku }))).cutToSize as CutToSizeOffer
  const milled = offer.edges.find((edge) => edge.value === 'milled')?.uid as string
  const keep = offer.offcuts.find((offcut) => offcut.value === 'keep')?.uid as string
  return { pieces, cutListUid: offer.cutListUid, choiceUids: [milled, keep] }
}

let sheetSku: string
beforeAll(async () => {
  sheetSku = await pressedSheet()
})

it('asks a guest to sign in without calling the shop', async () => {
  const guest = new Visitor('en')
  const cutList = await cutListFor(guest, sheetSku)
  const refusal = await error(await guest.mutate('wishlist.saveCutList', { sku: sheetSku, cutList }))
  expect(refusal.data.reason).toBe('NOT_AUTHORIZED')
})

describe.each(['de', 'en'] as const)('a saved cut list in the %s store view', (store) => {
  it('is kept on the wishlist with its pieces, edge, offcut and sheets, apart from the whole sheet', async () => {
    const browser = await customer(store)
    await data(await browser.mutate('wishlist.add', { sku: sheetSku }))
    const cutList = await cutListFor(browser, sheetSku)
    const wishlist = await data<WishlistView>(await browser.mutate('wishlist.saveCutList', { sku: sheetSku, cutList }))
    expect(wishlist.items.map((item) => [item.product.sku, item.cutList?.pieces ?? null])).toEqual([
      [sheetSku, null],
      [sheetSku, PIECES],
    ])
    expect(wishlist.items[1]?.cutList).toMatchObject({
      edge: store === 'de' ? 'gefräst' : 'milled',
      offcut: store === 'de' ? 'behalten' : 'keep',
    })
    expect(wishlist.items[1]?.cutList?.sheets).toBeGreaterThan(0)
  })

  it('is refused with the row the sheet cannot give, as a code', async () => {
    const browser = await customer(store)
    const cutList = await cutListFor(browser, sheetSku, [PIECES[0], { length: 9000, width: 300, quantity: 1 }] as never)
    const refusal = await error(await browser.mutate('wishlist.saveCutList', { sku: sheetSku, cutList }))
    expect(refusal.data.reason).toBe('CUT_LIST_REFUSED')
    expect(refusal.data.cutListIssues).toEqual([{ row: 2, code: 'PIECE_TOO_LARGE' }])
    expect((await data<WishlistView>(await browser.query('wishlist.get'))).items).toEqual([])
  })

  it('goes to the cart as a cut line with the same pieces and sheets, and stays in the account', async () => {
    const browser = await customer(store)
    const cutList = await cutListFor(browser, sheetSku)
    const saved = await data<WishlistView>(await browser.mutate('wishlist.saveCutList', { sku: sheetSku, cutList }))
    const [item] = saved.items
    const moved = await data<WishlistToCartView>(await browser.mutate('wishlist.addToCart', { itemId: item?.id }))
    expect(moved.wishlist.items.map((kept) => kept.id)).toEqual([item?.id])
    const cart = await data<CartView>(await browser.query('cart.get'))
    const [line] = cart.items
    expect(line?.cutList?.pieces).toEqual(PIECES)
    expect(line?.quantity).toBe(item?.cutList?.sheets)
    expect(line?.cutList?.total).toBe(item?.cutList?.total)

    const all = await data<WishlistAllToCartView>(await browser.mutate('wishlist.addAllToCart', {}))
    expect(all).toMatchObject({ addedCount: 1, refusals: [] })
    const twice = await data<CartView>(await browser.query('cart.get'))
    expect(twice.items.map((cut) => cut.cutList?.pieces)).toEqual([PIECES, PIECES])
  })
})
