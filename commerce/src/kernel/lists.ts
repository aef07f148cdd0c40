/**
 * Lists a caller sends (skus, order numbers, statuses, block identifiers, item ids, …) go into a statement as ONE
 * bound parameter, a JSON array read through SQLite's `json_each`: D1 binds at most 100 parameters per statement,
 * so `IN (?, ?, …)` with one parameter per value fails from 100 values on (less the statement's other parameters).
 * A JSON parameter works at any length the input allows (D1 takes strings up to 2 MB; commerce's requests are at most
 * 256 KB) and keeps the SQL text the same for every length. Every list bind in commerce goes through these helpers;
 * drizzle's `inArray`/`notInArray` are refused by the linter (commerce/biome.json).
 *
 * Comparison is as with bound values: `json_each`'s `value` has no affinity, so against an INTEGER column a text
 * value "12" matches 12, as a bound "12" would.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

export type ListValue = string | number

/** SQL selecting the values of the JSON array bound as `placeholder` (a raw statement's `?n`). */
export const jsonValues = (placeholder: string) => `SELECT value FROM json_each(${placeholder})`

/** The list as the one parameter it is bound as. */
export const listParameter = (values: readonly ListValue[]) => JSON.stringify(values)

/** `column IN (values)` with the values bound as one JSON parameter (drizzle's inArray without its limit). */
export function inList(column: SQLWrapper, values: readonly ListValue[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${listParameter(values)}))`
}

/** `column NOT IN (values)` with the values bound as one JSON parameter; true for every row when the list is empty. */
export function notInList(column: SQLWrapper, values: readonly ListValue[]): SQL {
  return sql`${column} NOT IN (SELECT value FROM json_each(${listParameter(values)}))`
}
