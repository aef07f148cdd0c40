import { describe, expect, it } from 'vitest'
import { resolveSession } from '../../../server/session/shop-session'

const none = {
  storeHeader: null,
  storeCookie: undefined,
  currencyCookie: undefined,
  customerCookie: undefined,
}

describe('shop session', () => {
  it('defaults to the German store view, EUR and a guest', () => {
    expect(resolveSession(none)).toEqual({
      storeCode: 'de',
      locale: 'de',
      currency: 'EUR',
      customerToken: undefined,
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

  it('takes a token only when it can travel in an Authorization header', () => {
    expect(resolveSession({ ...none, customerCookie: 'a1b2.c3-d4_e5' }).customerToken).toBe('a1b2.c3-d4_e5')
    expect(resolveSession({ ...none, customerCookie: 'bad token\u00e4' }).customerToken).toBeUndefined()
    expect(resolveSession({ ...none, customerCookie: 'x\r\nset-cookie: y' }).customerToken).toBeUndefined()
  })
})
