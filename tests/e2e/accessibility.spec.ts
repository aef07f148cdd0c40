import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signedInCustomer } from './customer'
import { addToCart, expect, filters, test } from './fixtures'

/**
 * axe on every page kind a buyer meets, in both languages, on the desktop and the phone project: no violation of
 * any impact. A violation names its rule and the first element, so the failure says what to mend.
 */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')}`)
}

const cataloguePages = {
  de: ['/de', '/de/staebe-und-schweissdraht.html', '/de/p/100002', '/de?term=xqzv'],
  en: ['/en?view=table', '/en/staebe-und-schweissdraht.html', '/en/p/100002', '/en?term=xqzv'],
} as const

const cartAndContentPages = ['cart', 'request', 'quick-order', 'Faq']

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
  test(`${locale}: the stock list, a category, a product, a search without results and the filters have no axe violations`, async ({
    page,
    visit,
  }) => {
    test.slow() // five views, each read whole by axe
    for (const path of cataloguePages[locale]) {
      await visit(path)
      expect(await violations(page), path).toEqual([])
    }
    await visit(`/${locale}`)
    const open = await filters(page, locale === 'de' ? 'Filter' : 'Filters')
    await expect(open.getByRole('group').first()).toBeVisible()
    expect(await violations(page), 'filters').toEqual([])
  })

  test(`${locale}: the cart, the request form, quick order and a CMS page have no axe violations`, async ({
    page,
    visit,
  }) => {
    test.slow() // four pages, each read whole by axe
    await visit(`/${locale}`)
    await addToCart(page, '100010', 1)
    for (const path of cartAndContentPages) {
      await visit(`/${locale}/${path}`)
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
