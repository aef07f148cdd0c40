import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { appConfig, designConfig } from '../../app.config'
import { offeredSwitchers } from '../../src/features/layout/switchers'
import { alternateLinks, localisedPath } from '../../src/i18n/alternate-links'

describe('hreflang alternates', () => {
  it('replaces the locale segment of the path', () => {
    expect(localisedPath('/de/platten/pvc.html', 'en')).toBe('/en/platten/pvc.html')
    expect(localisedPath('/en', 'de')).toBe('/de')
    expect(localisedPath('/', 'en')).toBe('/en')
  })

  it('lists every locale and x-default pointing at the default locale', () => {
    expect(alternateLinks('https://shop.example', '/en/customer')).toEqual([
      { rel: 'alternate', hrefLang: 'de', href: 'https://shop.example/de/customer' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/en/customer' },
      { rel: 'alternate', hrefLang: 'x-default', href: `https://shop.example/${appConfig.defaultLocale}/customer` },
    ])
  })
})

describe('top-bar switchers', () => {
  const store = (code: string) => ({ code, name: code, locale: code })

  it('offers a selector only with more than one choice', () => {
    expect(offeredSwitchers({ currencies: ['EUR'], stores: [store('de')] })).toEqual({ currencies: [], stores: [] })
    expect(offeredSwitchers({ currencies: ['EUR', 'CHF'], stores: [store('de'), store('en')] })).toEqual({
      currencies: ['EUR', 'CHF'],
      stores: [store('de'), store('en')],
    })
  })

  it('offers neither while the store query has no data (loading or failed)', () => {
    expect(offeredSwitchers(undefined)).toEqual({ currencies: [], stores: [] })
  })
})

describe('breakpoints in CSS', () => {
  it('uses only the pixel values of app.config.ts', () => {
    const css = readFileSync(new URL('../../src/styles/responsive.css', import.meta.url), 'utf8')
    const known = new Set<number>([
      ...Object.values(designConfig.breakpoints),
      designConfig.mobileMenuCollapseBelowPx,
      ...Object.values(designConfig.desktopHeaderSteps),
    ])
    const used = [...css.matchAll(/@media[^{]*\((?:min|max)-width:\s*([\d.]+)px\)/g)].map((m) =>
      Math.round(Number(m[1])),
    )
    expect(used.length).toBeGreaterThan(0)
    for (const px of used) expect(known).toContain(px)
    expect(used).toContain(designConfig.breakpoints.md)
    expect(used).toContain(designConfig.mobileMenuCollapseBelowPx)
  })
})
