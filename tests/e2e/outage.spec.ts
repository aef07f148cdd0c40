import { type RunningShop, startShop } from '../../scripts/shop-process'
import { expect, test } from './fixtures'

/**
 * The commerce Worker hanging, then stopped, while the storefront runs (issue 11): the page shell arrives whatever
 * the backend does, and pages the edge cache does not hold answer 503 with Retry-After and say so in the visitor's
 * language — never 404, which would make search engines drop them. A shop of its own (own ports and state, one per
 * parallel worker, since the desktop and phone projects may run this file at the same time), since the other specs
 * need a running backend.
 */
let shop: RunningShop

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const port = Number(process.env.E2E_PORT ?? 8799) + 30 + 2 * test.info().parallelIndex
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

/** A browser's user agent (bots get the whole page at once) and no gzip (wrangler dev would buffer it). */
const streamedPage = {
  headers: {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    'accept-encoding': 'identity',
  },
}

/** Reads the streamed page on until it contains `text` (or it ends); answers all read so far. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, html: string, text: string) {
  const decoder = new TextDecoder()
  let read = html
  while (!read.includes(text)) {
    const { value, done } = await reader.read()
    if (done) return read
    read += decoder.decode(value, { stream: true })
  }
  return read
}

test('with the backend hanging, the page shell arrives and says the page is loading; the product follows once the backend answers', async () => {
  shop.hangCommerce()
  let html = ''
  try {
    const response = await fetch(`${shop.url}/en/p/100012`, streamedPage)
    expect(response.status).toBe(200)
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    html = await readUntil(reader, html, 'the page is loading')
    expect(html).toContain('One moment please, the page is loading …')
    expect(html).toContain('Skip to content')
    expect(html).not.toContain('class="product-page__name"')

    shop.resumeCommerce()
    html = await readUntil(reader, html, 'class="product-page__name"')
    expect(html).toMatch(/class="product-page__name">[^<]+</)
  } finally {
    shop.resumeCommerce()
  }
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
