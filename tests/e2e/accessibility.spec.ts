import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signedInCustomer } from './customer'
import { addToCart, expect, test } from './fixtures'

/**
 * axe on every page kind a buyer meets, in both languages, on the desktop and the phone project: no violation of
 * any impact. A violation names its rule and the first element, so the failure says what to mend.
 */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')}`)
}

const guestPages = {
  de: ['/de', '/de/staebe-und-schweissdraht.html', '/de/p/100002', '/de/cart', '/de/quick-order', '/de/Faq'],
  en: ['/en?view=table', '/en/staebe-und-schweissdraht.html', '/en/p/100002', '/en/cart', '/en/quick-order', '/en/Faq'],
} as const

const accountPages = [
  'customer',
  'customer/addresses-details',
  'customer/order-history',
  'customer/my-wishlist',
  'customer/my-profile',
  'customer/my-newsletter',
  'customer/my-reviews',
]

for (const locale of ['de', 'en'] as const) {
  test(`${locale}: the catalogue, cart, quick order and CMS pages have no axe violations`, async ({ page, visit }) => {
    test.slow() // six pages, each read whole by axe
    await visit(`/${locale}`)
    await addToCart(page, '100010', 1)
    for (const path of guestPages[locale]) {
      await visit(path)
      expect(await violations(page), path).toEqual([])
    }
  })

  test(`${locale}: sign-in, registration and the account pages have no axe violations`, async ({ page, visit }) => {
    test.slow() // eleven pages, each read whole by axe
    await visit(`/${locale}/my-account`)
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations(page), 'login modal').toEqual([])
    await visit(`/${locale}/registration`)
    expect(await violations(page), 'registration').toEqual([])
    await signedInCustomer(page, visit, locale)
    for (const path of accountPages) {
      await visit(`/${locale}/${path}`)
      expect(await violations(page), path).toEqual([])
    }
  })
}
