/**
 * Numbers, amounts and dates as the store view's language writes them (Magento's locale formats, here by Intl):
 * German "1.234,56 €", "15.12.2026", "5 %"; English "€1,234.56", "Dec 15, 2026", "5%". Pure: the locale is Magento's
 * code (`de_DE`, `en_US`).
 */

const tag = (locale: string) => locale.replace('_', '-')

/** "1.234,56 €" (de_DE), "€1,234.56" (en_US). */
export const formatMoney = (locale: string, currency: string, value: number) =>
  new Intl.NumberFormat(tag(locale), { style: 'currency', currency }).format(value)

/** "1.234,5" (de_DE), "1,234.5" (en_US); at most `digits` decimals. */
export const formatNumber = (locale: string, value: number, digits = 3) =>
  new Intl.NumberFormat(tag(locale), { maximumFractionDigits: digits }).format(value)

/** A weight in kg, always with two decimals: "3.588,60" (de_DE), as the storefront writes weights. */
export const formatKilograms = (locale: string, value: number) =>
  new Intl.NumberFormat(tag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)

/** A percentage given as a number of percent: 5 → "5 %" (de_DE), "5%" (en_US); 7.5 → "7,5 %". */
export const formatPercent = (locale: string, percent: number) =>
  new Intl.NumberFormat(tag(locale), { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100)

/** A calendar day `YYYY-MM-DD`: "15.12.2026" (de_DE), "Dec 15, 2026" (en_US); "long": "15. Dezember 2026". */
export const formatDate = (locale: string, date: string, style: 'medium' | 'long' = 'medium') =>
  new Intl.DateTimeFormat(tag(locale), { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

/** An ISO week `2026-W05` as its week number and year: `{ week: 5, year: 2026 }`; null for anything else. */
export function isoWeek(value: string): { week: number; year: number } | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(value)
  return match ? { year: Number(match[1]), week: Number(match[2]) } : null
}
