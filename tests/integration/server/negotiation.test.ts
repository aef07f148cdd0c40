/**
 * The negotiation on the buyer's page: after asking for a revision the page says when they asked and by which
 * working day the company answers; version 2 names per line what it changed against version 1; the thread shows the
 * buyer's and the company's comments with side, name and time, never an internal note.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { answerBy } from '../../../contract/answer-by'
import { companyCalendar } from '../../../contract/company-calendar'
import type { RequestDetailView } from '../../../contract/request'
import { draftOf, type Json, linesOf, placeWith, send } from '../commerce/document-helpers'
import { adminToken, type Buyer, buyerWithCart, rest, stockedSkus } from '../commerce/request-helpers'
import { data, error } from './trpc'
import { Visitor } from './visitor'

let token: string
let skus: string[]
let buyer: Buyer
let browser: Visitor
let number: string
let order: number
beforeAll(async () => {
  skus = await stockedSkus(2, 40)
  token = await adminToken()
  buyer = await buyerWithCart({}, 'de')
  browser = new Visitor('de')
  browser.cookies.set('vsf-customer', buyer.token)
  order = await placeWith(buyer, { [skus[0] as string]: 4, [skus[1] as string]: 2 })
  number = String(order).padStart(9, '0')
})

/** Sends the next offer with `price` per piece on the first line and the draft's figures on the others. */
async function sendOffer(price: number) {
  const draft = (await draftOf(token, order, 'offer')).body
  const items = linesOf(draft).map((line: Json, index: number) => (index === 0 ? { ...line, price } : line))
  const sent = await send(token, order, 'offer', { items })
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body))
}

const detail = async () => data<RequestDetailView>(await browser.query('request.detail', { number }))

describe('a revision request on the buyer’s page', () => {
  it('says when the buyer asked and by which working day the company answers', async () => {
    await sendOffer(40)
    expect((await detail()).revision).toBeNull()
    const first = await detail()
    const revising = await data<RequestDetailView>(
      await browser.mutate('request.answer', {
        number,
        answer: 'requestRevision',
        documentId: first.document?.id,
        comment: 'Bitte 36 € pro Stück',
      }),
    )
    const asked = revising.revision
    expect(asked).not.toBeNull()
    const at = new Date(`${asked?.requestedAt.replace(' ', 'T')}Z`)
    expect(Date.now() - at.getTime()).toBeLessThan(60_000)
    expect(asked?.answerBy).toBe(answerBy(at, companyCalendar).day)
    expect(revising.comments.at(-1)).toMatchObject({ side: 'buyer', message: 'Bitte 36 € pro Stück' })
  })

  it('shows version 2 with what changed against version 1 per line, and the revision answered', async () => {
    await sendOffer(36)
    const revised = await detail()
    expect(revised.revision).toBeNull()
    const [changed, same] = revised.document?.lines ?? []
    expect(changed).toMatchObject({ price: { value: 36 }, before: { version: 1, price: { value: 40 } } })
    expect(same?.before).toBeNull()
  })
})

describe('the thread', () => {
  it('carries the buyer’s and the clerk’s comments with side and name, never an internal note', async () => {
    const asked = await data<RequestDetailView>(
      await browser.mutate('request.comment', { number, comment: 'Ist Lieferung in KW 3 möglich?' }),
    )
    expect(asked.comments.at(-1)).toMatchObject({ side: 'buyer', message: 'Ist Lieferung in KW 3 möglich?' })
    for (const [text, visible] of [
      ['Intern: Lager prüfen', 0],
      ['Ja, KW 3 ist möglich.', 1],
    ] as const) {
      await rest('POST', `/rest/V1/orders/${order}/comments`, {
        token,
        body: { statusHistory: { comment: text, is_customer_notified: visible, is_visible_on_front: visible } },
      })
    }
    const { comments } = await detail()
    expect(comments.at(-1)).toMatchObject({ side: 'company', author: 'Anna Berger', message: 'Ja, KW 3 ist möglich.' })
    expect(comments.map((c) => c.message)).not.toContain('Intern: Lager prüfen')
  })

  it('takes no empty comment, nor one on someone else’s request', async () => {
    const empty = await error(await browser.mutate('request.comment', { number, comment: '  ' }))
    expect(empty.data.reason).toBe('INVALID_INPUT')
    const stranger = new Visitor('de')
    stranger.cookies.set('vsf-customer', (await buyerWithCart({}, 'de')).token)
    const foreign = await error(await stranger.mutate('request.comment', { number, comment: 'Hallo' }))
    expect(foreign.data.reason).toBe('NOT_FOUND')
  })
})
