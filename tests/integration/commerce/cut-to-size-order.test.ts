/**
 * A cut list after the cart (issue 43): placed as a quote request it is the order item's options (Magento's
 * `product_options`, `entered_options` / `selected_options`, the REST item), the request's mails list its pieces, a
 * clerk's offer edits a piece and commerce nests and prices it again, the offer's PDF lists every piece, and
 * `reorderItems` puts the same cut list back into the cart.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailbox, signedInCustomer } from './customer-helpers'
import { draftOf, type Json, linesOf, send } from './document-helpers'
import { data } from './graphql'
import { pdfText } from './pdf-text'
import { ADDRESS, addAddress, adminToken, type Buyer, checkout, placeRequest, rest } from './request-helpers'

/** A pressed PE sheet: it may be milled. */
const PRESSED = '200001'
const PIECES = [
  { length: 480, width: 320, quantity: 12 },
  { length: 300, width: 200, quantity: 4 },
]
const CUT_LIST = '480x320x12\n300x200x4'

/** A stored document's PDF, as the desk downloads it. */
async function pdfOf(token: string, id: number): Promise<Uint8Array> {
  const response = await env.COMMERCE.fetch(`https://commerce/rest/V1/documents/${id}/pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.headers.get('content-type')).toBe('application/pdf')
  return new Uint8Array(await response.arrayBuffer())
}

type Option = { uid: string; title: string; area?: { uid: string }; value?: { uid: string; sku: string }[] }

async function sheetOptions(store: string) {
  const answer = await data(
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
      ... on CustomizableProductInterface { options { uid title
        ... on CustomizableAreaOption { area: value { uid } }
        ... on CustomizableDropDownOption { value { uid sku } }
        ... on CustomizableRadioOption { value { uid sku } } } } } } }`,
    { store, variables: { sku: PRESSED } },
  )
  const [cutList, edge, offcut] = answer.products.items[0].options as Option[]
  const value = (option: Option | undefined, sku: string) => option?.value?.find((v) => v.sku === sku)?.uid
  return { cutList: cutList?.uid ?? '', milled: value(edge, 'milled') ?? '', ship: value(offcut, 'ship') ?? '' }
}

const CART = `query ($cart: String!) { cart(cart_id: $cart) { items { quantity product { sku }
  ... on SimpleCartItem { customizable_options { label values { label value } }
    cut_to_size { sheets pieces { length width quantity } } } } } }`

async function buyerWithCutList(): Promise<Buyer> {
  const { email, token } = await signedInCustomer({}, 'de')
  const store = 'de'
  const addressId = await addAddress({ token, store }, ADDRESS, { default_billing: true, default_shipping: true })
  const cartId = (await data('{ customerCart { id } }', { store, token })).customerCart.id as string
  const uids = await sheetOptions(store)
  const added = await data(
    `mutation ($cart: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cart, cartItems: $items) { user_errors { code message } } }`,
    {
      store,
      token,
      variables: {
        cart: cartId,
        items: [
          {
            sku: PRESSED,
            quantity: 1,
            entered_options: [{ uid: uids.cutList, value: CUT_LIST }],
            selected_options: [uids.milled, uids.ship],
          },
        ],
      },
    },
  )
  expect(added.addProductsToCart.user_errors).toEqual([])
  return { email, token, addressId, cartId, store }
}

describe('a cut list placed as a request', () => {
  let buyer: Buyer
  let number: string
  let orderId: number
  let token: string

  beforeAll(async () => {
    buyer = await buyerWithCutList()
    await checkout(buyer)
    const order = await placeRequest(buyer, 'QUOTE')
    number = order.number
    orderId = Number(order.number)
    token = await adminToken()
  })

  it("is the order item's options, as Magento answers them", async () => {
    const answer = await data(
      `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items { items {
        product_sku entered_options { label value } selected_options { label value } } } } } }`,
      { store: buyer.store, token: buyer.token, variables: { number } },
    )
    const [item] = answer.customer.orders.items[0].items
    expect(item.product_sku).toBe(PRESSED)
    expect(item.entered_options).toEqual([{ label: 'Zuschnitt', value: CUT_LIST }])
    expect(item.selected_options).toEqual([
      { label: 'Kante', value: 'gefräst' },
      { label: 'Reststück', value: 'mitsenden' },
    ])
    const order = await rest('GET', `/rest/V1/orders/${orderId}`, { token })
    const { cut_to_size: cut, options } = order.body.items[0].product_options
    expect(options.map((o: Json) => o.option_type)).toEqual(['area', 'drop_down', 'radio'])
    expect(cut).toMatchObject({ pieces: PIECES, edge: 'milled', offcut: 'ship' })
    expect(order.body.items[0].qty_ordered).toBe(cut.sheets)
  })

  it("lists the pieces in the buyer's and the sales inbox's mails", async () => {
    const mails = (await mailbox()).filter((m) => m.subject.includes(number))
    expect(mails.length).toBeGreaterThanOrEqual(2)
    for (const mail of mails) {
      expect(mail.text).toContain('Zuschnitt: 12 × 480 × 320 mm, 4 × 300 × 200 mm')
      expect(mail.text).toContain('gefräst; Reststück: mitsenden')
    }
  })

  it("refuses the pieces the sheet does not allow at send and preview, each at its row by the rule's code", async () => {
    const draft = (await draftOf(token, orderId, 'offer')).body
    const withPieces = (pieces: Json[]) => ({
      items: linesOf(draft).map((l: Json) => ({ ...l, cut_list: { pieces, tolerance: 1, charge_per_metre: 3 } })),
    })
    const refusals = (answer: { status: number; body: Json }) => {
      expect(answer.status).toBe(400)
      return answer.body.errors.map((error: Json) => error.parameters)
    }
    // row 1 is fine, row 2 is larger than the sheet less its trim, row 3 smaller than the saw cuts
    const rows = [PIECES[0], { length: 2500, width: 1500, quantity: 1 }, { length: 480, width: 5, quantity: 2 }]
    const expected = [
      ['PIECE_TOO_LARGE', 'items[0].cut_list.pieces[1]'],
      ['PIECE_TOO_SMALL', 'items[0].cut_list.pieces[2]'],
    ]
    expect(refusals(await send(token, orderId, 'offer', withPieces(rows)))).toEqual(expected)
    const preview = await rest('POST', `/rest/V1/order/${orderId}/offer-preview`, { token, body: withPieces(rows) })
    expect(refusals(preview)).toEqual(expected)
    // the whole list: more pieces than a list may have
    const tooMany = await send(token, orderId, 'offer', withPieces([{ length: 100, width: 100, quantity: 501 }]))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.parameters).toEqual(['TOO_MANY_PIECES', 'items[0].cut_list.pieces'])
    // nothing was stored
    expect((await rest('GET', `/rest/V1/order/${orderId}/documents`, { token })).body.items).toEqual([])
  })

  it("becomes an offer whose pieces the clerk edits, nested and priced again, every piece in the offer's PDF", async () => {
    const draft = (await draftOf(token, orderId, 'offer')).body
    const [line] = draft.items
    expect(line.cut_list).toMatchObject({ pieces: PIECES, edge: 'milled', offcut: 'ship' })
    expect(line.qty).toBe(line.cut_list.sheets)
    expect(line.row_total).toBeCloseTo(line.cut_list.sheets_total + line.cut_list.cut_total, 2)

    const edited = [{ length: 480, width: 320, quantity: 40 }, PIECES[1]]
    const refused = await send(token, orderId, 'offer', {
      items: linesOf(draft).map((l: Json) => ({
        ...l,
        cut_list: { pieces: [{ length: 99_999, width: 320, quantity: 1 }], tolerance: 1, charge_per_metre: 3 },
      })),
    })
    expect(refused.status).toBe(400)
    expect(refused.body.parameters).toEqual(['PIECE_TOO_LARGE', 'items[0].cut_list.pieces[0]'])

    const sent = await send(token, orderId, 'offer', {
      items: linesOf(draft).map((l: Json) => ({
        ...l,
        cut_list: { pieces: edited, tolerance: 1, charge_per_metre: 3 },
      })),
    })
    expect(sent.status).toBe(200)
    const offer = (await rest('GET', `/rest/V1/documents/${sent.body}`, { token })).body
    const [offered] = offer.items
    expect(offered.cut_list).toMatchObject({ pieces: edited, tolerance: 1, charge_per_metre: 3 })
    expect(offered.cut_list.cut_metres).toBeGreaterThan(line.cut_list.cut_metres)
    expect(offered.qty).toBe(offered.cut_list.sheets)
    // the cutting charge per sheet is the cut metres at the clerk's charge, shared by the sheets
    expect(offered.cut_list.cut_charge_per_sheet).toBeCloseTo(
      (offered.cut_list.cut_metres * 3) / offered.cut_list.sheets,
      1,
    )
    expect(offered.row_total).toBeCloseTo(offered.qty * (offered.price + offered.cut_list.cut_charge_per_sheet), 2)

    const buyers = await data(
      `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items { documents {
        items { quantity product_sale_price { value } row_total { value }
          cut_to_size { pieces { length width quantity } sheets edge offcut } } } } } } }`,
      { store: buyer.store, token: buyer.token, variables: { number } },
    )
    const [seen] = buyers.customer.orders.items[0].documents[0].items
    expect(seen.cut_to_size).toEqual({ pieces: edited, sheets: offered.qty, edge: 'MILLED', offcut: 'SHIP' })
    // the buyer is billed per sheet with the cutting charge, so the line adds up as every other line does
    expect(seen.quantity * seen.product_sale_price.value).toBeCloseTo(seen.row_total.value, 2)

    // a piece is never broken across lines: its spaces are non-breaking
    const text = (await pdfText(await pdfOf(token, sent.body))).replaceAll('\u00a0', ' ')
    const flowing = text.replaceAll('\n', ' ')
    expect(text).toContain('Zuschnitt:')
    expect(text).toContain('40 × 480 × 320 mm')
    expect(text).toContain('4 × 300 × 200 mm')
    expect(flowing).toContain('±1 mm, gefräst; Reststück: mitsenden')
    expect(flowing).toContain(
      `Schnittkosten: ${String(offered.cut_list.cut_metres).replace('.', ',')} Schnittmeter à 3,00 €`,
    )
  })

  it("keeps the offer's cut list in the revision the buyer asks for", async () => {
    const asked = await data(
      `mutation ($input: RespondToOrderInput!) { respondToOrder(input: $input) { errorV2 { code } } }`,
      {
        store: buyer.store,
        token: buyer.token,
        variables: { input: { order_id: btoa(String(orderId)), response: 'REQUEST_REVISION', comment: 'Bitte 5 %' } },
      },
    )
    expect(asked.respondToOrder.errorV2).toBeNull()
    const revision = (await draftOf(token, orderId, 'offer')).body
    expect(revision.version).toBe(2)
    expect(revision.items[0].cut_list).toMatchObject({ pieces: [{ length: 480, width: 320, quantity: 40 }, PIECES[1]] })
    expect(revision.items[0].cut_list).toMatchObject({ tolerance: 1, charge_per_metre: 3, edge: 'milled' })
  })

  it('goes back into the cart with the same cut list on reorder', async () => {
    const reordered = await data(
      `mutation ($number: String!) { reorderItems(orderNumber: $number) { cart { id } userInputErrors { code message } } }`,
      { store: buyer.store, token: buyer.token, variables: { number } },
    )
    expect(reordered.reorderItems.userInputErrors).toEqual([])
    const cart = await data(CART, {
      store: buyer.store,
      token: buyer.token,
      variables: { cart: reordered.reorderItems.cart.id },
    })
    const [item] = cart.cart.items
    expect(item.product.sku).toBe(PRESSED)
    expect(item.cut_to_size.pieces).toEqual(PIECES)
    const [cutList, edge, offcut] = item.customizable_options
    expect(cutList.values[0].value).toBe(CUT_LIST)
    expect([edge.values[0].label, offcut.values[0].label]).toEqual(['gefräst', 'mitsenden'])
  })
})
