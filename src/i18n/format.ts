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

/** 10 → "10 mm", 2.5 → "2,5 mm" (de), 2000 → "2000 mm": dimensions are written without thousands separators. */
export function formatMillimetres(value: number, locale: Locale): string {
  return formatter(locale, 'mm', {
    style: 'unit',
    unit: 'millimeter',
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(value)
}

/** 250 → "250 m": the length of a coil. */
export function formatMetres(value: number, locale: Locale): string {
  return formatter(locale, 'm', { style: 'unit', unit: 'meter', maximumFractionDigits: 2, useGrouping: false }).format(
    value,
  )
}

/**
 * Every weight of the shop: always two decimals, so weights in one list line up and read alike — 3588.6 →
 * "3.588,60 kg", 2545.98 → "2.545,98 kg" (de). The request mails write weights by the same rule (commerce's
 * formatKilograms).
 */
export function formatKilograms(value: number, locale: Locale): string {
  return formatter(locale, 'kg', {
    style: 'unit',
    unit: 'kilogram',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
}

/** Pieces longer than this many millimetres come on a coil (welding rod) and are measured in metres. */
export const COIL_LENGTH_MM = 10_000

/** A round piece (rod, welding rod) has a diameter and no width. */
export function isRound(sides: { strength: number | null; width: number | null }): boolean {
  return sides.width == null && sides.strength != null
}

/** A coil's length in metres, or null when the piece is not on a coil. */
export function coilMetres(sides: { length: number | null; width: number | null }): number | null {
  return sides.width == null && sides.length != null && sides.length > COIL_LENGTH_MM ? sides.length / 1000 : null
}

/**
 * The format as the trade writes it: a sheet "10 × 2000 × 1000 mm" (thickness × length × width), a rod
 * "Ø 10 × 1000 mm", a welding-rod coil "Ø 3 mm, 250 m"; missing sides are left out.
 */
export function formatDimensions(
  sides: { strength: number | null; length: number | null; width: number | null },
  locale: Locale,
): string {
  const metres = coilMetres(sides)
  if (metres != null && sides.strength != null) {
    return `Ø ${formatMillimetres(sides.strength, locale)}, ${formatMetres(metres, locale)}`
  }
  const values = [sides.strength, sides.length, sides.width].filter((value): value is number => value != null)
  if (values.length === 0) return ''
  const last = values.pop() as number
  const numbers = values.map((value) =>
    formatter(locale, 'side', { maximumFractionDigits: 2, useGrouping: false }).format(value),
  )
  const text = [...numbers, formatMillimetres(last, locale)].join(' × ')
  return isRound(sides) ? `Ø ${text}` : text
}

/** A piece of a cut list as the trade writes it: "12 × 480 × 320 mm" (pieces × length × width). */
export function formatCutPiece(piece: { length: number; width: number; quantity: number }, locale: Locale): string {
  return `${piece.quantity} × ${formatDimensions({ strength: null, length: piece.length, width: piece.width }, locale)}`
}

/** A range value "10_50" as "10 – 50"; open sides as "≤ 50" / "≥ 100". `format` renders each bound. */
export function formatRange(value: string, format: (bound: number) => string): string {
  const [from = '', to = ''] = value.split('_')
  if (from && to) return from === to ? format(Number(from)) : `${format(Number(from))} – ${format(Number(to))}`
  if (to) return `≤ ${format(Number(to))}`
  if (from) return `≥ ${format(Number(from))}`
  return value
}

const dateFormatters = new Map<Locale, Intl.DateTimeFormat>()

/** Magento's `YYYY-MM-DD HH:MM:SS` (UTC) as a date in the shop's time zone: "22.11.2026" (de), "Nov 22, 2026" (en). */
export function formatDate(value: string, locale: Locale): string {
  const date = new Date(`${value.replace(' ', 'T')}Z`)
  if (Number.isNaN(date.getTime())) return value
  let format = dateFormatters.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(appConfig.localeSettings[locale].intl, {
      dateStyle: 'medium',
      timeZone: appConfig.timeZone,
    })
    dateFormatters.set(locale, format)
  }
  return format.format(date)
}

const dateTimeFormatters = new Map<Locale, Intl.DateTimeFormat>()

/** Magento's `YYYY-MM-DD HH:MM:SS` (UTC) as a moment in the shop's time zone: "22.11.2026, 14:05" (de). */
export function formatDateTime(value: string, locale: Locale): string {
  const date = new Date(`${value.replace(' ', 'T')}Z`)
  if (Number.isNaN(date.getTime())) return value
  let format = dateTimeFormatters.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(appConfig.localeSettings[locale].intl, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: appConfig.timeZone,
    })
    dateTimeFormatters.set(locale, format)
  }
  return format.format(date)
}

const dayFormatters = new Map<Locale, Intl.DateTimeFormat>()

/** A calendar day `YYYY-MM-DD` (a validity, a delivery date) as written in the locale: "15.12.2026", "Dec 15, 2026". */
export function formatDay(value: string, locale: Locale): string {
  const date = new Date(`${value}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  let format = dayFormatters.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(appConfig.localeSettings[locale].intl, { dateStyle: 'medium', timeZone: 'UTC' })
    dayFormatters.set(locale, format)
  }
  return format.format(date)
}
