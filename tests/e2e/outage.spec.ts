import { type RunningShop, startShop } from '../../scripts/shop-process'
import { expect, test } from './fixtures'

/**
 * The commerce Worker stopped while the storefront runs (issue 11): pages the edge cache does not hold answer 503
 * with Retry-After and say so in the visitor's language — never 404, which would make search engines drop them.
 * A shop of its own (own ports and state), since the other specs need a running backend.
 */
const port = Number(process.env.E2E_PORT ?? 8799) + 30
let shop: RunningShop

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  shop = await startShop({
    port,
    commercePort: port - 1,
    state: `.wrangler/e2e-outage-${port}`,
    fresh: true,
    quiet: true,
  })
})

test.afterAll(async () => {
  await shop?.stop()
})

test('with the backend stopped, uncached product, category and search pages answer 503 in the visitor’s language', async ({
  page,
}) => {
  await expect((await page.goto(`${shop.url}/de/p/100010`))?.status()).toBe(200)
  await shop.stopCommerce()

  const product = await page.goto(`${shop.url}/de/p/100011`)
  expect(product?.status()).toBe(503)
  expect(Number(product?.headers()['retry-after'])).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: 'Der Shop ist vorübergehend nicht erreichbar' })).toBeVisible()

  const category = await page.goto(`${shop.url}/en/rods-and-welding-rod/welding-rod.html`)
  expect(category?.status()).toBe(503)
  await expect(page.getByRole('heading', { name: 'The shop is temporarily unavailable' })).toBeVisible()

  const search = await page.goto(`${shop.url}/en?term=welding`)
  expect(search?.status()).toBe(503)
  expect(search?.headers()['retry-after']).toBeDefined()
})
