/** The Currency query: base and display currency of the store view, allowed codes and rates from the base. */
import { eq } from 'drizzle-orm'
import type { Context } from '../kernel/context'
import { directoryCurrencyRate } from './tables'

function symbolOf(code: string | null, locale: string | null): string | null {
  if (!code) return null
  try {
    const parts = new Intl.NumberFormat((locale ?? 'en_US').replace('_', '-'), {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0)
    return parts.find((p) => p.type === 'currency')?.value ?? code
  } catch {
    return code
  }
}

export async function currency(ctx: Context) {
  const { store: s, registry: r } = ctx
  const locale = r.config(s, 'general/locale/code')
  const base = r.config(s, 'currency/options/base')
  const display = r.config(s, 'currency/options/default')
  const allowed = (r.config(s, 'currency/options/allow') ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
  const rates = base
    ? await ctx.db
        .select({ currency_to: directoryCurrencyRate.currency_to, rate: directoryCurrencyRate.rate })
        .from(directoryCurrencyRate)
        .where(eq(directoryCurrencyRate.currency_from, base))
    : []
  const rateOf = new Map(rates.map((x) => [x.currency_to, x.rate]))
  return {
    available_currency_codes: allowed,
    base_currency_code: base,
    base_currency_symbol: symbolOf(base, locale),
    default_display_currecy_code: display,
    default_display_currecy_symbol: symbolOf(display, locale),
    default_display_currency_code: display,
    default_display_currency_symbol: symbolOf(display, locale),
    exchange_rates: allowed
      .filter((code) => rateOf.has(code))
      .map((code) => ({ currency_to: code, rate: rateOf.get(code) })),
  }
}
