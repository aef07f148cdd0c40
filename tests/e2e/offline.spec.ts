import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** The service worker at /sw.js (src/service-worker/sw.ts): precached build, offline page per language. */

test('/sw.js is a script listing the hashed assets the pages load, checked for updates on every visit', async ({
  page,
  request,
}) => {
  const response = await request.get('/sw.js')
  expect(response.headers()['content-type']).toMatch(/javascript/)
  expect(response.headers()['cache-control']).toBe('no-cache')
  expect(response.headers()['content-security-policy']).toContain("connect-src 'self'")
  const precache = JSON.parse(/^const SHOP_PRECACHE = (.*);$/m.exec(await response.text())?.[1] ?? '{}') as {
    assets: string[]
  }

  const loaded: string[] = []
  page.on('response', (answer) => {
    const { pathname } = new URL(answer.url())
    if (pathname.startsWith('/assets/')) loaded.push(pathname)
  })
  await page.goto('/de')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  expect(loaded.length).toBeGreaterThan(0)
  expect(precache.assets).toEqual(expect.arrayContaining(loaded))
})

/** After a first visit: the service worker is active and controls the next pages. */
async function firstVisit(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

test('without a network a page shows the offline page in its language', async ({ page, context }) => {
  await firstVisit(page, '/de')
  await context.setOffline(true)

  await page.goto('/de/cart')
  await expect(page.getByRole('heading', { name: 'Sie sind offline' })).toBeVisible()
  await expect(page.getByText('Diese Seite lässt sich ohne Internetverbindung nicht laden.')).toBeVisible()
  await expect(page).toHaveURL(/\/de\/cart$/)

  await page.goto('/en/a-product-nobody-has-seen.html')
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to stock list' })).toHaveAttribute('href', '/en')

  await context.setOffline(false)
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0)
})

test('keeps only the build and the offline pages, never a page or an answer of the shop', async ({ page }) => {
  await firstVisit(page, '/en')
  await page.goto('/en/cart')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const kept = await page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname)
    }
    return paths
  })
  expect(kept).toEqual(expect.arrayContaining(['/de/offline', '/en/offline']))
  expect(kept.filter((path) => !path.startsWith('/assets/') && !path.endsWith('/offline'))).toEqual([])
})
