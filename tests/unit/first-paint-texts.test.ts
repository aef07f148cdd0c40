import { describe, expect, it } from 'vitest'
import { firstPaintModules } from '../../scripts/first-paint-modules'
import { needsAllTexts } from '../../src/i18n/activate'

describe('the first paint’s texts', () => {
  const modules = firstPaintModules()

  it('come from the layout and the first-paint pages, down their static imports', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'routes/__root.tsx',
        'routes/$locale/route.tsx',
        'src/features/layout/header.tsx',
        'src/features/catalog/stock-list-page.tsx',
        'src/features/catalog/product-page.tsx',
        'src/features/cart/cart-page.tsx',
      ]),
    )
  })

  it('leave out what loads on intent and the other pages', () => {
    for (const deferred of [
      'src/features/cart/cart-sidebar-content.tsx',
      'src/features/customer/sign-in-form.tsx',
      'src/features/review/review-form-fields.tsx',
      'src/ui/dialog-panel.tsx',
      'src/features/quick-order/quick-order-page.tsx',
      'routes/$locale/customer/route.tsx',
    ]) {
      expect(modules).not.toContain(deferred)
    }
  })

  it('suffice for a page made of first-paint routes only', () => {
    expect(needsAllTexts(['__root__', '/$locale', '/$locale/p/$sku'])).toBe(false)
    expect(needsAllTexts(['__root__', '/$locale', '/$locale/quick-order'])).toBe(true)
  })
})
