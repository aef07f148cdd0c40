import { type Column, type SQL, sql } from 'drizzle-orm'
import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1'
import type { D1Queries } from './database-session'

export type Database = DrizzleD1Database & { $client: D1Queries }

/** A moment as Magento's datetime columns hold it, in UTC: `2026-12-06 07:24:40`. */
export const dbTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')
export const parseDbTime = (text: string) => new Date(`${text.replace(' ', 'T')}Z`)

/**
 * The request's database handle (drizzle's query builder over D1 or a D1 session; raw statements through
 * `$client`). drizzle's D1 driver calls nothing but `prepare` and `batch`, which a session has too.
 */
export function database(d1: D1Queries): Database {
  return drizzle(d1 as D1Database)
}

type Selected<F> = F extends Column
  ? F['_']['notNull'] extends true
    ? F['_']['data']
    : F['_']['data'] | null
  : F extends SQL<infer T>
    ? T
    : never

/**
 * Names every selected column after its key (`select "store"."code" as "code"`). Needed for queries run in
 * `db.batch()`: D1 returns batch rows as objects, so two columns of the same name ("code" of store and of
 * store_group) would otherwise overwrite each other.
 */
export function columns<F extends Record<string, Column | SQL>>(
  fields: F,
): { [K in keyof F]: SQL.Aliased<Selected<F[K]>> } {
  const out: Record<string, SQL.Aliased> = {}
  for (const [key, field] of Object.entries(fields)) {
    const expression = sql`${field}`
    out[key] = ('_' in field && 'name' in field ? expression.mapWith(field as Column) : expression).as(key)
  }
  return out as { [K in keyof F]: SQL.Aliased<Selected<F[K]>> }
}
