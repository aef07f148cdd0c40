import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CartView } from '../../../contract/cart'
import type { CutToSizeOffer } from '../../../contract/cut-to-size'
import { type ProductView, unitPriceAt } from '../../../contract/product'
import { type CutPiece, cutListPrice, nest } from '../../../rules/cut-list'
import { data, error } from './trpc'
import { Visitor } from './visitor'

/**
 * Editing a cut list from its cart line: cart.updateCutList sends the new pieces, edge and offcut to commerce's
 * updateCartItems, which nests and prices the line again; a list it refuses names the row, and the line stays.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB

let sheetSku: string
beforeAll(async () => {
  // A pressed sheet in stock: it offers sawn and milled edges.
  const row = await db
    .prepare(
      `SELECT e.sku FROM catalog_product_entity e
       JOIN catalog_product_option o ON o.product_id = e.entity_id AND o.type = 'drop_down'
       JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id AND s.is_in_stock = 1
       WHERE e.type_id = 'simple' AND e.visibility = 4 ORDER BY e.entity_id LIMIT 1`,
    )
    .first<{ sku: string }>()
  if (!row) throw new Error('no seeded pressed sheet')
  sheetSku = row.sku
})

const choice = <T extends { value: string; uid: string }>(choices: T[], value: string) =>
  choices.find((entry) => entry.value === value)?.uid as string

async function cutLine(store: 'de' | 'en') {
  const visitor = new Visitor(store)
  const sheet = await data<ProductView>(await visitor.query('catalog.product', { sku: sheetSku }))
  const offer = sheet.cutToSize as CutToSizeOffer
  const pieces = [{ length: 480, width: 320, quantity: 2 }]
  const cutList = { pieces, cutListUid: offer.cutListUid, choiceUids: [choice(offer.edges, 'sawn')] }
  const cart = await visitor.add({ sku: sheetSku, quantity: 1, cutList })
  return { visitor, sheet, offer, cart, line: cart.items[0] as CartView['items'][number] }
}

describe.each(['de', 'en'] as const)('editing a cut line in the %s store view', (store) => {
  it("answers the line's sheet and option uids, the edit's starting point", async () => {
    const { offer, line } = await cutLine(store)
    expect(line.cutList?.productSku).toBe(sheetSku)
    expect(line.cutList?.cutListUid).toBe(offer.cutListUid)
    expect(line.cutList?.edgeUid).toBe(choice(offer.edges, 'sawn'))
    expect(line.cutList?.edge).toBe(store === 'de' ? 'gesägt' : 'sawn')
  })

  it('replaces the pieces, edge and offcut: the sheets and the price are what commerce computes anew', async () => {
    const { visitor, sheet, offer, line } = await cutLine(store)
    const pieces: CutPiece[] = [
      { length: 480, width: 320, quantity: 30 },
      { length: 900, width: 600, quantity: 4 },
    ]
    const choiceUids = [choice(offer.edges, 'milled'), choice(offer.offcuts, 'keep')]
    const expected = cutListPrice(
      nest(pieces, offer.sheet, offer.settings),
      offer.sheet,
      'milled',
      offer.settings,
      (n) => unitPriceAt(sheet.price.value, sheet.tierPrices, n),
    )
    const cart = await data<CartView>(
      await visitor.mutate('cart.updateCutList', {
        uid: line.uid,
        cutList: { pieces, cutListUid: offer.cutListUid, choiceUids },
      }),
    )
    expect(cart.items).toHaveLength(1)
    const edited = cart.items[0]
    expect(edited?.uid).toBe(line.uid)
    expect(edited?.cutList?.pieces).toEqual(pieces)
    expect(edited?.quantity).toBe(expected.sheets)
    expect(expected.sheets).toBeGreaterThan(line.quantity)
    expect(edited?.cutList).toMatchObject({
      sheets: expected.sheets,
      cutCharge: expected.cutCharge,
      total: expected.total,
      edge: store === 'de' ? 'gefräst' : 'milled',
      offcut: store === 'de' ? 'behalten' : 'keep',
      edgeUid: choiceUids[0],
      offcutUid: choiceUids[1],
    })
    expect(edited?.rowTotal).toBeCloseTo(expected.total, 2)
    expect(await visitor.cart()).toEqual(cart)
  })

  it("refuses a piece larger than the sheet with the row's code and leaves the line as it was", async () => {
    const { visitor, offer, line } = await cutLine(store)
    const before = await visitor.cart()
    const tooLarge = { length: offer.sheet.length + 100, width: offer.sheet.width + 100, quantity: 1 }
    const response = await visitor.mutate('cart.updateCutList', {
      uid: line.uid,
      cutList: {
        pieces: [{ length: 480, width: 320, quantity: 5 }, tooLarge],
        cutListUid: offer.cutListUid,
        choiceUids: [],
      },
    })
    expect(response.status).toBe(400)
    const { data: reason } = await error(response)
    expect(reason.reason).toBe('CUT_LIST_REFUSED')
    expect(reason.cutListIssues).toEqual([{ row: 2, code: 'PIECE_TOO_LARGE' }])
    expect(await visitor.cart()).toEqual(before)
  })

  it('refuses a chosen value that is no option value, and a line that is not in the cart', async () => {
    const { visitor, offer, line } = await cutLine(store)
    const pieces = [{ length: 300, width: 300, quantity: 1 }]
    const badChoice = await visitor.mutate('cart.updateCutList', {
      uid: line.uid,
      cutList: { pieces, cutListUid: offer.cutListUid, choiceUids: ['not-a-uid'] },
    })
    expect((await error(badChoice)).data.reason).toBe('INVALID_INPUT')
    const gone = await visitor.mutate('cart.updateCutList', {
      uid: btoa('999999'),
      cutList: { pieces, cutListUid: offer.cutListUid, choiceUids: [] },
    })
    expect((await error(gone)).data.reason).toBe('CART_ITEM_NOT_FOUND')
  })
})
