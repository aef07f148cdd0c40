/** The request page's VAT ID and VIES answer, read from commerce's admin REST order (desk/app/requests/desk-request.ts). */
import { expect, it } from 'vitest'
import type { RestOrder, RestOrderAddress } from '../../../commerce/api/order'
import { deskRequest } from '../../../desk/app/requests/desk-request'
import { restOrder } from './rest-order'

const order = (billing: RestOrderAddress, shipping: RestOrderAddress = billing): RestOrder =>
  restOrder({
    billing_address: billing,
    extension_attributes: {
      shipping_assignments: [
        {
          shipping: {
            address: shipping,
            method: 'freight_freight',
            total: { shipping_amount: 0, base_shipping_amount: 0 },
          },
          items: [],
        },
      ],
      request_type: 'quote',
    },
  })

const confirmed = {
  country_id: 'PL',
  vat_id: 'PL5261040828',
  vat_is_valid: 1,
  vat_request_success: 1,
  vat_request_id: 'WAPIAAAAZ1',
  vat_request_date: '2026-12-06T10:00:00Z',
}

it("shows VIES's confirmation, refusal or absence with its date and consultation number", () => {
  expect(deskRequest(order(confirmed)).vatCheck).toEqual({
    outcome: 'confirmed',
    date: '2026-12-06T10:00:00Z',
    consultation: 'WAPIAAAAZ1',
  })
  expect(deskRequest(order({ ...confirmed, vat_is_valid: 0, vat_request_id: undefined })).vatCheck).toMatchObject({
    outcome: 'refused',
    consultation: '',
  })
  expect(deskRequest(order({ ...confirmed, vat_is_valid: 0, vat_request_success: 0 })).vatCheck?.outcome).toBe(
    'unavailable',
  )
  expect(deskRequest(order({ country_id: 'DE', vat_id: 'DE123456789' })).vatCheck).toBeNull()
})

it("reads the buyer's VAT ID from the shipping address, else the billing address", () => {
  const site = { country_id: 'PL', city: 'Kraków' }
  const request = deskRequest(order(confirmed, site))
  expect(request.vatId).toBe('PL5261040828')
  expect(request.vatCheck?.outcome).toBe('confirmed')
  expect(deskRequest(order(confirmed, { ...confirmed, vat_id: 'PL1234567890', vat_is_valid: 0 })).vatId).toBe(
    'PL1234567890',
  )
})
