/**
 * Cart price rules behind coupon codes, and the tax rate of the store's default tax country. Codes match
 * case-insensitively (they are stored upper-case); a rule applies while it is active and today — in the store's
 * time zone — lies within its from/to days.
 */
import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { columns, type Database } from '../kernel/database'
import { IsolateCache } from '../kernel/isolate-cache'
import { salesrule, salesruleCoupon, salesruleLabel, taxCalculationRate, taxCalculationRateTitle } from './tables'

export type SalesRule = Pick<
  typeof salesrule.$inferSelect,
  'rule_id' | 'is_active' | 'from_date' | 'to_date' | 'simple_action' | 'discount_amount'
> & { code: string; label: string }

export type TaxRate = { rate: number; label: string }

export async function findRuleByCoupon(db: Database, code: string, storeId: number): Promise<SalesRule | null> {
  const r = salesrule
  const c = salesruleCoupon
  const ld = alias(salesruleLabel, 'ld')
  const ls = alias(salesruleLabel, 'ls')
  const [row] = await db
    .select(
      columns({
        rule_id: r.rule_id,
        code: c.code,
        is_active: r.is_active,
        from_date: r.from_date,
        to_date: r.to_date,
        simple_action: r.simple_action,
        discount_amount: r.discount_amount,
        label: sql<string>`coalesce(${ls.label}, ${ld.label}, ${c.code})`,
      }),
    )
    .from(c)
    .innerJoin(r, eq(r.rule_id, c.rule_id))
    .leftJoin(ld, and(eq(ld.rule_id, r.rule_id), eq(ld.store_id, 0)))
    .leftJoin(ls, and(eq(ls.rule_id, r.rule_id), eq(ls.store_id, storeId)))
    .where(eq(c.code, sql`upper(${code})`))
  return row ?? null
}

/** Tax rates by country and store view: they change with a deployment only. */
const taxRates = new IsolateCache<string, TaxRate | null>()

export function findTaxRate(db: Database, country: string, storeId: number): Promise<TaxRate | null> {
  return taxRates.get(`${country}/${storeId}`, () => loadTaxRate(db, country, storeId))
}

async function loadTaxRate(db: Database, country: string, storeId: number): Promise<TaxRate | null> {
  const r = taxCalculationRate
  const td = alias(taxCalculationRateTitle, 'td')
  const ts = alias(taxCalculationRateTitle, 'ts')
  const [row] = await db
    .select({ rate: r.rate, label: sql<string>`coalesce(${ts.value}, ${td.value}, ${r.code})` })
    .from(r)
    .leftJoin(td, and(eq(td.tax_calculation_rate_id, r.tax_calculation_rate_id), eq(td.store_id, 0)))
    .leftJoin(ts, and(eq(ts.tax_calculation_rate_id, r.tax_calculation_rate_id), eq(ts.store_id, storeId)))
    .where(eq(r.tax_country_id, country))
  return row ?? null
}

/** Today as YYYY-MM-DD in the time zone. */
export const today = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

export const isRuleValid = (rule: SalesRule, day: string) =>
  rule.is_active === 1 && (!rule.from_date || rule.from_date <= day) && (!rule.to_date || day <= rule.to_date)
