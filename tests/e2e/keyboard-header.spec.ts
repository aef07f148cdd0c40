import { expect, isPhone, test } from './fixtures'

/** Keyboard only: Tab passes the header's closed menus, and a search keeps the focus where the buyer searched. */

test('Tab passes a closed menu section; Enter opens it and Tab then walks its links', async ({ page, visit }) => {
  test.skip(isPhone(page), 'on a phone the menu sits closed behind its toggle')
  await visit('/en')
  const toggles = page.locator('.main-menu__section-toggle')
  await toggles.first().focus()
  await page.keyboard.press('Tab')
  await expect(toggles.nth(1)).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(page.locator('.main-menu__submenu').first().locator('a').first()).toBeFocused()
})

test('the search field is reached in a few Tabs, never through a hidden link', async ({ page, visit }) => {
  await visit('/en')
  const search = page.getByRole('searchbox', { name: 'Search the stock list' })
  let tabs = 0
  while (tabs < 40 && !(await search.evaluate((field) => field === document.activeElement))) {
    await page.keyboard.press('Tab')
    tabs += 1
    const hidden = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null
      return focused && focused !== document.body && !focused.checkVisibility() ? focused.outerHTML.slice(0, 120) : null
    })
    expect(hidden, 'a focused element the buyer cannot see').toBeNull()
  }
  await expect(search).toBeFocused()
  expect(tabs).toBeLessThan(25)
})

test('after a search the focus stays in the search field', async ({ page, visit }) => {
  await visit('/en')
  const search = page.getByRole('searchbox', { name: 'Search the stock list' })
  await search.fill('PVC')
  await search.press('Enter')
  await expect(page).toHaveURL(/term=PVC/)
  await expect(page.locator('.stock-list__term')).toContainText('PVC')
  await expect(search).toBeFocused()
  await expect(search).toHaveValue('PVC')
})
