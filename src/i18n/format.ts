import { appConfig, type Locale } from '../../app.config'

/**
 * Numbers and prices in the locale's format (de-DE: 1.234,50 €; en-US: €1,234.50): the one place the shop
 * formats them. Formatters are kept per locale and kind.
 */
const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`
  let format = formatters.get(id)
  if (!format) {
    format = new Intl.NumberFormat(appConfig.localeSettings[locale].intl, options)
    formatters.set(id, format)
  }
  return format
}

export function formatPrice(
  value: number,
  locale: Locale,
  currency: string = appConfig.localeSettings[locale].defaultCurrency,
): string {
  return formatter(locale, `price-${currency}`, { style: 'currency', currency }).format(value)
}

/** Whole currency units, for price ranges of the filters: "1.000 €". */
export function formatWholePrice(
  value: number,
  locale: Locale,
  currency: string = appConfig.localeSettings[locale].defaultCurrency,
): string {
  return formatter(locale, `whole-price-${currency}`, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    value,
  )
}

export function formatNumber(value: number, locale: Locale): string {
  return formatter(locale, 'number', { maximumFractionDigits: 2 }).format(value)
}

/** 10 → "10 mm", 2.5 → "2,5 mm" (de). */
export function formatMillimetres(value: number, locale: Locale): string {
  return formatter(locale, 'mm', { style: 'unit', unit: 'millimeter', maximumFractionDigits: 2 }).format(value)
}

/** 3.55 → "3,55 kg" (de). */
export function formatKilograms(value: number, locale: Locale): string {
  return formatter(locale, 'kg', { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(value)
}

/** Thickness × length × width, e.g. "10 × 2000 × 1000 mm"; missing sides are left out. */
export function formatDimensions(
  sides: { strength: number | null; length: number | null; width: number | null },
  locale: Locale,
): string {
  const values = [sides.strength, sides.length, sides.width].filter((value): value is number => value != null)
  if (values.length === 0) return ''
  const last = values.pop() as number
  return [...values.map((value) => formatNumber(value, locale)), formatMillimetres(last, locale)].join(' × ')
}

/** A range value "10_50" as "10 – 50"; open sides as "≤ 50" / "≥ 100". `format` renders each bound. */
export function formatRange(value: string, format: (bound: number) => string): string {
  const [from = '', to = ''] = value.split('_')
  if (from && to) return from === to ? format(Number(from)) : `${format(Number(from))} – ${format(Number(to))}`
  if (to) return `≤ ${format(Number(to))}`
  if (from) return `≥ ${format(Number(from))}`
  return value
}

/** Magento's UTC timestamp ("2024-05-02 14:30:00") as a date in the locale: "02.05.2024" (de), "5/2/2024" (en). */
export function formatDate(timestamp: string, locale: Locale): string {
  const date = new Date(`${timestamp.replace(' ', 'T')}Z`)
  if (Number.isNaN(date.getTime())) return timestamp
  return new Intl.DateTimeFormat(appConfig.localeSettings[locale].intl, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date)
}
