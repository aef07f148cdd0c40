import { expect, test } from './fixtures'

test('the site root and paths without a supported prefix open the German stock list', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/de$/)
  await page.goto('/fr')
  await expect(page).toHaveURL(/\/de$/)
})

test('each locale has its language, title and hreflang alternates', async ({ page, visit }) => {
  await visit('/de')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page).toHaveTitle(/Lagerliste/)
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', /\/en$/)
  await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', /\/de$/)

  await visit('/en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle(/Stock list/)
  await expect(page.locator('link[rel=alternate][hreflang=de]')).toHaveAttribute('href', /\/de$/)
})

test('the EN button (English) loads the English shop and remembers the locale for a year', async ({
  page,
  context,
  visit,
}) => {
  await visit('/de')
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const cookies = await context.cookies()
  const locale = cookies.find((cookie) => cookie.name === 'vsf-locale')
  expect(locale?.value).toBe('en')
  expect(locale?.httpOnly).toBe(false)
  expect((locale?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
  expect(cookies.find((cookie) => cookie.name === 'vsf-currency')?.value).toBe('EUR')
})

test('an unknown page shows the not-found page with a way back', async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByText('Diese Seite wurde nicht gefunden')).toBeVisible()
  await page.getByRole('link', { name: 'Zurück zur Lagerliste' }).click()
  await expect(page).toHaveURL(/\/de$/)
})

test('account pages send visitors without a customer token to the home page, with the login modal', async ({
  page,
}) => {
  await page.goto('/en/customer')
  await expect(page).toHaveURL(/\/en(#login)?$/)
})
