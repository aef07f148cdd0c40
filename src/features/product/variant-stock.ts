import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '../../../app.config'
import { deliveryTimeFor } from '../../../contract/delivery-time'
import type { VariantStock } from '../../../contract/product'
import { formatNumber } from '../../i18n/format'
import { stockBand } from './stock-band'

/**
 * Each variant's own stock, compact, named by its colour: "weiß 40", "grau > 100" (the store's bands), "schwarz
 * 5–7 Tage" (none in stock: its delivery time, contract/delivery-time.ts), "rot auf Anfrage".
 */
export function variantStockTexts(
  variants: readonly VariantStock[],
  { i18n, locale, bands }: { i18n: I18n; locale: Locale; bands: readonly number[] },
): string[] {
  return variants.map((variant) => `${variant.label} ${stockText(variant, i18n, locale, bands)}`)
}

function stockText(variant: VariantStock, i18n: I18n, locale: Locale, bands: readonly number[]): string {
  const { availability, quantityInStock } = variant
  if (availability === 'DISCONTINUED') return i18n._(msg`discontinued`)
  if (availability === 'UPON_REQUEST') return i18n._(msg`on request`)
  if (availability !== 'OUT_OF_STOCK') {
    if (quantityInStock == null || quantityInStock <= 0) return i18n._(msg`in stock`)
    const band = stockBand(quantityInStock, bands)
    return band === null ? formatNumber(quantityInStock, locale) : `> ${formatNumber(band, locale)}`
  }
  return deliveryTimeFor(variant, 1) ?? i18n._(msg`on request`)
}
