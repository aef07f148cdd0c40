import { workingCalendar } from '../../desk.config'
import type { Money } from '../requests/desk-request'

/** Times, days and amounts in the clerk's language; times on the company's clock (Europe/Berlin). */

export const formatDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: workingCalendar.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))

/** A calendar day `YYYY-MM-DD` with its weekday, e.g. "Di., 16.06.2026". */
export const formatDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`))

export const formatMoney = (money: Money, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(money.value)

export const formatNumber = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value)

/** A weight in kg, always with two decimals, as the shop and the request mails write weights. */
export const formatKilograms = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)

export const countryName = (countryId: string, locale: string) =>
  new Intl.DisplayNames(locale, { type: 'region' }).of(countryId) ?? countryId
