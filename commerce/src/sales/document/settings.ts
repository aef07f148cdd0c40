/**
 * What the company configures for its offers and order confirmations (core_config_data, read in the order's store
 * view with Magento's scope fallback), and the store's calendar they are dated by:
 *
 * - `sales/offer/number_prefix` (AN), `sales/order_confirmation/number_prefix` (AB): numbers `AN-2026-00042`;
 * - `sales/offer/expiration_period`: the days an offer is valid (14), Adobe Commerce B2B's default expiration period;
 * - `sales/offer/opening_text`, `…/closing_text` and the same of `sales/order_confirmation`: the texts a draft
 *   starts with, per store view;
 * - `sales/documents/payment_terms`: the payment terms a draft starts with, per store view;
 * - `carriers/freight/parcel_rates` and `carriers/freight/pallet_rates`: the freight tables (freight-table.ts).
 */

import type { DocumentType } from '../../../../rules/request-workflow'
import type { Context } from '../../kernel/context'
import { type FreightTables, palletRates, parcelRates } from '../freight-table'

const GROUPS: Record<DocumentType, string> = { offer: 'sales/offer', confirmation: 'sales/order_confirmation' }
const DEFAULT_PREFIXES: Record<DocumentType, string> = { offer: 'AN', confirmation: 'AB' }
const DEFAULT_EXPIRATION_DAYS = 14

const config = (ctx: Context, path: string) => ctx.registry.config(ctx.store, path)

export const numberPrefix = (ctx: Context, type: DocumentType) =>
  config(ctx, `${GROUPS[type]}/number_prefix`) || DEFAULT_PREFIXES[type]

export const documentTexts = (ctx: Context, type: DocumentType) => ({
  opening_text: config(ctx, `${GROUPS[type]}/opening_text`) || null,
  closing_text: config(ctx, `${GROUPS[type]}/closing_text`) || null,
})

export const paymentTerms = (ctx: Context) => config(ctx, 'sales/documents/payment_terms') || null

export const freightTables = (ctx: Context): FreightTables => ({
  parcels: parcelRates(config(ctx, 'carriers/freight/parcel_rates')),
  pallets: palletRates(config(ctx, 'carriers/freight/pallet_rates')),
})

/** Today in the store's time zone (`general/locale/timezone`), `YYYY-MM-DD`. */
export const storeToday = (ctx: Context, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: config(ctx, 'general/locale/timezone') ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The expiration date of an offer sent today. */
export function defaultExpirationDate(ctx: Context): string {
  const days = Number(config(ctx, `${GROUPS.offer}/expiration_period`))
  return addDays(storeToday(ctx), Number.isInteger(days) && days > 0 ? days : DEFAULT_EXPIRATION_DAYS)
}

/** An offer can be accepted up to and including its expiration date, in the store's calendar. */
export const isExpired = (expirationDate: string | null, today: string) =>
  expirationDate !== null && expirationDate < today
