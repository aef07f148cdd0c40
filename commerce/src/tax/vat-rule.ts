/**
 * Which VAT a delivery bears, by its destination (the shipping address, as Magento taxes by it) and the buyer's
 * VAT ID as VIES confirmed it — Magento's tax rules with customer groups assigned by the VAT-ID validation:
 * - `domestic`: the store's rate — delivered in the store's country, or in another EU country to a buyer without a
 *   confirmed VAT ID;
 * - `intra_community`: 0 %, reverse charge — delivered to another EU country, VAT ID confirmed;
 * - `export`: 0 % — delivered outside the EU.
 */
export type VatTreatment = 'domestic' | 'intra_community' | 'export'

/** Magento's default `general/country/eu_countries`. */
export const EU_COUNTRIES = 'AT,BE,BG,CY,CZ,DE,DK,EE,ES,FI,FR,GR,HR,HU,IE,IT,LT,LU,LV,MT,NL,PL,PT,RO,SE,SI,SK'

export type VatDestination = { country_id: string; vat_id?: string | null; vat_is_valid?: number | null }

/** `euCountries` is the comma-separated list of `general/country/eu_countries`. */
export function vatTreatment(homeCountry: string, euCountries: string, destination: VatDestination): VatTreatment {
  const country = destination.country_id
  if (country === homeCountry) return 'domestic'
  if (!euCountries.split(',').includes(country)) return 'export'
  return destination.vat_id?.trim() && destination.vat_is_valid === 1 ? 'intra_community' : 'domestic'
}

/** Whether a VAT ID of a buyer in `country` is worth asking VIES about: only another EU member's can exempt. */
export const needsVatCheck = (homeCountry: string, euCountries: string, country: string) =>
  country !== homeCountry && euCountries.split(',').includes(country)
