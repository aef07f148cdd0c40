import { describe, expect, it } from 'vitest'
import { formatKilograms as mailKilograms } from '../../../commerce/src/sales/formats'
import { formatKilograms as deskKilograms } from '../../../desk/app/ui/format'
import { formatKilograms } from '../../../src/i18n/format'

describe('weights', () => {
  it('are written one way everywhere: two decimals, grouped thousands', () => {
    expect(formatKilograms(3588.6, 'de')).toBe('3.588,60 kg')
    expect(formatKilograms(2545.98, 'de')).toBe('2.545,98 kg')
    expect(formatKilograms(0.355, 'en')).toBe('0.36 kg')
  })

  it('read the same in the request mails and on the sales desk as in the shop', () => {
    for (const value of [3588.6, 2545.98, 12, 0.355]) {
      expect(`${mailKilograms('de_DE', value)} kg`).toBe(formatKilograms(value, 'de'))
      expect(`${mailKilograms('en_US', value)} kg`).toBe(formatKilograms(value, 'en'))
      expect(`${deskKilograms(value, 'de')} kg`).toBe(formatKilograms(value, 'de'))
    }
  })
})
