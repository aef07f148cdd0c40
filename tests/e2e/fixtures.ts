import { test as base, expect, type Page } from '@playwright/test'

/** Opens a page and waits until React has hydrated it, so clicks are not lost. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  return response
}

export const test = base.extend<{ visit: (path: string) => ReturnType<typeof visit> }>({
  visit: async ({ page }, use) => {
    await use((path) => visit(page, path))
  },
})

/** Puts pieces of a product into the visitor's cart through the BFF, as the shop's scripts do (same origin). */
export async function addToCart(page: Page, sku: string, quantity: number) {
  const status = await page.evaluate(
    async (input) => {
      const response = await fetch('/api/trpc/cart.add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      })
      return response.status
    },
    { sku, quantity },
  )
  expect(status).toBe(200)
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

/** The stock list's filters, named `label` in the page's language: a sheet the toolbar opens on a phone, else a column. */
export async function filters(page: Page, label: string) {
  if (!isPhone(page)) return page.getByRole('complementary', { name: label })
  const sheet = page.getByRole('dialog', { name: label })
  if (!(await sheet.isVisible())) await page.getByRole('button', { name: new RegExp(`^${label}`) }).click()
  await expect(sheet).toBeVisible()
  return sheet
}

/** On a phone, closes the filter sheet `label` with its button that shows the products they leave. */
export async function showResults(page: Page, label: string) {
  if (!isPhone(page)) return
  const sheet = page.getByRole('dialog', { name: label })
  await sheet.locator('.dialog__footer').getByRole('button').click()
  await expect(sheet).toBeHidden()
}

export { expect }
