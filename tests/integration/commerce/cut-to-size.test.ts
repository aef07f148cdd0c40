/**
 * Cut to size in commerce (issue 43): the sheets' custom options, the settings in StoreConfig, and a cut list added
 * to the cart through Magento's `entered_options` / `selected_options`, nested and priced by commerce with the
 * buyer's tier price (rules/cut-list.ts).
 */
import { describe, expect, it } from 'vitest'
import { database } from '../../../commerce/src/kernel/database'
import { mergeQuotes } from '../../../commerce/src/quote/quote-repository'
import {
  type CutSettings,
  cutChargePerMetre,
  cutListPrice,
  formatCutList,
  nest,
  parseCutList,
} from '../../../rules/cut-list'
import { COMMERCE_DB } from './customer-helpers'
import { data } from './graphql'

/** An extruded PVC-U sheet, 2000 × 1000 × 10 mm: 5 % off from 10 sheets. */
const SHEET = '100010'
/** A pressed PE sheet: it may be milled. */
const PRESSED = '200001'
/** A PVC foam board, configurable by colour. */
const FOAM = '300001'
/** A round rod: nothing to cut. */
const ROD = '400001'

const OPTIONS = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku
  ... on CustomizableProductInterface { options { __typename uid title required sort_order
    ... on CustomizableAreaOption { area: value { uid sku max_characters price price_type } }
    ... on CustomizableDropDownOption { value { uid sku title price price_type } }
    ... on CustomizableRadioOption { value { uid sku title price price_type } } } } } } }`

type Option = {
  __typename: string
  uid: string
  title: string
  area?: { uid: string; sku: string }
  value?: { uid: string; sku: string; title: string }[]
}
const options = async (sku: string, store?: string) =>
  (await data(OPTIONS, { variables: { sku }, store })).products.items[0].options as Option[]

describe('the options of a sheet', () => {
  it('offers a pressed sheet the cut list, the edge and the offcut, in the store view’s language', async () => {
    const de = await options(PRESSED)
    expect(de.map((o) => [o.__typename, o.title])).toEqual([
      ['CustomizableAreaOption', 'Zuschnitt'],
      ['CustomizableDropDownOption', 'Kante'],
      ['CustomizableRadioOption', 'Reststück'],
    ])
    const [cutList, edge, offcut] = await options(PRESSED, 'en')
    expect(cutList?.title).toBe('Cut to size')
    expect(cutList?.area).toMatchObject({ uid: cutList?.uid, sku: 'cut_list', price: 0, price_type: 'FIXED' })
    expect(atob(cutList?.uid ?? '')).toMatch(/^custom-option\/\d+$/)
    expect(edge?.value).toMatchObject([
      { sku: 'sawn', title: 'sawn' },
      { sku: 'milled', title: 'milled' },
    ])
    expect(offcut?.value).toMatchObject([
      { sku: 'ship', title: 'ship with the order' },
      { sku: 'keep', title: 'keep' },
    ])
    const [value] = offcut?.value ?? []
    expect(atob(value?.uid ?? '')).toMatch(new RegExp(`^${atob(offcut?.uid ?? '')}/\\d+$`))
  })

  it('offers an extruded sheet no milled edge', async () => {
    expect((await options(SHEET)).map((o) => o.title)).toEqual(['Zuschnitt', 'Reststück'])
  })

  it('offers a rod nothing to cut', async () => {
    expect(await options(ROD)).toEqual([])
  })

  it('tells the storefront the settings', async () => {
    const { storeConfig } = await data(`{ storeConfig { cut_to_size { trim kerf min_piece max_pieces
      tolerances { up_to value } charge_per_metre { up_to value } milled_surcharge_per_metre } } }`)
    expect(storeConfig.cut_to_size).toEqual({
      trim: 10,
      kerf: 4,
      min_piece: 20,
      max_pieces: 500,
      tolerances: [
        { up_to: 10, value: 0.5 },
        { up_to: null, value: 1 },
      ],
      charge_per_metre: [
        { up_to: 10, value: 1.2 },
        { up_to: 20, value: 1.8 },
        { up_to: null, value: 2.5 },
      ],
      milled_surcharge_per_metre: 0.9,
    })
  })
})

const SETTINGS = `{ storeConfig { cut_to_size { trim kerf min_piece max_pieces
  tolerances { up_to value } charge_per_metre { up_to value } milled_surcharge_per_metre } } }`

/** The settings as the rule takes them, read where the storefront reads them. */
async function cutSettings(): Promise<CutSettings> {
  const { cut_to_size: s } = (await data(SETTINGS)).storeConfig
  const bands = (list: { up_to: number | null; value: number }[]) =>
    list.map((b) => ({ upTo: b.up_to, value: b.value }))
  return {
    trim: s.trim,
    kerf: s.kerf,
    minPiece: s.min_piece,
    maxPieces: s.max_pieces,
    tolerances: bands(s.tolerances),
    chargePerMetre: bands(s.charge_per_metre),
    milledSurchargePerMetre: s.milled_surcharge_per_metre,
  }
}

const PRODUCT = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku length width strength ... on PhysicalProductInterface { weight }
  price_range { minimum_price { final_price { value } } } price_tiers { quantity final_price { value } }
  ... on CustomizableProductInterface { options { uid ... on CustomizableRadioOption { value { uid sku } }
    ... on CustomizableDropDownOption { value { uid sku } } } } } } }`

type Sheet = {
  sku: string
  length: number
  width: number
  strength: number
  weight: number
  price_range: { minimum_price: { final_price: { value: number } } }
  price_tiers: { quantity: number; final_price: { value: number } }[]
  options: { uid: string; value?: { uid: string; sku: string }[] }[]
}
const sheetProduct = async (sku: string): Promise<Sheet> =>
  (await data(PRODUCT, { variables: { sku } })).products.items[0]
/** The uid of the option value with this sku (sawn, milled, ship, keep). */
const valueUid = (sheet: Sheet, sku: string) =>
  sheet.options.flatMap((o) => o.value ?? []).find((v) => v.sku === sku)?.uid as string
/** A guest's price per sheet for that many sheets: the final price, or the lowest tier the quantity reaches. */
const priceFor = (sheet: Sheet, sheets: number) =>
  Math.min(
    sheet.price_range.minimum_price.final_price.value,
    ...sheet.price_tiers.filter((t) => t.quantity <= sheets).map((t) => t.final_price.value),
  )

const ITEM = `uid quantity product { sku ... on PhysicalProductInterface { weight } }
  prices { price { value } row_total { value } }
  ... on SimpleCartItem { customizable_options { customizable_option_uid label type
    values { customizable_option_value_uid label value price { type units value } } }
    cut_to_size { sheets sheet_price sheet_total cut_metres cut_charge_per_sheet cut_charge total
    tolerance charge_per_metre edge offcut pieces { length width quantity }
    layout { x y length width rotated piece } } }`
const CART = `id total_quantity items { ${ITEM} } prices { subtotal_excluding_tax { value } }`

const newCart = async () => (await data('mutation { createEmptyCart }')).createEmptyCart as string
async function addCutList(cartId: string, sku: string, list: string, selected: string[] = [], store?: string) {
  const cutList = (await options(sku))[0]?.uid
  const result = await data(
    `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) {
      cart { ${CART} } user_errors { code message ... on CartUserInputError { cut_list_issues { row code } } } } }`,
    {
      variables: {
        cartId,
        items: [{ sku, quantity: 1, entered_options: [{ uid: cutList, value: list }], selected_options: selected }],
      },
      store,
    },
  )
  return result.addProductsToCart
}
async function updateItem(cartId: string, item: Record<string, unknown>) {
  const result = await data(
    `mutation ($cartId: String!, $item: CartItemUpdateInput!) {
      updateCartItems(input: { cart_id: $cartId, cart_items: [$item] }) {
        cart { ${CART} } errors { code message cut_list_issues { row code } } } }`,
    { variables: { cartId, item } },
  )
  return result.updateCartItems
}

const cents = (euros: number) => Math.round(euros * 100)
const THREE_PIECES = '1900x950x10\n480x320x12\n600;400;4'
const pieces = (list: string) => parseCutList(list).pieces

describe('a cut list in the cart', () => {
  it('holds the sheets the list needs, priced at the tier price for that many sheets plus the cutting charge', async () => {
    const [settings, sheet] = await Promise.all([cutSettings(), sheetProduct(SHEET)])
    const format = { length: sheet.length, width: sheet.width, thickness: sheet.strength }
    const nesting = nest(pieces(THREE_PIECES), format, settings)
    const expected = cutListPrice(nesting, format, 'sawn', settings, (sheets) => priceFor(sheet, sheets))
    // enough sheets for the sheet's first tier price
    expect(expected.sheetPrice).toBeLessThan(sheet.price_range.minimum_price.final_price.value)

    const { cart, user_errors } = await addCutList(await newCart(), SHEET, THREE_PIECES, [valueUid(sheet, 'keep')])
    expect(user_errors).toEqual([])
    const [item] = cart.items
    expect(item.quantity).toBe(expected.sheets)
    expect(cents(item.prices.price.value)).toBe(cents(expected.sheetPrice) + cents(expected.cutChargePerSheet))
    expect(item.prices.row_total.value).toBe(expected.total)
    expect(item.cut_to_size).toMatchObject({
      sheets: expected.sheets,
      sheet_price: expected.sheetPrice,
      sheet_total: expected.sheetTotal,
      cut_metres: expected.cutMetres,
      cut_charge_per_sheet: expected.cutChargePerSheet,
      cut_charge: expected.cutCharge,
      total: expected.total,
      tolerance: 0.5,
      charge_per_metre: 1.2,
      edge: 'SAWN',
      offcut: 'KEEP',
      pieces: pieces(THREE_PIECES),
      layout: nesting.sheets,
    })
    expect(item.customizable_options).toMatchObject([
      {
        label: 'Zuschnitt',
        type: 'area',
        values: [
          {
            value: formatCutList(pieces(THREE_PIECES)),
            price: { type: 'FIXED', units: '€', value: expected.cutChargePerSheet },
          },
        ],
      },
      { label: 'Reststück', type: 'radio', values: [{ label: 'behalten', price: { value: 0 } }] },
    ])
  })

  it('charges the milled edge’s surcharge per metre where the sheet can be milled', async () => {
    const [settings, sheet] = await Promise.all([cutSettings(), sheetProduct(PRESSED)])
    const { cart, user_errors } = await addCutList(await newCart(), PRESSED, '500x500x2', [valueUid(sheet, 'milled')])
    expect(user_errors).toEqual([])
    expect(cart.items[0].cut_to_size).toMatchObject({
      edge: 'MILLED',
      offcut: 'SHIP',
      charge_per_metre: cutChargePerMetre(sheet.strength, 'milled', settings),
    })
  })

  it('refuses a piece too large for the sheet with its row and code, and leaves the cart as it was', async () => {
    const cartId = await newCart()
    const de = await addCutList(cartId, SHEET, '480x320x12\n2100x500x1')
    expect(de.user_errors).toEqual([
      {
        code: 'INVALID_PARAMETER_VALUE',
        message: 'Zeile 2 der Zuschnittliste: Das Teil ist größer als die Platte abzüglich der besäumten Kanten.',
        cut_list_issues: [{ row: 2, code: 'PIECE_TOO_LARGE' }],
      },
    ])
    expect(de.cart.items).toEqual([])
    const en = await addCutList(cartId, SHEET, '480x10x12', [], 'en')
    expect(en.user_errors).toEqual([
      {
        code: 'INVALID_PARAMETER_VALUE',
        message: 'Row 1 of the cut list: the piece is smaller than the smallest piece we cut.',
        cut_list_issues: [{ row: 1, code: 'PIECE_TOO_SMALL' }],
      },
    ])
    expect(en.cart.items).toEqual([])
  })

  it('makes every cut list a line of its own, and replaces a line’s list on update', async () => {
    const [settings, sheet] = await Promise.all([cutSettings(), sheetProduct(SHEET)])
    const format = { length: sheet.length, width: sheet.width, thickness: sheet.strength }
    const cartId = await newCart()
    await addCutList(cartId, SHEET, '480x320x12')
    const { cart } = await addCutList(cartId, SHEET, THREE_PIECES)
    expect(cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([
      nest(pieces('480x320x12'), format, settings).sheets.length,
      nest(pieces(THREE_PIECES), format, settings).sheets.length,
    ])

    const [first] = cart.items
    const cutList = first.customizable_options[0].customizable_option_uid
    const replaced = await updateItem(cartId, {
      cart_item_uid: first.uid,
      quantity: 99,
      customizable_options: [{ uid: cutList, value_string: '1900x950x3' }],
    })
    expect(replaced.errors).toEqual([])
    const [line] = replaced.cart.items
    expect(line.quantity).toBe(3)
    expect(line.cut_to_size.pieces).toEqual([{ length: 1900, width: 950, quantity: 3 }])
    expect(line.customizable_options[0].values[0].value).toBe('1900x950x3')

    const refused = await updateItem(cartId, { cart_item_uid: first.uid, quantity: 7 })
    expect(refused.errors).toMatchObject([{ code: 'INVALID_PARAMETER_VALUE', cut_list_issues: [] }])
    expect(refused.cart.items[0].quantity).toBe(3)

    const tooLarge = await updateItem(cartId, {
      cart_item_uid: first.uid,
      customizable_options: [{ uid: cutList, value_string: '1900x950x0' }],
    })
    expect(tooLarge.errors).toMatchObject([{ cut_list_issues: [{ row: 1, code: 'QUANTITY_INVALID' }] }])
    expect(tooLarge.cart.items[0].cut_to_size.pieces).toEqual([{ length: 1900, width: 950, quantity: 3 }])
  })

  it('weighs the sheets the list needs', async () => {
    const { cart } = await addCutList(await newCart(), SHEET, '1900x950x4')
    const [item] = cart.items
    expect(item.quantity).toBe(4)
    expect(cart.total_quantity).toBe(4)
    // the storefront's weight and pallets are the line's quantity × the sheet's weight
    expect(item.product.weight * item.quantity).toBeCloseTo((await sheetProduct(SHEET)).weight * 4)
  })

  it('keeps a cut line whole, with its list, when a guest’s cart is merged into a customer’s', async () => {
    const [source, destination] = [await newCart(), await newCart()]
    await addCutList(source, SHEET, THREE_PIECES)
    await addCutList(destination, SHEET, '480x320x12')
    const ids = await COMMERCE_DB.prepare('SELECT masked_id, entity_id FROM quote WHERE masked_id IN (?1, ?2)')
      .bind(source, destination)
      .all<{ masked_id: string; entity_id: number }>()
    const idOf = (masked: string) => ids.results.find((r) => r.masked_id === masked)?.entity_id as number
    await mergeQuotes(database(COMMERCE_DB), idOf(source), idOf(destination), { maxSaleQty: 10000, backorders: 2 })
    const { cart } = await data(`{ cart(cart_id: "${destination}") { items { ${ITEM} } } }`)
    expect(cart.items.map((i: { cut_to_size: { pieces: unknown } }) => i.cut_to_size.pieces)).toEqual([
      pieces(THREE_PIECES),
      pieces('480x320x12'),
    ])
  })

  it('cuts a foam board of the colour chosen: a configurable product’s line', async () => {
    const { products } = await data(`{ products(filter: { sku: { eq: "${FOAM}" } }) { items {
      ... on ConfigurableProduct { configurable_options { values { uid } } } } } }`)
    const colour = products.items[0].configurable_options[0].values[0].uid
    const cutList = (await options(FOAM))[0]?.uid
    const { addProductsToCart } = await data(
      `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) {
        cart { items { quantity ... on ConfigurableCartItem { configured_variant { sku }
          cut_to_size { sheets pieces { length width quantity } } } } } user_errors { code message } } }`,
      {
        variables: {
          cartId: await newCart(),
          items: [
            {
              sku: FOAM,
              quantity: 1,
              entered_options: [{ uid: cutList, value: '600x400x3' }],
              selected_options: [colour],
            },
          ],
        },
      },
    )
    expect(addProductsToCart.user_errors).toEqual([])
    const [item] = addProductsToCart.cart.items
    expect(item.configured_variant.sku).toMatch(new RegExp(`^${FOAM}-`))
    expect(item.cut_to_size).toEqual({ sheets: item.quantity, pieces: [{ length: 600, width: 400, quantity: 3 }] })
  })
})
