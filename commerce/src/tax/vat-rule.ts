/**
 * Which VAT a delivery bears, by its destination (the shipping address, as Magento taxes by it) and the buyer's
 * VAT ID as VIES confirmed it — Magento's tax rules with customer groups assigned by the VAT-ID validation:
 * - `domestic`: the store's rate — delivered in the store's country, or in another EU country to a buyer without a
 *   confirmed VAT ID of another EU country;
 * - `intra_community`: 0 %, reverse charge — delivered to another EU country, the buyer's VAT ID confirmed;
 * - `export`: 0 % — delivered outside the EU.
 */
export type VatTreatment = 'domestic' | 'intra_community' | 'export'

/** Magento's default `general/country/eu_countries`. */
export const EU_COUNTRIES = 'AT,BE,BG,CY,CZ,DE,DK,EE,ES,FI,FR,GR,HR,HU,IE,IT,LT,LU,LV,MT,NL,PL,PT,RO,SE,SI,SK'

export type VatAddress = { country_id: string; vat_id?: string | null; vat_is_valid?: number | null }
/** A cart's or an order's addresses. */
export type VatDelivery = { shipping: VatAddress | null; billing: VatAddress | null }

const hasVatId = <A extends VatAddress>(address: A | null): address is A => !!address?.vat_id?.trim()

/** The address that names the buyer's VAT ID: the shipping address's when it has one, else the billing address's. */
export const buyerVatAddress = <A extends VatAddress>({
  shipping,
  billing,
}: {
  shipping: A | null
  billing: A | null
}) => (hasVatId(shipping) ? shipping : hasVatId(billing) ? billing : null)

/** Whether a VAT ID of a buyer in `country` is worth asking VIES about: only another EU member's can exempt. */
export const needsVatCheck = (homeCountry: string, euCountries: string, country: string) =>
  country !== homeCountry && euCountries.split(',').includes(country)

/** `euCountries` is the comma-separated list of `general/country/eu_countries`; no shipping address: domestic. */
export function vatTreatment(homeCountry: string, euCountries: string, delivery: VatDelivery): VatTreatment {
  const country = delivery.shipping?.country_id ?? homeCountry
  if (country === homeCountry) return 'domestic'
  if (!euCountries.split(',').includes(country)) return 'export'
  const buyer = buyerVatAddress(delivery)
  const confirmed = buyer?.vat_is_valid === 1 && needsVatCheck(homeCountry, euCountries, buyer.country_id)
  return confirmed ? 'intra_community' : 'domestic'
}
