import { type I18n, setupI18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { VariantStock } from '../../../contract/product'
import { variantStockTexts } from '../../../src/features/product/variant-stock'
import { activateLocale, loadAllTexts } from '../../../src/i18n/activate'

const variant = (label: string, stock: Partial<VariantStock>): VariantStock => ({
  label,
  availability: 'IN_STOCK',
  quantityInStock: null,
  deliveryTime: null,
  ...stock,
})

let german: I18n
beforeAll(async () => {
  german = setupI18n()
  await activateLocale(german, 'de')
  await loadAllTexts(german)
})

describe("a foam board's stock per colour", () => {
  it('tells each colour’s quantity, a band above the store’s, and where none is in stock its delivery time', () => {
    const variants = [
      variant('weiß', { quantityInStock: 1250 }),
      variant('grau', { availability: 'FEW_IN_STOCK', quantityInStock: 12 }),
      variant('rot', { availability: 'OUT_OF_STOCK', quantityInStock: 0, deliveryTime: '5–7 Tage' }),
      variant('blau', { availability: 'OUT_OF_STOCK', quantityInStock: 0 }),
      variant('schwarz', { availability: 'UPON_REQUEST', deliveryTime: 'Auf Anfrage' }),
    ]
    expect(variantStockTexts(variants, { i18n: german, locale: 'de', bands: [] })).toEqual([
      'weiß 1.250',
      'grau 12',
      'rot 5–7 Tage',
      'blau auf Anfrage',
      'schwarz auf Anfrage',
    ])
    expect(variantStockTexts(variants.slice(0, 2), { i18n: german, locale: 'de', bands: [100, 500] })).toEqual([
      'weiß > 500',
      'grau 12',
    ])
  })
})
