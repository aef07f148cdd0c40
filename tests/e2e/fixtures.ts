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

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

export { expect }
