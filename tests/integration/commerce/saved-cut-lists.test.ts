/**
 * Cut lists kept in the account (issue 43): a sheet's cut list saved on the wishlist with Magento's
 * `entered_options` / `selected_options`, checked as the cart checks it, answered as `customizable_options` (and the
 * extension `cut_to_size`), and moved to the cart by addWishlistItemsToCart as a cut line nested and priced again.
 */
import { describe, expect, it } from 'vitest'
import { signedInCustomer } from './customer-helpers'
import { data } from './graphql'

/** An extruded PVC-U sheet, 2000 × 1000 × 10 mm. */
const SHEET = '100010'
/** A pressed PE sheet: it may be milled. */
const PRESSED = '200001'

const OPTIONS = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
  ... on CustomizableProductInterface { options { uid
    ... on CustomizableDropDownOption { value { uid sku } }
    ... on CustomizableRadioOption { value { uid sku } } } } } } }`

/** The sheet's cut list option uid and its values' uids by sku (sawn, milled, ship, keep). */
async function sheetOptions(sku: string) {
  const [cutList, ...choices] = (await data(OPTIONS, { variables: { sku } })).products.items[0].options as {
    uid: string
    value?: { uid: string; sku: string }[]
  }[]
  const values = new Map(choices.flatMap((o) => o.value ?? []).map((v) => [v.sku, v.uid]))
  return { cutList: cutList?.uid as string, value: (valueSku: string) => values.get(valueSku) as string }
}

const OPTION = `customizable_option_uid label type values { customizable_option_value_uid label value price { type units value } }`
const ITEM = `id quantity product { sku } customizable_options { ${OPTION} }
  ... on SimpleWishlistItem { cut_to_size { sheets cut_charge_per_sheet total edge offcut pieces { length width quantity } } }`
const WISHLIST = `id items_count items_v2 { items { ${ITEM} } }`
const ADD = `mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) {
  user_errors { code message cut_list_issues { row code } } wishlist { ${WISHLIST} } } }`
const UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
    user_errors { code message cut_list_issues { row code } } wishlist { ${WISHLIST} } } }`
const TO_CART = `mutation ($id: ID!, $ids: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
  status add_wishlist_items_to_cart_user_errors { code message } wishlist { ${WISHLIST} } } }`
const CART = `{ customerCart { items { quantity product { sku } prices { price { value } row_total { value } }
  ... on SimpleCartItem { customizable_options { ${OPTION} } cut_to_size { sheets total pieces { length width quantity } } } } } }`

type Caller = { token: string; store: string }
async function saveCutList(caller: Caller, sku: string, list: string, choices: string[] = []) {
  const { cutList, value } = await sheetOptions(sku)
  const item = {
    sku,
    quantity: 1,
    entered_options: [{ uid: cutList, value: list }],
    selected_options: choices.map(value),
  }
  return (await data(ADD, { ...caller, variables: { items: [item] } })).addProductsToWishlist
}

describe('a cut list saved on the wishlist', () => {
  it('is kept with its pieces, edge and offcut and answered as customizable options, in German', async () => {
    const caller = { ...(await signedInCustomer({}, 'de')), store: 'de' }
    const { user_errors, wishlist } = await saveCutList(caller, PRESSED, '480;320;12\n600 x 400 x 4', [
      'milled',
      'keep',
    ])
    expect(user_errors).toEqual([])
    const [item] = wishlist.items_v2.items
    expect(item.customizable_options.map((o: { label: string }) => o.label)).toEqual([
      'Zuschnitt',
      'Kante',
      'Reststück',
    ])
    const [cutList, edge, offcut] = item.customizable_options
    expect(cutList.values[0].value).toBe('480x320x12\n600x400x4')
    expect(cutList.values[0].price).toEqual({ type: 'FIXED', units: '€', value: item.cut_to_size.cut_charge_per_sheet })
    expect([edge.values[0].label, offcut.values[0].label]).toEqual(['gefräst', 'behalten'])
    expect(item.cut_to_size).toMatchObject({
      edge: 'MILLED',
      offcut: 'KEEP',
      pieces: [
        { length: 480, width: 320, quantity: 12 },
        { length: 600, width: 400, quantity: 4 },
      ],
    })
    expect(item.cut_to_size.sheets).toBeGreaterThan(0)
  })

  it('answers the options in English in the English store view', async () => {
    const caller = { ...(await signedInCustomer()), store: 'en' }
    const { wishlist } = await saveCutList(caller, SHEET, '480x320x12', ['ship'])
    const [item] = wishlist.items_v2.items
    expect(item.customizable_options.map((o: { label: string }) => o.label)).toEqual(['Cut to size', 'Offcut'])
    expect(item.customizable_options[1].values[0].label).toBe('ship with the order')
  })

  it('keeps a second list of the same sheet as an item of its own, apart from the whole sheet', async () => {
    const caller = { ...(await signedInCustomer()), store: 'en' }
    await saveCutList(caller, SHEET, '480x320x12')
    await saveCutList(caller, SHEET, '500x500x2')
    await data(ADD, { ...caller, variables: { items: [{ sku: SHEET, quantity: 1 }] } })
    const { wishlist } = await data(ADD, { ...caller, variables: { items: [{ sku: SHEET, quantity: 2 }] } }).then(
      (r) => r.addProductsToWishlist,
    )
    const items = wishlist.items_v2.items
    expect(items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 1, 3])
    expect(items.map((i: { cut_to_size: { pieces: unknown[] } | null }) => i.cut_to_size?.pieces ?? null)).toEqual([
      [{ length: 480, width: 320, quantity: 12 }],
      [{ length: 500, width: 500, quantity: 2 }],
      null,
    ])
  })

  it('refuses a list the sheet cannot be cut to, naming the row, and keeps nothing', async () => {
    const de = { ...(await signedInCustomer({}, 'de')), store: 'de' }
    const refused = await saveCutList(de, SHEET, '480x320x12\n2500x1200x1')
    expect(refused.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: expect.stringMatching(/^Zeile 2 der Zuschnittliste/),
        cut_list_issues: [{ row: 2, code: 'PIECE_TOO_LARGE' }],
      },
    ])
    expect(refused.wishlist.items_count).toBe(0)
    const en = { ...(await signedInCustomer()), store: 'en' }
    const [error] = (await saveCutList(en, SHEET, '480x320x0')).user_errors
    expect(error.message).toMatch(/^Row 1 of the cut list/)
    expect(error.cut_list_issues).toEqual([{ row: 1, code: 'QUANTITY_INVALID' }])
  })

  it('takes a changed list with updateProductsInWishlist, checked as on adding', async () => {
    const caller = { ...(await signedInCustomer()), store: 'en' }
    const { wishlist } = await saveCutList(caller, SHEET, '480x320x12')
    const { cutList } = await sheetOptions(SHEET)
    const change = (value: string) => ({
      ...caller,
      variables: {
        id: wishlist.id,
        items: [
          { wishlist_item_id: wishlist.items_v2.items[0].id, quantity: 1, entered_options: [{ uid: cutList, value }] },
        ],
      },
    })
    const refused = (await data(UPDATE, change('10x10x1'))).updateProductsInWishlist
    expect(refused.user_errors[0].cut_list_issues).toEqual([{ row: 1, code: 'PIECE_TOO_SMALL' }])
    const changed = (await data(UPDATE, change('700x300x3'))).updateProductsInWishlist
    expect(changed.user_errors).toEqual([])
    expect(changed.wishlist.items_v2.items[0].cut_to_size.pieces).toEqual([{ length: 700, width: 300, quantity: 3 }])
  })

  it('goes to the cart as a cut line with the same pieces, nested and priced there', async () => {
    const caller = { ...(await signedInCustomer()), store: 'en' }
    const { wishlist } = await saveCutList(caller, SHEET, '1900x950x10\n480x320x12', ['keep'])
    const [saved] = wishlist.items_v2.items
    const moved = (await data(TO_CART, { ...caller, variables: { id: wishlist.id, ids: [saved.id] } }))
      .addWishlistItemsToCart
    expect(moved).toMatchObject({ status: true, add_wishlist_items_to_cart_user_errors: [] })
    expect(moved.wishlist.items_count).toBe(0)
    const [line] = (await data(CART, caller)).customerCart.items
    expect(line.product.sku).toBe(SHEET)
    expect(line.cut_to_size.pieces).toEqual(saved.cut_to_size.pieces)
    expect(line.quantity).toBe(saved.cut_to_size.sheets)
    expect(line.cut_to_size).toMatchObject({ sheets: saved.cut_to_size.sheets, total: saved.cut_to_size.total })
    expect(line.prices.row_total.value).toBe(saved.cut_to_size.total)
    expect(line.customizable_options).toEqual(saved.customizable_options)
  })
})
