import { describe, expect, it } from 'vitest'
import { externalCheckoutUrl } from '../../../server/cart/external-checkout'

describe('external checkout URL', () => {
  it('is built with the token and the cart id when enabled', () => {
    const url = externalCheckoutUrl(
      { enabled: true, url: 'https://checkout.example/start?shop=pp' },
      { cartId: 'abc123', token: 't&k' },
    )
    expect(url).toBe('https://checkout.example/start?shop=pp&token=t%26k&cartId=abc123')
  })

  it('sends an empty token for guests', () => {
    const url = new URL(
      externalCheckoutUrl({ enabled: true, url: 'https://c.example' }, { cartId: 'x', token: undefined }) ?? '',
    )
    expect(url.searchParams.get('token')).toBe('')
    expect(url.searchParams.get('cartId')).toBe('x')
  })

  it('is null while disabled', () => {
    expect(externalCheckoutUrl({ enabled: false, url: 'https://c.example' }, { cartId: 'x', token: 't' })).toBeNull()
  })
})
