/**
 * The negotiation of a quote request: a revision request is a state of its own (its time and the buyer's wish on
 * the order's REST answer and `CustomerOrder.revision_requested_at`, searchable), the request's total is the
 * document sent last, and the thread of comments both sides read — the buyer's through addOrderComment, the
 * company's visible comments — never carries an internal note to the buyer.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { mailbox } from './customer-helpers'
import { documentsOf, placeWith, sendDraft } from './document-helpers'
import { call, data } from './graphql'
import { adminToken, type Buyer, buyerWithCart, rest, stockedSkus } from './request-helpers'

const RESPOND = `mutation ($input: RespondToOrderInput!) { respondToOrder(input: $input) { errorV2 { code } } }`
const COMMENT = `mutation ($input: AddOrderCommentInput!) {
  addOrderComment(input: $input) { errorV2 { code message } order { number comments { message } } } }`
const ORDER = `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
  status revision_requested_at comments { message timestamp creator_type author_name } } } } }`

const SALES_INBOX = 'vertrieb@polyplast.example'
const numberOf = (order: number) => String(order).padStart(9, '0')

let token: string
let buyer: Buyer
let order: number
beforeAll(async () => {
  const [sku] = (await stockedSkus(1, 40)) as [string]
  buyer = await buyerWithCart({}, 'de')
  token = await adminToken()
  order = await placeWith(buyer, { [sku]: 3 })
})

const restOrder = async () => (await rest('GET', `/rest/V1/orders/${order}`, { token })).body
const buyerOrder = async (who: Buyer = buyer) =>
  (await data(ORDER, { store: 'de', token: who.token, variables: { n: numberOf(order) } })).customer.orders.items[0]
const comment = (text: string, who: Buyer = buyer, id = order) =>
  call(COMMENT, { store: 'de', token: who.token, variables: { input: { order_id: btoa(String(id)), comment: text } } })

/** The inbox's search for the requests whose buyer asked for a revision. */
const revisionSearch = async () =>
  (
    await rest(
      'GET',
      '/rest/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=revision_requested_at' +
        '&searchCriteria[filter_groups][0][filters][0][condition_type]=notnull',
      { token },
    )
  ).body.items.map((o: { entity_id: number }) => o.entity_id)

describe('a revision request', () => {
  let firstTotal: number
  beforeAll(async () => {
    const id = await sendDraft(token, order, 'offer')
    firstTotal = (await rest('GET', `/rest/V1/documents/${id}`, { token })).body.grand_total
  })

  it('is no state before the buyer asks; the total is the offer sent last', async () => {
    const sent = await restOrder()
    expect(sent.extension_attributes.revision_requested_at).toBeUndefined()
    expect(sent.extension_attributes.current_document).toMatchObject({ version: 1, grand_total: firstTotal })
    expect((await buyerOrder()).revision_requested_at).toBeNull()
    expect(await revisionSearch()).not.toContain(order)
  })

  it('records when the buyer asked and what they wish, for the desk and the buyer, searchable', async () => {
    const before = new Date(Date.now() - 2000).toISOString().replace('T', ' ').slice(0, 19)
    const answer = await call(RESPOND, {
      store: 'de',
      token: buyer.token,
      variables: {
        input: { order_id: btoa(String(order)), response: 'REQUEST_REVISION', comment: 'Bitte 8 % Rabatt' },
      },
    })
    expect(answer.body.data.respondToOrder.errorV2).toBeNull()
    const asked = await restOrder()
    expect(asked.status).toBe('quote_requested')
    expect(asked.extension_attributes.revision_requested_at >= before).toBe(true)
    expect(asked.extension_attributes.revision_comment).toBe('Bitte 8 % Rabatt')
    // the history entry says what was answered, the buyer's words are theirs in the thread
    const [words, entry] = asked.status_histories
    expect(entry).toMatchObject({ is_visible_on_front: 0, extension_attributes: { created_by: 'customer' } })
    expect(entry.comment).not.toContain('Bitte 8 % Rabatt')
    expect(words).toMatchObject({ comment: 'Bitte 8 % Rabatt', is_visible_on_front: 1 })
    expect((await buyerOrder()).revision_requested_at).toBe(asked.extension_attributes.revision_requested_at)
    expect(await revisionSearch()).toContain(order)
  })

  it('ends with the next version, whose total becomes the request total', async () => {
    await sendDraft(token, order, 'offer', { shipping_amount: 0 })
    const revised = await restOrder()
    expect(revised.extension_attributes.revision_requested_at).toBeUndefined()
    expect(revised.extension_attributes.revision_comment).toBeUndefined()
    const [newest] = (await documentsOf(token, order)).items
    expect(revised.extension_attributes.current_document).toMatchObject({ version: 2, grand_total: newest.grand_total })
    expect(await revisionSearch()).not.toContain(order)
    const listed = (
      await rest(
        'GET',
        `/rest/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=entity_id&searchCriteria[filter_groups][0][filters][0][value]=${order}`,
        { token },
      )
    ).body.items[0]
    expect(listed.extension_attributes.current_document.grand_total).toBe(newest.grand_total)
  })
})

describe('the thread of a request', () => {
  it('carries the buyer’s and the company’s visible comments in order, never an internal note', async () => {
    expect((await comment('Geht auch Lieferung in KW 3?')).body.data.addOrderComment.errorV2).toBeNull()
    const write = (text: string, visible: 0 | 1) =>
      rest('POST', `/rest/V1/orders/${order}/comments`, {
        token,
        body: { statusHistory: { comment: text, is_customer_notified: visible, is_visible_on_front: visible } },
      })
    expect((await write('Nur intern: Kunde zahlt spät', 0)).status).toBe(200)
    expect((await write('Ja, KW 3 passt.', 1)).status).toBe(200)
    const { comments } = await buyerOrder()
    const thread = comments.slice(-2)
    expect(thread).toEqual([
      expect.objectContaining({ message: 'Geht auch Lieferung in KW 3?', creator_type: 'BUYER' }),
      expect.objectContaining({ message: 'Ja, KW 3 passt.', creator_type: 'SELLER', author_name: 'Anna Berger' }),
    ])
    expect(comments[0]).toMatchObject({ message: 'Bitte 8 % Rabatt', creator_type: 'BUYER' })
    expect(JSON.stringify(comments)).not.toContain('Nur intern')
    const desk = (await restOrder()).status_histories
    expect(desk.find((h: { comment?: string }) => h.comment === 'Geht auch Lieferung in KW 3?')).toMatchObject({
      is_visible_on_front: 1,
      extension_attributes: { created_by: 'customer' },
    })
  })

  it('tells the sales inbox of the buyer’s comment', async () => {
    await comment('Bitte Rückruf morgen früh')
    const mail = (await mailbox()).find((m) => m.to === SALES_INBOX && m.text.includes('Bitte Rückruf morgen früh'))
    expect(mail?.subject).toBe(`Neuer Kommentar zur Anfrage ${numberOf(order)}`)
  })

  it('takes no comment on another buyer’s request, nor an empty one', async () => {
    const other = await buyerWithCart({}, 'de')
    expect((await comment('Hallo', other)).body.data.addOrderComment.errorV2.code).toBe('UNAUTHORISED')
    expect((await comment('Hallo', buyer, 999_999)).body.data.addOrderComment.errorV2.code).toBe('ORDER_NOT_FOUND')
    expect((await comment('   ')).body.errors?.[0]?.extensions?.category).toBe('graphql-input')
    expect(JSON.stringify((await buyerOrder()).comments)).not.toContain('Hallo')
  })
})
