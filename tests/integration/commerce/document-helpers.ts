/** The company's offers and order confirmations through the admin REST API, for the document tests. */
import { type Buyer, checkout, placeRequest, rest, withCart } from './request-helpers'

export type DocumentType = 'offer' | 'confirmation'

// biome-ignore lint/suspicious/noExplicitAny: REST answers are read field by field.
export type Json = any

/** Places a request of the buyer's new cart holding `items`; the order's entity id. */
export async function placeWith(buyer: Buyer, items: Record<string, number>, type: 'QUOTE' | 'ORDER' = 'QUOTE') {
  const next = await withCart(buyer, items)
  await checkout(next)
  return Number((await placeRequest(next, type)).number)
}

export const draftOf = (token: string, orderId: number, type: DocumentType) =>
  rest('GET', `/rest/V1/order/${orderId}/${type}-draft`, { token })

export const send = (token: string, orderId: number, type: DocumentType, body: unknown) =>
  rest('POST', `/rest/V1/order/${orderId}/${type}`, { token, body })

/** The draft's lines as a send takes them. */
export const linesOf = (draft: Json) =>
  draft.items.map((line: Json) => ({
    order_item_id: line.order_item_id,
    qty: line.qty,
    price: line.price,
    discount_percent: line.discount_percent,
    delivery_date: line.delivery_date,
    delivery_week: line.delivery_week,
  }))

/** Sends the draft as it is; the new document's id. */
export async function sendDraft(token: string, orderId: number, type: DocumentType, changes: Json = {}) {
  const draft = await draftOf(token, orderId, type)
  if (draft.status !== 200) throw new Error(JSON.stringify(draft.body))
  const sent = await send(token, orderId, type, { items: linesOf(draft.body), ...changes })
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body))
  return sent.body as number
}

export const documentsOf = async (token: string, orderId: number) =>
  (await rest('GET', `/rest/V1/order/${orderId}/documents`, { token })).body
