import { print } from 'graphql'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MenuCategory } from '../../../contract/category'
import { MAX_BATCH_SIZE } from '../../../contract/limits'
import { api } from '../../../server/app'
import { cacheKey } from '../../../server/cache/key'
import { CmsPageQuery } from '../../../server/content/operations'
import { data, error, mutate, query, SHOP, setCookies } from './trpc'

const unique = () => crypto.randomUUID().slice(0, 8)

describe('store', () => {
  it('answers the German store config for x-store de', async () => {
    const config = await data(await query('store.config', undefined, { store: 'de' }))
    expect(config).toEqual({
      storeCode: 'de',
      locale: 'de_DE',
      title: 'Polyplast Kunststoffe – Lagerliste',
      storeName: expect.any(String),
      currency: 'EUR',
      logo: {
        src: 'https://shop.example.com/media/logo/default/logo.svg',
        width: 180,
        height: 48,
        alt: 'Polyplast Kunststoffe',
      },
      stockQuantityBands: [],
      guestsMayReview: false,
      cartBadgeCounts: 'lines',
      defaultCountry: 'DE',
    })
  })

  it('answers the English store config for x-store en', async () => {
    const config = await data<{ storeCode: string; locale: string; title: string }>(
      await query('store.config', undefined, { store: 'en' }),
    )
    expect(config).toMatchObject({ storeCode: 'en', locale: 'en_US', title: 'Polyplast Kunststoffe – Stock list' })
  })

  it('falls back to the vsf-store cookie, then to German', async () => {
    const fromCookie = await data<{ storeCode: string }>(
      await query('store.config', undefined, { headers: { 'x-store': 'fr' }, cookie: 'vsf-store=en' }),
    )
    expect(fromCookie.storeCode).toBe('en')
    const fallback = await data<{ storeCode: string }>(
      await query('store.config', undefined, { headers: { 'x-store': 'fr' } }),
    )
    expect(fallback.storeCode).toBe('de')
  })

  it('lists the currencies and store views for the switchers', async () => {
    expect(await data(await query('store.switchers'))).toEqual({
      currencies: ['EUR'],
      stores: [
        { code: 'de', name: 'Deutsch', locale: 'de' },
        { code: 'en', name: 'English', locale: 'en' },
      ],
    })
  })

  it('sets the currency cookie, readable by the browser, for an available currency', async () => {
    const response = await mutate('store.setCurrency', { currency: 'EUR' })
    expect(await data(response)).toEqual({ currency: 'EUR' })
    const cookie = setCookies(response).get('vsf-currency')
    expect(cookie).toMatch(/^vsf-currency=EUR; /)
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('HttpOnly')
  })

  it('refuses a currency the store does not offer with 400 and a readable message', async () => {
    const response = await mutate('store.setCurrency', { currency: 'USD' })
    expect(response.status).toBe(400)
    expect((await error(response)).message).toBe('The currency USD is not available here.')
    expect(setCookies(response).size).toBe(0)
  })

  it('switches the store view with store, locale (365 days) and currency cookies', async () => {
    const response = await mutate('store.switchStore', { locale: 'en' })
    expect(await data(response)).toEqual({ locale: 'en', redirectTo: '/en' })
    const cookies = setCookies(response)
    expect(cookies.get('vsf-store')).toMatch(/^vsf-store=en; /)
    expect(cookies.get('vsf-locale')).toMatch(/^vsf-locale=en; Max-Age=31536000; /)
    expect(cookies.get('vsf-currency')).toMatch(/^vsf-currency=EUR; /)
  })
})

describe('catalog', () => {
  const depth = (categories: MenuCategory[]): number => Math.max(0, ...categories.map((c) => 1 + depth(c.children)))
  const names = (categories: MenuCategory[]): string[] => categories.flatMap((c) => [c.name, ...names(c.children)])

  it('answers the menu tree at most four levels deep with localized names and url paths', async () => {
    const de = await data<MenuCategory[]>(await query('catalog.menu', undefined, { store: 'de' }))
    const en = await data<MenuCategory[]>(await query('catalog.menu', undefined, { store: 'en' }))
    expect(de.length).toBeGreaterThan(0)
    expect(depth(de)).toBeGreaterThan(1)
    expect(depth(de)).toBeLessThanOrEqual(4)
    expect(names(de)).toContain('Platten')
    expect(names(en)).toContain('Sheets')
    expect(de[0]).toEqual({
      uid: expect.any(String),
      name: expect.any(String),
      urlPath: expect.stringMatching(/\.html$/),
      children: expect.any(Array),
    })
  })
})

describe('content', () => {
  it('answers a CMS page by identifier', async () => {
    const page = await data(await query('content.cmsPage', { identifier: 'home' }, { store: 'de' }))
    expect(page).toEqual({
      identifier: 'home',
      title: 'Lagerliste',
      contentHeading: 'Kunststoffhalbzeuge ab Lager',
      content: expect.stringContaining('<p>'),
      metaTitle: 'Lagerliste – Kunststoffplatten und Stäbe ab Lager',
      metaDescription: expect.any(String),
      metaKeywords: 'Lagerliste, Kunststoffplatten, Stäbe, Schweißdraht',
    })
  })

  it('answers NOT_FOUND (404), not 500, for an unknown page, and never caches the error', async () => {
    const identifier = `missing-${unique()}`
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await query('content.cmsPage', { identifier })
      expect(response.status).toBe(404)
      expect(response.headers.get('x-edge-cache')).toBeNull()
      expect((await error(response)).data.code).toBe('NOT_FOUND')
    }
    const key = await cacheKey({
      query: print(CmsPageQuery),
      variables: { identifier },
      storeCode: 'de',
      currency: 'EUR',
      customerGroup: '0',
    })
    expect(await (await caches.open('commerce')).match(key)).toBeUndefined()
  })

  it('answers CMS blocks by identifiers', async () => {
    const blocks = await data<{ identifier: string; title: string; content: string }[]>(
      await query('content.cmsBlocks', { identifiers: ['footer', 'request-info'] }, { store: 'en' }),
    )
    expect(blocks.map((block) => block.identifier).sort()).toEqual(['footer', 'request-info'])
    expect(blocks[0]).toEqual({
      identifier: expect.any(String),
      title: expect.any(String),
      content: expect.any(String),
    })
  })
})

describe('directory', () => {
  it('lists countries by their name in the store language, sorted in that language', async () => {
    const de = await data<{ id: string; name: string }[]>(
      await query('directory.countries', undefined, { store: 'de' }),
    )
    const en = await data<{ id: string; name: string }[]>(
      await query('directory.countries', undefined, { store: 'en' }),
    )
    expect(de.find((country) => country.id === 'DE')?.name).toBe('Deutschland')
    expect(en.find((country) => country.id === 'DE')?.name).toBe('Germany')
    const names = de.map((country) => country.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare))
  })

  it('answers one country and NOT_FOUND for an unknown code', async () => {
    expect(await data(await query('directory.country', { id: 'AT' }, { store: 'en' }))).toEqual({
      id: 'AT',
      name: 'Austria',
    })
    const response = await query('directory.country', { id: 'QQ' })
    expect(response.status).toBe(404)
  })
})

describe('session', () => {
  it('is logged in only when the token cookie holds a token commerce accepts', async () => {
    expect(await data(await query('session.state'))).toEqual({ isLoggedIn: false })
    const forged = await query('session.state', undefined, { cookie: 'vsf-customer=abc' })
    expect(setCookies(forged).get('vsf-customer')).toMatch(/Max-Age=0/)
    expect(await data(forged)).toEqual({ isLoggedIn: false })
  })
})

describe('input validation', () => {
  it('answers 400 with a readable message, never 500', async () => {
    const response = await query('content.cmsPage', { identifier: '' })
    expect(response.status).toBe(400)
    const { message, data: details } = await error(response)
    expect(details.code).toBe('BAD_REQUEST')
    expect(message).toMatch(/^identifier: The identifier must not be empty(;|$)/)
    expect(details.stack).toBeUndefined()
  })

  it.each([
    ['a missing input', 'content.cmsPage', undefined],
    ['a wrong type', 'directory.country', { id: 42 }],
    ['an unknown country format', 'directory.country', { id: 'Germany' }],
    ['too many blocks', 'content.cmsBlocks', { identifiers: Array.from({ length: 21 }, (_, i) => `b${i}`) }],
  ])('rejects %s with 400', async (_, path, input) => {
    const response = await query(path, input)
    expect(response.status).toBe(400)
    expect((await error(response)).message).not.toBe('')
  })

  it('answers 400 for input that is not JSON', async () => {
    const response = await api.fetch(new Request(`${SHOP}/api/trpc/content.cmsPage?input=%7Bnot-json`))
    expect(response.status).toBe(400)
  })
})

describe('request rules', () => {
  it('rejects a mutation sent as GET', async () => {
    const response = await query('store.setCurrency', { currency: 'EUR' })
    expect(response.status).toBe(405)
    expect(setCookies(response).size).toBe(0)
  })

  it('rejects a POST without Origin or from a foreign origin with 403', async () => {
    const body = JSON.stringify({ currency: 'EUR' })
    const withoutOrigin = await api.fetch(
      new Request(`${SHOP}/api/trpc/store.setCurrency`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    )
    expect(withoutOrigin.status).toBe(403)
    const foreign = await mutate('store.setCurrency', { currency: 'EUR' }, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(setCookies(foreign).size).toBe(0)
    expect((await error(foreign)).data.code).toBe('FORBIDDEN')
  })

  it('rejects a POST that is not JSON with 403', async () => {
    const response = await mutate(
      'store.setCurrency',
      { currency: 'EUR' },
      { headers: { 'content-type': 'text/plain' } },
    )
    expect(response.status).toBe(403)
  })

  it(`accepts batches of ${MAX_BATCH_SIZE} and rejects larger ones with 400`, async () => {
    const batch = (size: number) => {
      const paths = Array.from({ length: size }, () => 'session.state').join(',')
      return api.fetch(new Request(`${SHOP}/api/trpc/${paths}?batch=1&input=%7B%7D`))
    }
    expect((await batch(MAX_BATCH_SIZE)).status).toBe(200)
    const tooLarge = await batch(MAX_BATCH_SIZE + 1)
    expect(tooLarge.status).toBe(400)
  })
})

describe('edge cache', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers a stale entry at once and refreshes it in the background', async () => {
    const ask = () => query('directory.country', { id: 'IT' }, { store: 'en' })
    expect((await ask()).headers.get('x-edge-cache')).toBe('Country=MISS')
    await vi.waitFor(async () => expect((await ask()).headers.get('x-edge-cache')).toBe('Country=HIT'))
    // One hour and a minute later: past CacheLong's max-age, within its stale-while-revalidate window.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 })
    const stale = await ask()
    expect(stale.headers.get('x-edge-cache')).toBe('Country=STALE')
    expect(await data(stale)).toEqual({ id: 'IT', name: 'Italy' })
    await vi.waitFor(async () => expect((await ask()).headers.get('x-edge-cache')).toBe('Country=HIT'))
  })

  it('reports MISS, then HIT for the same query in the same store view', async () => {
    const first = await query('directory.country', { id: 'FR' }, { store: 'de' })
    expect(first.headers.get('x-edge-cache')).toBe('Country=MISS')
    // The answer went out before the cache stored it (waitUntil): the same query is a HIT once stored.
    const second = await vi.waitFor(async () => {
      const again = await query('directory.country', { id: 'FR' }, { store: 'de' })
      expect(again.headers.get('x-edge-cache')).toBe('Country=HIT')
      return again
    })
    expect(await data(second)).toEqual(await data(first))
    const otherStore = await query('directory.country', { id: 'FR' }, { store: 'en' })
    expect(otherStore.headers.get('x-edge-cache')).toBe('Country=MISS')
  })

  it('lists every query of a batch in the header', async () => {
    const response = await api.fetch(
      new Request(`${SHOP}/api/trpc/store.config,store.switchers?batch=1&input=%7B%7D`, {
        headers: { 'x-store': 'en' },
      }),
    )
    expect(response.headers.get('x-edge-cache')).toMatch(/^StoreConfig=(MISS|HIT), StoreSwitchers=(MISS|HIT)$/)
  })
})

describe('authorization error', () => {
  // A token the commerce backend does not know (and a forged group cookie, which counts for nothing): the customer
  // group of the cache key is asked of the backend with `Authorization: Bearer …`, which Magento rejects as
  // graphql-authorization.
  const cookie = () =>
    `vsf-customer=not-a-valid-token-${unique()}; vsf-cart=abc; vsf-customer-group=${1000 + Math.floor(Math.random() * 9000)}`

  it('logs the visitor out, stores the persistent warning and sends the UI to the locale home page', async () => {
    const response = await api.fetch(
      new Request('https://shop.test/api/trpc/content.cmsPage?input=%7B%22identifier%22%3A%22home%22%7D', {
        headers: { 'x-store': 'en', cookie: cookie() },
      }),
    )
    expect(response.status).toBe(401)
    const { message, data: details } = await error(response)
    expect(message).toBe("The current customer isn't authorized.")
    expect(details).toMatchObject({ code: 'UNAUTHORIZED', redirectTo: '/en' })

    const cookies = setCookies(response)
    for (const name of ['vsf-customer', 'vsf-cart', 'vsf-customer-group']) {
      expect(cookies.get(name)).toMatch(new RegExp(`^${name}=; Max-Age=0; `))
      expect(cookies.get(name)).toContain('HttpOnly')
      expect(cookies.get(name)).toContain('Secure')
      expect(cookies.get(name)).toContain('SameSite=Lax')
    }
    const warning = cookies.get('vsf-message') ?? ''
    expect(warning).not.toContain('HttpOnly')
    // A code the browser words in the visitor's language, never a text.
    expect(warning).toMatch(/^vsf-message=NOT_AUTHORIZED; /)
  })
})
