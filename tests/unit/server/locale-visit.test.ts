import { describe, expect, it } from 'vitest'
import { localeVisitCookies } from '../../../server/session/locale-visit'

const visit = (path: string, cookie?: string, method = 'GET', headers: Record<string, string> = {}) =>
  localeVisitCookies(
    new Request(`http://shop.test${path}`, { method, headers: { ...headers, ...(cookie ? { cookie } : {}) } }),
  )

describe('a page visit under a locale prefix', () => {
  it('stores the locale for 365 days with its store view and default currency', () => {
    const cookies = visit('/en/cart')
    expect(cookies).toHaveLength(3)
    expect(cookies[0]).toMatch(/^vsf-locale=en; Max-Age=31536000; Path=\/; SameSite=Lax$/)
    expect(cookies[1]).toMatch(/^vsf-store=en; Path=\/; SameSite=Lax$/)
    expect(cookies[2]).toMatch(/^vsf-currency=EUR; Path=\/; SameSite=Lax$/)
  })

  it('changes nothing when the visitor already has that locale', () => {
    expect(visit('/de', 'vsf-locale=de; vsf-store=de')).toEqual([])
  })

  it('switches from one locale to the other', () => {
    expect(visit('/de/customer', 'vsf-locale=en').join('\n')).toContain('vsf-locale=de')
  })

  it('ignores paths without a supported prefix and requests other than GET', () => {
    expect(visit('/fr')).toEqual([])
    expect(visit('/api/trpc/store.config')).toEqual([])
    expect(visit('/de', undefined, 'POST')).toEqual([])
  })

  it('counts pages the browser opens, not a script fetching one in the background', () => {
    expect(visit('/de', 'vsf-locale=en', 'GET', { 'sec-fetch-mode': 'navigate' }).join('\n')).toContain('vsf-locale=de')
    expect(visit('/de', 'vsf-locale=en', 'GET', { 'sec-fetch-mode': 'cors' })).toEqual([])
  })
})
