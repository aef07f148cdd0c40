/** The negotiation as the desk reads it from commerce's admin REST order (desk/app/requests/desk-request.ts). */
import { describe, expect, it } from 'vitest'
import type { RestOrder } from '../../../commerce/api/order'
import { answerBy } from '../../../contract/answer-by'
import { deskRequest } from '../../../desk/app/requests/desk-request'
import { workingCalendar } from '../../../desk/desk.config'
import { restOrder } from './rest-order'

const order = (extension: Partial<RestOrder['extension_attributes']> = {}): RestOrder =>
  restOrder({
    // a Friday: the answer is due on Monday
    created_at: '2026-12-04 10:00:00',
    extension_attributes: { shipping_assignments: [], request_type: 'quote', ...extension },
  })

describe('a request in the desk', () => {
  it('is answered by the working day after its arrival, for the total it was sent with', () => {
    const request = deskRequest(order())
    expect(request.revision).toBeNull()
    expect(request.answerBy.day).toBe('2026-12-07')
    expect(request.total.value).toBe(100)
  })

  it('with an open revision request counts its answer-by day from the wish, and shows it', () => {
    const request = deskRequest(
      order({ revision_requested_at: '2026-12-08 15:30:00', revision_comment: 'Bitte 8 % Rabatt' }),
    )
    expect(request.revision).toEqual({ at: '2026-12-08T15:30:00.000Z', wish: 'Bitte 8 % Rabatt' })
    expect(request.answerBy).toEqual(answerBy(new Date('2026-12-08T15:30:00Z'), workingCalendar))
    expect(request.answerBy.day).toBe('2026-12-09')
  })

  it("amounts to the grand total of the document sent last, not the request's own", () => {
    const current = { document_type: 'offer' as const, increment_id: 'AN-2026-00001', version: 2, grand_total: 84.5 }
    expect(deskRequest(order({ current_document: current })).total).toEqual({ value: 84.5, currency: 'EUR' })
  })
})
