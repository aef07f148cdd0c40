import type { Page } from '@playwright/test'
import { LOCAL_STAFF_USER } from '../../commerce/scripts/staff-user-sql'
import { commerceUrl, createCustomer, PASSWORD, signedInCustomer } from './customer'
import { addToCart, expect, isPhone, test } from './fixtures'

/**
 * The wishlist and reviews as a buyer uses them, at desktop and phone widths: a guest's heart that becomes a
 * wishlist item after signing in (German), moving items to the cart (once refused), removing one; writing a review
 * that waits for the company's approval through the admin REST API, then shows (English).
 */

type Product = { sku: string; name: string; only_x_left_in_stock: number | null; review_count: number }

/** Simple products in stock from the commerce Worker, in the store view's language. */
async function simpleProducts(store: 'de' | 'en', search: string): Promise<Product[]> {
  const response = await fetch(`${commerceUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store },
    body: JSON.stringify({
      query: `query ($search: String!) { products(search: $search, pageSize: 100) { items { __typename sku name
        stock_status only_x_left_in_stock review_count } } }`,
      variables: { search },
    }),
  })
  const body = (await response.json()) as {
    data: { products: { items: (Product & { __typename: string; stock_status: string })[] } }
  }
  return body.data.products.items.filter((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK')
}

/** Calls the commerce Worker's admin REST API with the local admin's token. */
async function adminRest(method: 'GET' | 'PUT', path: string, body?: unknown) {
  const tokenResponse = await fetch(`${commerceUrl}/rest/V1/integration/admin/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: LOCAL_STAFF_USER.username, password: LOCAL_STAFF_USER.password }),
  })
  const token = (await tokenResponse.json()) as string
  const response = await fetch(`${commerceUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return response.json()
}

// Each test walks a whole journey on a shared, busy machine.
test.slow()

const heart = (page: Page, name: string, label = 'Wunschliste') =>
  page.locator('.product-page__title').getByRole('button', { name: `${label}: ${name}` })

async function openWishlist(page: Page, name: RegExp) {
  if (isPhone(page)) await page.locator('.bottom-bar').getByRole('button', { name }).click()
  else await page.locator('.header').getByRole('button', { name }).click()
}

test('a guest’s heart, signed in, the wishlist: move to cart, a refused move, remove (German)', async ({
  page,
  visit,
}) => {
  const products = await simpleProducts('de', 'PVC')
  // Only cut-to-size pieces are sold from stock only, so only they have "few left" and refuse more than that.
  const few = (await simpleProducts('de', 'Zuschnitt PVC')).find((p) => (p.only_x_left_in_stock ?? 0) > 0)
  const [plenty, other] = products.filter((p) => p.only_x_left_in_stock === null)
  if (!few || !plenty || !other) throw new Error('the seeded catalogue lacks products for this test')
  const customer = await createCustomer('de')

  // A guest taps the heart: the login modal opens, and after signing in the product is on the wishlist.
  await visit(`/de/p/${plenty.sku}`)
  await expect(heart(page, plenty.name)).toHaveAttribute('aria-pressed', 'false')
  await heart(page, plenty.name).click()
  const login = page.getByRole('dialog', { name: 'Anmelden' })
  await login.getByLabel('E-Mail').fill(customer.email)
  await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
  await login.getByLabel('Ich bin kein Roboter').check()
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(heart(page, plenty.name)).toHaveAttribute('aria-pressed', 'true')

  for (const product of [few, other]) {
    await visit(`/de/p/${product.sku}`)
    // At once (the page's wishlist read may still be on its way), and still after the shop's answer.
    const added = page.waitForResponse((response) => response.url().includes('wishlist.add'))
    await heart(page, product.name).click()
    await expect(heart(page, product.name)).toHaveAttribute('aria-pressed', 'true')
    await added
    await expect(heart(page, product.name)).toHaveAttribute('aria-pressed', 'true')
  }

  // The sidebar from the header (the bottom bar on phones), with the count.
  await openWishlist(page, /^Wunschliste, 3 Artikel/)
  const sidebar = page.getByRole('dialog', { name: 'Wunschliste' })
  await expect(sidebar.getByRole('link', { name: plenty.name })).toBeVisible()
  await sidebar.getByRole('link', { name: 'Zu meiner Wunschliste' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Meine Wunschliste' })).toBeVisible()
  await expect(page.getByText('3 Artikel', { exact: true })).toBeVisible()
  await expect(page.locator('.my-wishlist .product-list')).toHaveAttribute('data-view', 'grid')
  await page.getByRole('button', { name: 'Listenansicht' }).click()
  await expect(page.locator('.my-wishlist .product-list')).toHaveAttribute('data-view', 'list')

  // Moved to the cart: it leaves the wishlist.
  await page.getByRole('button', { name: `${plenty.name} in den Warenkorb legen` }).click()
  await expect(page.getByText(`${plenty.name} wurde in den Warenkorb gelegt.`)).toBeVisible()
  await expect(page.getByText('2 Artikel', { exact: true })).toBeVisible()

  // The cart holds the whole stock already: the cart refuses one more, the item stays.
  await addToCart(page, few.sku, few.only_x_left_in_stock ?? 1)
  await page.getByRole('button', { name: `${few.name} in den Warenkorb legen` }).click()
  await expect(page.getByText('Fehler bei der Wunschliste')).toBeVisible()
  await expect(page.getByText('Die angeforderte Menge ist nicht verfügbar')).toBeVisible()
  await expect(page.getByText('2 Artikel', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: `${other.name} von der Wunschliste entfernen` }).click()
  await expect(page.getByText('1 Artikel', { exact: true })).toBeVisible()
  await expect(page.locator('.my-wishlist').getByRole('link', { name: other.name })).toHaveCount(0)
  await expect(page.locator('.my-wishlist').getByRole('link', { name: few.name })).toBeVisible()
})

test('a review waits for approval, the company approves it, it shows on the product (English)', async ({
  page,
  visit,
}) => {
  const unreviewed = (await simpleProducts('en', 'PP')).filter((p) => p.review_count === 0)
  const product = unreviewed[isPhone(page) ? 1 : 0]
  if (!product) throw new Error('the seeded catalogue lacks an unreviewed product')
  // The shop does not take guests' reviews: a guest is asked to sign in instead of filling in a form in vain.
  await visit(`/en/p/${product.sku}`)
  const asGuest = page.getByRole('region', { name: 'Reviews' })
  await expect(asGuest.getByText('Please sign in to write a review.')).toBeVisible()
  await expect(asGuest.getByRole('button', { name: 'Submit review' })).toHaveCount(0)
  await signedInCustomer(page, visit, 'en')
  const nickname = `Buyer ${Date.now()}`

  await visit(`/en/p/${product.sku}`)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await expect(reviews.getByText('No reviews yet')).toBeVisible()
  // The form loads as it comes near the viewport, as the buyer scrolls to it.
  await reviews.getByText('Reviews appear on this page once the shop has approved them.').scrollIntoViewIfNeeded()
  await expect(reviews.getByText('Reviews appear on this page once the shop has approved them.')).toBeVisible()
  await reviews.getByRole('button', { name: 'Submit review' }).click()
  await expect(reviews.getByRole('combobox', { name: /^Rating/ })).toBeFocused()
  await expect(reviews.getByText('This field is required').first()).toBeVisible()

  await reviews.getByRole('combobox', { name: /^Rating/ }).selectOption({ label: '4' })
  await reviews.getByLabel('Nickname').fill(nickname)
  await reviews.getByLabel('Summary').fill('Clean edges')
  await reviews.getByRole('textbox', { name: /^Review/ }).fill('Cut to size and well packed.')
  await reviews.getByRole('button', { name: 'Submit review' }).click()
  await expect(reviews.getByText('Thank you for your review.', { exact: false })).toBeVisible()

  await visit('/en/customer/my-reviews')
  const mine = page.locator('.my-reviews .review').filter({ hasText: nickname })
  await expect(mine.getByRole('heading', { name: 'Clean edges' })).toBeVisible()
  await expect(mine.getByRole('link', { name: product.name })).toBeVisible()
  await expect(mine.getByText('Pending approval')).toBeVisible()

  const queue = (await adminRest('GET', '/rest/V1/reviews?status=pending')) as {
    items: { review_id: number; nickname: string }[]
  }
  const written = queue.items.find((review) => review.nickname === nickname)
  await adminRest('PUT', `/rest/V1/reviews/${written?.review_id}`, { review: { status: 'approved' } })

  await visit(`/en/p/${product.sku}`)
  const approved = page.getByRole('region', { name: 'Reviews' })
  await expect(approved.getByRole('heading', { name: 'Clean edges' })).toBeVisible()
  await expect(approved.getByText(`by ${nickname}`, { exact: false })).toBeVisible()
  await expect(approved.getByText('4 of 5 stars, 1 review')).toBeAttached()

  await visit('/en/customer/my-reviews')
  await expect(page.locator('.my-reviews .review').filter({ hasText: nickname }).getByText('Approved')).toBeVisible()
})
