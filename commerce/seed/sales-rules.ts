/**
 * Cart price rules with their coupons, and the tax rate the cart applies. Labels per store view (store 0 = German
 * default, store 2 = English). Dates are days in the store's time zone; SOMMER15 has expired and ALTKUNDE5 is
 * switched off, so both answer "The coupon code isn't valid." STAFFEL7 is 7.5 %: the cart rounds the percentage to
 * a whole one and takes 8 % (commerce/README.md, "Prices, tax and discounts").
 */
type SeedRule = {
  rule_id: number
  name: string
  is_active: number
  from_date: string | null
  to_date: string | null
  simple_action: 'by_percent' | 'cart_fixed'
  discount_amount: number
  code: string
  de: string
  en: string
}

export const SALES_RULES: SeedRule[] = [
  {
    rule_id: 1,
    name: '10 % auf alles',
    is_active: 1,
    from_date: null,
    to_date: null,
    simple_action: 'by_percent',
    discount_amount: 10,
    code: 'PLATTE10',
    de: 'Gutschein PLATTE10 (10 %)',
    en: 'Coupon PLATTE10 (10 %)',
  },
  {
    rule_id: 2,
    name: '25 EUR Lagerrabatt',
    is_active: 1,
    from_date: null,
    to_date: null,
    simple_action: 'cart_fixed',
    discount_amount: 25,
    code: 'LAGER25',
    de: 'Lagerrabatt 25 €',
    en: 'Stock-list discount €25',
  },
  {
    rule_id: 3,
    name: 'Staffelrabatt 7,5 %',
    is_active: 1,
    from_date: null,
    to_date: null,
    simple_action: 'by_percent',
    discount_amount: 7.5,
    code: 'STAFFEL7',
    de: 'Staffelrabatt',
    en: 'Volume discount',
  },
  {
    rule_id: 4,
    name: 'Sommeraktion 2025',
    is_active: 1,
    from_date: '2025-06-01',
    to_date: '2025-08-31',
    simple_action: 'by_percent',
    discount_amount: 15,
    code: 'SOMMER15',
    de: 'Sommeraktion 15 %',
    en: 'Summer sale 15 %',
  },
  {
    rule_id: 5,
    name: 'Altkunden (beendet)',
    is_active: 0,
    from_date: null,
    to_date: null,
    simple_action: 'by_percent',
    discount_amount: 5,
    code: 'ALTKUNDE5',
    de: 'Altkundenrabatt 5 %',
    en: 'Returning customer 5 %',
  },
]

/** German VAT; catalogue prices are net (B2B), the cart adds this rate (tax/defaults/country = DE). */
export const TAX_RATES = [
  { tax_calculation_rate_id: 1, tax_country_id: 'DE', code: 'DE-MwSt-19', rate: 19, de: 'MwSt. 19 %', en: 'VAT 19 %' },
]
