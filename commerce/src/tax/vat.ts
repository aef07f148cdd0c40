/** The store's VAT settings (core_config_data), the VIES check an address keeps, and a document's VAT notes. */
import type { Context } from '../kernel/context'
import { __, type Phrase } from '../kernel/phrase'
import type { VatCheck } from '../kernel/vat-validation'
import { buyerVatAddress, EU_COUNTRIES, needsVatCheck, type VatDelivery, vatTreatment } from './vat-rule'

export type VatSettings = {
  /** `tax/defaults/country`: where the store's own rate applies. */
  homeCountry: string
  /** `general/country/eu_countries` */
  euCountries: string
  /** `general/store_information/merchant_vat_number`: the requester of a VIES check, printed on exempt documents. */
  merchantVatId: string | null
}

export const vatSettings = (ctx: Context): VatSettings => ({
  homeCountry: ctx.registry.config(ctx.store, 'tax/defaults/country') ?? 'DE',
  euCountries: ctx.registry.config(ctx.store, 'general/country/eu_countries') ?? EU_COUNTRIES,
  merchantVatId: ctx.registry.config(ctx.store, 'general/store_information/merchant_vat_number')?.trim() || null,
})

export type VatCheckColumns = { [K in keyof VatCheck]: VatCheck[K] | null }

const NOT_CHECKED: VatCheckColumns = {
  vat_is_valid: null,
  vat_request_id: null,
  vat_request_date: null,
  vat_request_success: null,
}

/** Asks VIES (or the stand-in) about the address's VAT ID when it could exempt the delivery. */
export async function vatCheckOf(
  ctx: Context,
  settings: VatSettings,
  address: { country_id: string; vat_id?: string | null },
): Promise<VatCheckColumns> {
  const vatId = address.vat_id?.trim()
  if (!vatId || !needsVatCheck(settings.homeCountry, settings.euCountries, address.country_id)) return NOT_CHECKED
  return ctx.vatValidator.check(address.country_id, vatId, settings.merchantVatId)
}

export const treatmentOf = (settings: VatSettings, delivery: VatDelivery) =>
  vatTreatment(settings.homeCountry, settings.euCountries, delivery)

/** The exemption's note and, for an intra-community supply, the buyer's and the company's VAT IDs. */
export function vatNotes(settings: VatSettings, delivery: VatDelivery): Phrase[] {
  switch (treatmentOf(settings, delivery)) {
    case 'domestic':
      return []
    case 'export':
      return [__('VAT-exempt export delivery')]
    case 'intra_community':
      return [
        __('VAT-exempt intra-community supply – reverse charge'),
        __('VAT ID of the buyer: %1', buyerVatAddress(delivery)?.vat_id?.trim() ?? ''),
        ...(settings.merchantVatId ? [__('Our VAT ID: %1', settings.merchantVatId)] : []),
      ]
  }
}
