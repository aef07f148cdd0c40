/**
 * Cart price rules behind coupon codes, and the tax rate of the store's default tax country. Codes match
 * case-insensitively (they are stored upper-case); a rule applies while it is active and today — in the store's
 * time zone — lies within its from/to days.
 */
import type { Database } from '../kernel/database'

export type SalesRule = {
  rule_id: number
  code: string
  is_active: number
  from_date: string | null
  to_date: string | null
  simple_action: 'by_percent' | 'cart_fixed'
  discount_amount: number
  label: string
}

type TaxRate = { rate: number; label: string }

export function findRuleByCoupon(db: Database, code: string, storeId: number): Promise<SalesRule | null> {
  return db.$client
    .prepare(
      `SELECT r.rule_id, c.code, r.is_active, r.from_date, r.to_date, r.simple_action, r.discount_amount,
         coalesce(ls.label, ld.label, c.code) AS label
       FROM salesrule_coupon c JOIN salesrule r ON r.rule_id = c.rule_id
       LEFT JOIN salesrule_label ld ON ld.rule_id = r.rule_id AND ld.store_id = 0
       LEFT JOIN salesrule_label ls ON ls.rule_id = r.rule_id AND ls.store_id = ?2
       WHERE c.code = upper(?1)`,
    )
    .bind(code, storeId)
    .first<SalesRule>()
}

export function findTaxRate(db: Database, country: string, storeId: number): Promise<TaxRate | null> {
  return db.$client
    .prepare(
      `SELECT r.rate, coalesce(ts.value, td.value, r.code) AS label FROM tax_calculation_rate r
       LEFT JOIN tax_calculation_rate_title td ON td.tax_calculation_rate_id = r.tax_calculation_rate_id AND td.store_id = 0
       LEFT JOIN tax_calculation_rate_title ts ON ts.tax_calculation_rate_id = r.tax_calculation_rate_id AND ts.store_id = ?2
       WHERE r.tax_country_id = ?1`,
    )
    .bind(country, storeId)
    .first<TaxRate>()
}

/** Today as YYYY-MM-DD in the time zone. */
export const today = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

export const isRuleValid = (rule: SalesRule, day: string) =>
  rule.is_active === 1 && (!rule.from_date || rule.from_date <= day) && (!rule.to_date || day <= rule.to_date)
