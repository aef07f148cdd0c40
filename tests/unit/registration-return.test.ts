import { describe, expect, it } from 'vitest'
import { returnPageOf, returnPathOf } from '../../src/features/customer/registration-return'

describe('the way back after a registration', () => {
  it('knows the request page and nothing else', () => {
    expect(returnPageOf('request')).toBe('request')
    expect(returnPageOf('cart')).toBeUndefined()
    expect(returnPageOf(['request'])).toBeUndefined()
  })

  it("leads a confirmation link's back_url to the shop's own request page in the link's language", () => {
    expect(returnPathOf('https://shop.example/de/request')).toBe('/de/request')
    expect(returnPathOf('http://localhost:8787/en/request')).toBe('/en/request')
  })

  it('ignores anything else, so a link cannot lead away from the shop', () => {
    for (const backUrl of [
      undefined,
      '',
      'request',
      '//evil.example/de/request',
      'https://shop.example/fr/request',
      'https://shop.example/de/request/extra',
      'https://shop.example/de/cart',
      'javascript:alert(1)',
    ]) {
      expect(returnPathOf(backUrl), String(backUrl)).toBeUndefined()
    }
  })
})
