import { describe, expect, it } from 'vitest'
import { resolveSession } from '../../../server/session/shop-session'

const none = {
  storeHeader: null,
  storeCookie: undefined,
  currencyCookie: undefined,
  customerCookie: undefined,
  customerGroupCookie: undefined,
}

describe('shop session', () => {
  it('defaults to the German store view, EUR and a guest', () => {
    expect(resolveSession(none)).toEqual({
      storeCode: 'de',
      locale: 'de',
      currency: 'EUR',
      customerToken: undefined,
      customerGroup: '0',
    })
  })

  it('takes the store from the x-store header first, then the vsf-store cookie', () => {
    expect(resolveSession({ ...none, storeHeader: 'en', storeCookie: 'de' })).toMatchObject({
      storeCode: 'en',
      locale: 'en',
    })
    expect(resolveSession({ ...none, storeHeader: 'fr', storeCookie: 'en' })).toMatchObject({ storeCode: 'en' })
    expect(resolveSession({ ...none, storeHeader: 'fr', storeCookie: 'xx' })).toMatchObject({ storeCode: 'de' })
  })

  it('accepts a currency cookie only when it looks like a currency code', () => {
    expect(resolveSession({ ...none, currencyCookie: 'USD' }).currency).toBe('USD')
    expect(resolveSession({ ...none, currencyCookie: 'usd; drop' }).currency).toBe('EUR')
  })

  it('counts the customer group only for a visitor with a token', () => {
    expect(resolveSession({ ...none, customerGroupCookie: '2' }).customerGroup).toBe('0')
    expect(resolveSession({ ...none, customerCookie: 'token', customerGroupCookie: '2' })).toMatchObject({
      customerToken: 'token',
      customerGroup: '2',
    })
  })
})
