import { describe, expect, it } from 'vitest'
import { cachedPage, isCacheablePageRequest, PAGE_CACHE_HEADER } from '../../../server/cache/page-cache'

/**
 * The guest full-page cache's rules (server/cache/page-cache.ts), with a stand-in for the page renderer: which
 * requests it serves, what it keeps, and that a kept page carries the nonce of the answer it is sent in.
 */

const page = (path: string, cookie?: string) =>
  new Request(`https://shop.test${path}`, cookie ? { headers: { cookie } } : undefined)

/** A renderer that counts its calls and stamps the nonce it was given, as TanStack Start's does. */
function renderer(init: ResponseInit = {}) {
  let calls = 0
  return {
    calls: () => calls,
    render: (nonce: string) => () => {
      calls++
      const html = `<html><head><meta property="csp-nonce" content="${nonce}"/></head><body><script nonce="${nonce}">1</script>${calls}</body></html>`
      return new Response(html, { status: 200, ...init, headers: { 'content-type': 'text/html', ...init.headers } })
    },
  }
}

/** The store runs after the answer (waitUntil): ask until the kept page answers. */
async function untilKept(path: string) {
  const probe = renderer()
  await expect
    .poll(async () => (await cachedPage(page(path), 'probe', probe.render('probe'))).headers.get(PAGE_CACHE_HEADER))
    .toBe('HIT')
}

describe('guest page cache', () => {
  it('serves catalogue pages of guests: stock list, listings, categories and products, CMS pages', () => {
    for (const path of ['/de', '/en/', '/de?page=2&material=1001,1002&sort=name_ASC', '/de/p/100010', '/de/Faq']) {
      expect(isCacheablePageRequest(page(path)), path).toBe(true)
    }
    for (const path of ['/en/Page/imprint', '/de/platten/extrudierte-platten.html?strength=10_10&view=list']) {
      expect(isCacheablePageRequest(page(path)), path).toBe(true)
    }
    expect(isCacheablePageRequest(page('/de', 'vsf-locale=de; vsf-store=de; vsf-currency=EUR'))).toBe(true)
    // the cart id the first page mints, before any cart is started behind it
    expect(isCacheablePageRequest(page('/de', `vsf-cart=new.${'A'.repeat(32)}`))).toBe(true)
  })

  it('never serves personal, unknown or account pages, other queries, or visitors with a session or cart', () => {
    for (const path of ['/de/cart', '/de/customer/my-profile', '/de/request', '/dev/mailbox', '/de/registration']) {
      expect(isCacheablePageRequest(page(path)), path).toBe(false)
    }
    expect(isCacheablePageRequest(page('/de/reset-password?token=abc'))).toBe(false)
    expect(isCacheablePageRequest(page('/de?token=abc'))).toBe(false)
    expect(isCacheablePageRequest(page('/xx/p/100010'))).toBe(false)
    const startedCart = `vsf-cart=${'A'.repeat(32)}`
    for (const cookie of [
      'vsf-customer=token',
      'vsf-cart=Abc',
      startedCart,
      'vsf-message=NOT_AUTHORIZED',
      'vsf-customer-group=1',
    ]) {
      expect(isCacheablePageRequest(page('/de/p/100010', cookie)), cookie).toBe(false)
    }
    expect(isCacheablePageRequest(new Request('https://shop.test/de', { method: 'POST', body: '' }))).toBe(false)
  })

  it('renders a page once, then answers from the cache with the nonce of each answer', async () => {
    const path = `/de/p/kept-${Date.now()}`
    const pages = renderer()
    const first = await cachedPage(page(path), 'first', pages.render('first'))
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('MISS')
    expect(await first.text()).toContain('nonce="first"')
    await untilKept(path)

    const again = await cachedPage(page(path), 'second', pages.render('second'))
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
    const html = await again.text()
    expect(html).toContain('nonce="second"')
    expect(html).toContain('content="second"')
    expect(html).not.toContain('first')
    expect(pages.calls()).toBe(1)
  })

  it('keeps pages apart by store and currency, and renders for a visitor with a cart without keeping it', async () => {
    const path = `/de/p/apart-${Date.now()}`
    await cachedPage(page(path), 'n', renderer().render('n'))
    await untilKept(path)
    const other = renderer()
    const inEnglishStore = await cachedPage(page(path, 'vsf-store=en'), 'n', other.render('n'))
    expect(inEnglishStore.headers.get(PAGE_CACHE_HEADER)).toBe('MISS')
    // A made-up store or currency is no store or currency: the guest's kept page answers, no new copy is made.
    const madeUp = await cachedPage(page(path, `vsf-store=x${Date.now()}; vsf-currency=euro`), 'n', other.render('n'))
    expect(madeUp.headers.get(PAGE_CACHE_HEADER)).toBe('HIT')

    const withCart = renderer()
    const answer = await cachedPage(page(path, 'vsf-cart=Abc'), 'n', withCart.render('n'))
    expect(answer.headers.get(PAGE_CACHE_HEADER)).toBe('BYPASS')
    expect(withCart.calls()).toBe(1)
  })

  it('keeps no page that answers other than 200 or sets a cookie', async () => {
    for (const init of [{ status: 404 }, { status: 503 }, { headers: { 'set-cookie': 'vsf-customer=; Max-Age=0' } }]) {
      const path = `/de/p/unkept-${Date.now()}-${init.status ?? 'cookie'}`
      const pages = renderer(init)
      await cachedPage(page(path), 'n', pages.render('n'))
      await new Promise((resolve) => setTimeout(resolve, 50))
      const again = await cachedPage(page(path), 'n', pages.render('n'))
      expect(again.headers.get(PAGE_CACHE_HEADER)).not.toBe('HIT')
      expect(pages.calls()).toBe(2)
    }
  })
})
