/**
 * placeOrder: a cart with addresses, shipping and payment becomes a quote or order request, exactly once; problems
 * come in `errors` with Magento's codes; the request is mailed to the customer and the sales inbox.
 */
import { describe, expect, it } from 'vitest'
import { database } from '../../../commerce/src/kernel/database'
import { deactivateQuote, isQuoteChangedFailure, quoteContents } from '../../../commerce/src/quote/quote-repository'
import { COMMERCE_DB, mailbox } from './customer-helpers'
import { call, data } from './graphql'
import { type Buyer, buyerWithCart, checkout, PLACE, placeRequest, stockedSkus } from './request-helpers'

const SALES_INBOX = 'vertrieb@polyplast.example'

/** A welding-rod coil in stock: counted by the coil. */
async function coilSku(): Promise<string> {
  const row = await COMMERCE_DB.prepare(
    `SELECT e.sku FROM catalog_product_entity e JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
     WHERE e.type_id = 'simple' AND e.visibility = 4 AND e.packaging_unit = 3002 AND s.is_in_stock = 1 AND s.qty >= 5
     ORDER BY e.entity_id LIMIT 1`,
  ).first<{ sku: string }>()
  if (!row) throw new Error('no welding-rod coil in stock')
  return row.sku
}

/** The uid of the buyer's cart's only line. */
async function lineOf(buyer: Buyer): Promise<string> {
  const read = await data('query ($id: String!) { cart(cart_id: $id) { itemsV2 { items { uid } } } }', {
    store: buyer.store,
    token: buyer.token,
    variables: { id: buyer.cartId },
  })
  return read.cart.itemsV2.items[0].uid
}

async function cartQuantity(buyer: Buyer): Promise<number> {
  const read = await data('query ($id: String!) { cart(cart_id: $id) { total_quantity } }', {
    store: buyer.store,
    token: buyer.token,
    variables: { id: buyer.cartId },
  })
  return read.cart.total_quantity
}

/** updateCartItems of one line: its GraphQL errors (a placed cart) or none. */
async function updateQuantity(buyer: Buyer, uid: string, quantity: number) {
  const answer = await call(
    `mutation ($id: String!, $uid: ID!, $qty: Float!) {
      updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $qty }] }) {
        errors { code message } } }`,
    { store: buyer.store, token: buyer.token, variables: { id: buyer.cartId, uid, qty: quantity } },
  )
  return {
    errors: answer.body.errors as { message: string }[] | undefined,
    userErrors: answer.body.data?.updateCartItems?.errors,
  }
}

const place = (buyer: { store: string; token?: string; cartId: string }, type = 'QUOTE') =>
  call(PLACE, { store: buyer.store, token: buyer.token, variables: { cart: buyer.cartId, type, time: 'WEEKS_3_4' } })

describe('placeOrder', () => {
  it('places a quote request: the cart becomes inactive, the request carries kind, wish and message', async () => {
    const [a, b] = (await stockedSkus(2)) as [string, string]
    const buyer = await buyerWithCart({ [a]: 3, [b]: 1 })
    await checkout(buyer, { note: 'Liefertermin KW 12', poNumber: 'PO-1' })
    const cart = await data('query ($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } } }', {
      store: 'en',
      token: buyer.token,
      variables: { id: buyer.cartId },
    })
    const order = await placeRequest(buyer, 'QUOTE', 'WEEKS_3_4')
    expect(order).toMatchObject({
      number: expect.stringMatching(/^\d{9}$/),
      status: 'Quote requested',
      request_type: 'QUOTE',
      delivery_time: 'WEEKS_3_4',
      customer_note: 'Liefertermin KW 12',
      available_responses: [],
      total: { grand_total: { value: cart.cart.prices.grand_total.value } },
    })
    expect(order.id).toBe(btoa(String(Number(order.number))))
    const again = await place(buyer)
    expect(again.body.data.placeOrder).toEqual({
      errors: [{ code: 'CART_NOT_ACTIVE', message: "The cart isn't active." }],
      order: null,
      orderV2: null,
    })
    const fresh = await data('{ customerCart { id total_quantity } }', { store: 'en', token: buyer.token })
    expect(fresh.customerCart.id).not.toBe(buyer.cartId)
    expect(fresh.customerCart.total_quantity).toBe(0)
  })

  it('stores one order for a cart placed by parallel requests', async () => {
    const [sku] = (await stockedSkus(1)) as [string]
    const buyer = await buyerWithCart({ [sku]: 1 })
    await checkout(buyer)
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(buyer, 'ORDER')))
    const placed = answers.filter((a) => a.body.data?.placeOrder?.orderV2)
    expect(placed).toHaveLength(1)
    for (const answer of answers.filter((a) => !a.body.data?.placeOrder?.orderV2)) {
      expect(answer.body.data.placeOrder.errors.map((e: { code: string }) => e.code)).toEqual(['CART_NOT_ACTIVE'])
    }
    const row = await COMMERCE_DB.prepare(
      'SELECT count(*) AS n FROM sales_order WHERE quote_id = (SELECT entity_id FROM quote WHERE masked_id = ?)',
    )
      .bind(buyer.cartId)
      .first<{ n: number }>()
    expect(row?.n).toBe(1)
  })

  it('stores nothing when the lines change between reading them and the write: the cart keeps the change', async () => {
    const [sku] = (await stockedSkus(1)) as [string]
    const buyer = await buyerWithCart({ [sku]: 2 })
    const db = database(COMMERCE_DB)
    const quoteId = (
      await db.$client
        .prepare('SELECT entity_id FROM quote WHERE masked_id = ?')
        .bind(buyer.cartId)
        .first<{ entity_id: number }>()
    )?.entity_id as number
    // The interleaving a race would need, made deterministic: placeOrder reads, a parallel call changes a line, then
    // placeOrder's batch starts with the deactivation.
    const readByPlacement = await quoteContents(db, quoteId)
    const item = await lineOf(buyer)
    await updateQuantity(buyer, item, 5)
    const refused = await db.$client.batch([deactivateQuote(db, quoteId, readByPlacement)]).catch((error) => error)
    expect(isQuoteChangedFailure(refused)).toBe(true)
    expect(await cartQuantity(buyer)).toBe(5)
    await db.$client.batch([deactivateQuote(db, quoteId, await quoteContents(db, quoteId))])
    const inactive = await call('query ($id: String!) { cart(cart_id: $id) { id } }', {
      store: 'en',
      token: buyer.token,
      variables: { id: buyer.cartId },
    })
    expect(inactive.body.errors?.[0]?.message).toBe("The cart isn't active.")
  })

  it('loses no change raced against the placement: the order has it, or the change is refused', async () => {
    const [sku] = (await stockedSkus(1, 100)) as [string]
    for (let round = 0; round < 12; round++) {
      const buyer = await buyerWithCart({ [sku]: 1 })
      await checkout(buyer)
      const item = await lineOf(buyer)
      // Started with the placement or a little later, the update meets it between its read and write, or after.
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
      const [placement, update] = await Promise.all([
        place(buyer, 'ORDER'),
        round % 2 === 0 ? updateQuantity(buyer, item, 7) : later(round).then(() => updateQuantity(buyer, item, 7)),
      ])
      const ordered = await COMMERCE_DB.prepare(
        `SELECT i.qty_ordered AS qty FROM sales_order_item i JOIN sales_order o ON o.entity_id = i.order_id
         WHERE o.increment_id = ?`,
      )
        .bind(placement.body.data.placeOrder.orderV2.number)
        .first<{ qty: number }>()
      if (update.errors?.length) {
        // The update came after the placement: refused as for any placed cart; the order has the old quantity.
        expect(update.errors[0]?.message).toBe("The cart isn't active.")
        expect(ordered?.qty).toBe(1)
      } else {
        // The update came first, or while the placement built the order, which then built it again.
        expect(ordered?.qty).toBe(7)
      }
    }
  })

  it('mails the request to the customer and to the sales inbox in the store view language', async () => {
    const [sku] = (await stockedSkus(1)) as [string]
    const coil = await coilSku()
    const buyer = await buyerWithCart({ [sku]: 2, [coil]: 1 }, 'de')
    await checkout(buyer, { note: 'Bitte anrufen', poNumber: 'PO-42' })
    const order = await placeRequest(buyer, 'ORDER', 'DAYS_1_2')
    const mails = await mailbox()
    const toCustomer = mails.find((m) => m.to === buyer.email && m.subject.includes(order.number))
    expect(toCustomer?.subject).toBe(`Ihre Bestellanfrage ${order.number}`)
    expect(toCustomer?.text).toContain('Gewünschte Lieferzeit: 1–2 Tage')
    expect(toCustomer?.text).toContain('Ihre Nachricht: Bitte anrufen')
    expect(toCustomer?.text).toMatch(/Gesamtsumme inkl\. MwSt\.: \d[\d.]*,\d\d\s€/)
    expect(toCustomer?.html).toContain(sku)
    expect(toCustomer?.links).toEqual([`http://localhost:8787/de/customer/order-history/${order.number}`])
    const toSales = mails.find((m) => m.to === SALES_INBOX && m.subject.includes(order.number))
    expect(toSales?.subject).toBe(`Neue Bestellanfrage ${order.number}`)
    expect(toSales?.text).toContain(buyer.email)
    const address = 'Muster Kunststoff GmbH, Erika Muster, Industriestraße 4, 80331 München, Deutschland, +49 89 123456'
    for (const mail of [toCustomer, toSales]) {
      expect(mail?.text).toContain(`(Art.-Nr. ${sku}): 2 Stück, `)
      expect(mail?.text).toContain(`(Art.-Nr. ${coil}): 1 Rolle, `)
      expect(mail?.text).toContain('Versandart: Spedition - Lieferung per Spedition, Frachtkosten laut Angebot')
      expect(mail?.text).toContain('Bestellnummer des Kunden: PO-42')
      expect(mail?.text).toContain(`Rechnungsadresse: ${address}`)
      expect(mail?.text).toContain(`Lieferadresse: ${address}`)
    }
  })

  it("words the sales inbox's mail in the company's language (German) for a buyer of the English store view", async () => {
    const [sku] = (await stockedSkus(1)) as [string]
    const buyer = await buyerWithCart({ [sku]: 1, [await coilSku()]: 3 }, 'en')
    await checkout(buyer, { poNumber: 'PO-43' })
    const order = await placeRequest(buyer, 'QUOTE')
    const mails = await mailbox()
    const toCustomer = mails.find((m) => m.to === buyer.email && m.subject.includes(order.number))
    expect(toCustomer?.subject).toBe(`Your quote request ${order.number}`)
    const mail = mails.find((m) => m.to === SALES_INBOX && m.subject.includes(order.number))
    expect(mail?.subject).toBe(`Neue Angebotsanfrage ${order.number}`)
    expect(mail?.text).toContain(`(Art.-Nr. ${sku}): 1 Stück, `)
    expect(mail?.text).toMatch(/\(Art\.-Nr\. \d+\): 3 Rollen, /)
    expect(mail?.text).toContain('Versandart: Spedition - Lieferung per Spedition, Frachtkosten laut Angebot')
    expect(mail?.text).toContain('Bestellnummer des Kunden: PO-43')
    expect(mail?.text).toContain(
      'Rechnungsadresse: Muster Kunststoff GmbH, Erika Muster, Industriestraße 4, 80331 München',
    )
    expect(mail?.text).not.toContain('Nachricht des Kunden')
    expect(toCustomer?.text).toMatch(/Total incl\. VAT: €[\d,]+\.\d\d/)
  })

  it("answers Magento's errors for what the cart lacks, and keeps the cart", async () => {
    const [sku] = (await stockedSkus(1)) as [string]
    const buyer = await buyerWithCart({ [sku]: 1 })
    const codes = async () => (await place(buyer)).body.data.placeOrder.errors
    expect(await codes()).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message: "Some addresses can't be used due to the configurations for specific countries.",
      },
    ])
    await data(
      `mutation ($cart: String!, $id: Int!) { setShippingAddressesOnCart(input: { cart_id: $cart,
        shipping_addresses: [{ customer_address_id: $id }] }) { cart { id } } }`,
      { store: 'en', token: buyer.token, variables: { cart: buyer.cartId, id: buyer.addressId } },
    )
    expect((await codes())[0].message).toBe('The shipping method is missing. Select the shipping method and try again.')
    await checkout(buyer)
    await data(
      `mutation ($cart: String!) { removeItemFromCart(input: { cart_id: $cart, cart_item_uid: $uid }) { cart { id } } }`.replace(
        '$uid',
        JSON.stringify(
          (
            await data('query ($id: String!) { cart(cart_id: $id) { items { uid } } }', {
              store: 'en',
              token: buyer.token,
              variables: { id: buyer.cartId },
            })
          ).cart.items[0].uid,
        ),
      ),
      { store: 'en', token: buyer.token, variables: { cart: buyer.cartId } },
    )
    expect(await codes()).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message: 'A server error stopped your order from being placed. Please try to place your order again',
      },
    ])
    const active = await data('query ($id: String!) { cart(cart_id: $id) { id } }', {
      store: 'en',
      token: buyer.token,
      variables: { id: buyer.cartId },
    })
    expect(active.cart.id).toBe(buyer.cartId)
  })

  it("answers CART_NOT_FOUND for an unknown cart, GUEST_EMAIL_MISSING for a guest, refuses another's cart", async () => {
    const unknown = await place({ store: 'en', cartId: 'x'.repeat(32) })
    expect(unknown.body.data.placeOrder.errors).toEqual([
      { code: 'CART_NOT_FOUND', message: `Could not find a cart with ID "${'x'.repeat(32)}"` },
    ])
    const guestCart = (await data('mutation { createGuestCart { cart { id } } }')).createGuestCart.cart.id
    const guest = await place({ store: 'en', cartId: guestCart })
    expect(guest.body.data.placeOrder.errors).toEqual([
      { code: 'GUEST_EMAIL_MISSING', message: 'Guest email for cart is missing.' },
    ])
    const [owner, other] = await Promise.all([buyerWithCart({}), buyerWithCart({})])
    const refused = await place({ store: 'en', token: other.token, cartId: owner.cartId })
    expect(refused.status).toBe(403)
    expect(refused.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})
