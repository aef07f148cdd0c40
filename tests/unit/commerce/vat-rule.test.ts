/** The VAT of a delivery by its destination and the buyer's VAT ID (commerce/src/tax/vat-rule.ts). */
import { expect, it } from 'vitest'
import { EU_COUNTRIES, vatTreatment } from '../../../commerce/src/tax/vat-rule'

const treatment = (
  shipping: { country_id: string; vat_id?: string; vat_is_valid?: number } | null,
  billing: { country_id: string; vat_id?: string; vat_is_valid?: number } | null = null,
) => vatTreatment('DE', EU_COUNTRIES, { shipping, billing })

it('charges the store rate at home, even to a buyer with a confirmed foreign VAT ID, and without an address', () => {
  expect(treatment({ country_id: 'DE' })).toBe('domestic')
  expect(treatment({ country_id: 'DE' }, { country_id: 'PL', vat_id: 'PL5261040828', vat_is_valid: 1 })).toBe(
    'domestic',
  )
  expect(treatment(null)).toBe('domestic')
})

it('exempts an EU delivery only for a confirmed VAT ID of another EU country, from either address', () => {
  expect(treatment({ country_id: 'PL', vat_id: 'PL5261040828', vat_is_valid: 1 })).toBe('intra_community')
  expect(treatment({ country_id: 'PL' }, { country_id: 'PL', vat_id: 'PL5261040828', vat_is_valid: 1 })).toBe(
    'intra_community',
  )
  expect(treatment({ country_id: 'PL', vat_id: 'PL5261040000', vat_is_valid: 0 })).toBe('domestic')
  expect(treatment({ country_id: 'AT' })).toBe('domestic')
  expect(treatment({ country_id: 'AT' }, { country_id: 'DE', vat_id: 'DE123456789', vat_is_valid: 1 })).toBe('domestic')
})

it('makes every delivery outside the EU an export, with or without a VAT ID', () => {
  expect(treatment({ country_id: 'CH', vat_id: 'CHE-123.456.789 MWST' })).toBe('export')
  expect(treatment({ country_id: 'US' })).toBe('export')
})
