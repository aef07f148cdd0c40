/**
 * A line's delivery as the clerk types it in one cell: a calendar week ("KW 49", "49", "KW 2/2027", "2026-W49") or
 * a day ("15.12.2026", "15.12.", "2026-12-15"); empty is none. A week or a day without a year is the next one from
 * today. commerce keeps a delivery week (`2026-W49`) or a delivery date (`2026-12-15`), never both.
 */
import type { LineTerms } from '../../../commerce/api/document'

/** A line's delivery as commerce keeps it. */
export type Delivery = Pick<LineTerms, 'delivery_date' | 'delivery_week'>

const NONE: Delivery = { delivery_date: null, delivery_week: null }

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** The ISO week and its year of a day (UTC). */
function isoWeekOf(day: Date): { year: number; week: number } {
  const thursday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()))
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7))
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1)
  return { year: thursday.getUTCFullYear(), week: Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7) }
}

/** 52 or 53: 28 December always lies in a year's last week. */
const weeksIn = (year: number) => isoWeekOf(new Date(Date.UTC(year, 11, 28))).week

function week(year: number, number: number): Delivery | null {
  if (number < 1 || number > weeksIn(year)) return null
  return { delivery_date: null, delivery_week: `${year}-W${twoDigits(number)}` }
}

/** The week of that number this year or, once it has passed, next year. */
function nextWeek(number: number, today: Date): Delivery | null {
  const now = isoWeekOf(today)
  return week(number >= now.week ? now.year : now.year + 1, number)
}

function day(year: number, month: number, date: number): Delivery | null {
  const given = new Date(Date.UTC(year, month - 1, date))
  if (given.getUTCMonth() !== month - 1 || given.getUTCDate() !== date) return null
  return { delivery_date: `${year}-${twoDigits(month)}-${twoDigits(date)}`, delivery_week: null }
}

/** That day this year or, once it has passed, next year. */
function nextDay(month: number, date: number, today: Date): Delivery | null {
  const year = today.getUTCFullYear()
  const thisYear = day(year, month, date)
  const todayIso = today.toISOString().slice(0, 10)
  return thisYear?.delivery_date && thisYear.delivery_date >= todayIso ? thisYear : day(year + 1, month, date)
}

/** The delivery the text names; null when it names none that exists. */
export function parseDelivery(text: string, today: Date): Delivery | null {
  const typed = text.trim()
  if (!typed) return NONE
  let match = /^(\d{4})-?W(\d{1,2})$/i.exec(typed)
  if (match) return week(Number(match[1]), Number(match[2]))
  match = /^(?:KW|CW|W)?\s*(\d{1,2})(?:\s*\/\s*(\d{4}))?$/i.exec(typed)
  if (match) return match[2] ? week(Number(match[2]), Number(match[1])) : nextWeek(Number(match[1]), today)
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})?$/.exec(typed)
  if (match) {
    const [month, date] = [Number(match[2]), Number(match[1])]
    return match[3] ? day(Number(match[3]), month, date) : nextDay(month, date, today)
  }
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed)
  return match ? day(Number(match[1]), Number(match[2]), Number(match[3])) : null
}

/** The cell's text of a delivery: `KW 49/2026` or `15.12.2026`, as the company writes them. */
export function deliveryText(delivery: Delivery): string {
  const weekMatch = delivery.delivery_week && /^(\d{4})-W(\d{2})$/.exec(delivery.delivery_week)
  if (weekMatch) return `KW ${Number(weekMatch[2])}/${weekMatch[1]}`
  const dayMatch = delivery.delivery_date && /^(\d{4})-(\d{2})-(\d{2})$/.exec(delivery.delivery_date)
  return dayMatch ? `${dayMatch[3]}.${dayMatch[2]}.${dayMatch[1]}` : ''
}
