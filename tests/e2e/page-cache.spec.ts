import { createCustomer, signIn } from './customer'
import { addToCart, expect, test } from './fixtures'

/**
 * The guest full-page cache (server/cache/page-cache.ts) never hands one visitor's session to another: a signed-in
 * customer with a cart and a guest open the same product pages while the cache is warm; each sees only their own
 * header, and what the customer's visit rendered is never kept for the guest.
 */

const shop = `http://127.0.0.1:${process.env.E2E_PORT ?? 8799}`

/** A guest's request (no cookies at all): the page's cache status and its HTML. */
async function guestGet(path: string) {
  const response = await fetch(`${shop}${path}`)
  return { status: response.headers.get('x-page-cache'), html: await response.text() }
}

test('a signed-in customer with a cart and a guest on the same warm product page each get their own header', async ({
  page,
  browser,
  visit,
}, testInfo) => {
  // A customer created and signed in, and two browsers: more than the default budget on a busy machine.
  test.setTimeout(120_000)
  // One product per project, so that desktop and phone each start on a page the cache does not hold yet.
  const [warmPath, customerFirstPath] =
    testInfo.project.name === 'phone' ? ['/de/p/100016', '/de/p/100017'] : ['/de/p/100014', '/de/p/100015']
  const customer = await createCustomer('de', 'Pauline', 'Seitencache')

  await visit('/de/Faq')
  await signIn(page, customer.email)
  await addToCart(page, '100014', 2)

  // A guest warms the cache: the second request is answered from it.
  await guestGet(warmPath)
  expect((await guestGet(warmPath)).status).toBe('HIT')

  // The customer on the same page: rendered for them, their name and their cart's line.
  const customerPage = await visit(warmPath)
  expect(customerPage?.headers()['x-page-cache']).toBe('BYPASS')
  await expect(page.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).first()).toBeAttached()
  expect(await page.content()).toContain('Seitencache')

  // The guest again: the kept guest page, without anything of the customer.
  const guestAgain = await guestGet(warmPath)
  expect(guestAgain.status).toBe('HIT')
  expect(guestAgain.html).not.toContain('Pauline')
  expect(guestAgain.html).not.toContain('Seitencache')
  expect(guestAgain.html).not.toContain(customer.email)

  // A page the customer opens first is not kept: the guest's first request still renders it.
  expect((await visit(customerFirstPath))?.headers()['x-page-cache']).toBe('BYPASS')
  const guestFirst = await guestGet(customerFirstPath)
  expect(guestFirst.status).toBe('MISS')
  expect(guestFirst.html).not.toContain('Seitencache')

  // In a browser of their own, the guest sees Login and an empty cart on the kept page.
  const guestContext = await browser.newContext({ viewport: page.viewportSize() })
  const guestPage = await guestContext.newPage()
  const kept = await guestPage.goto(`${shop}${warmPath}`)
  expect(kept?.headers()['x-page-cache']).toBe('HIT')
  await expect(guestPage.locator('html[data-hydrated]')).toBeAttached()
  await expect(guestPage.getByRole('button', { name: 'Warenkorb', exact: true }).first()).toBeAttached()
  await expect(guestPage.getByRole('button', { name: 'Warenkorb, 1 Artikel' })).toHaveCount(0)
  await expect(guestPage.getByText('Seitencache')).toHaveCount(0)

  // Once the guest has a cart of their own, their pages are rendered for them, not taken from the cache.
  await addToCart(guestPage, '100014', 1)
  const withCart = await guestPage.goto(`${shop}${warmPath}`)
  expect(withCart?.headers()['x-page-cache']).toBe('BYPASS')
  await expect(guestPage.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).first()).toBeAttached()
  await guestContext.close()
})

test('a page whose data was read minutes before it is opened (kept in the cache) hydrates without reading it again', async ({
  page,
  visit,
}) => {
  // The browser's clock ten minutes on: what the page carries was read ten minutes before, as on a kept page.
  await page.clock.setSystemTime(Date.now() + 10 * 60_000)
  const reads: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/trpc/')) reads.push(pathname)
  })
  await visit('/de')
  await expect(page.locator('.product-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(reads).toEqual([])
})
