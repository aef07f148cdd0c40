/** The request mails (commerce) count each line in the unit the shop's pages count it in. */
import { describe, expect, it } from 'vitest'
import { PACKAGING_UNITS } from '../../../commerce/seed/attributes'
import { salesUnitOf as mailUnitOf } from '../../../commerce/src/sales/request/request-summary'
import { salesUnitOf } from '../../../server/product/sales-unit'

describe('the units of the request mails', () => {
  it('are the units of the pages for every packaging unit of the catalogue', () => {
    for (const { option_id } of Object.values(PACKAGING_UNITS)) {
      expect(mailUnitOf(option_id)).toBe(salesUnitOf({ packaging_unit: option_id }))
    }
    expect(mailUnitOf(PACKAGING_UNITS.coil.option_id)).toBe('coil')
    expect(mailUnitOf(null)).toBe('piece')
  })
})
