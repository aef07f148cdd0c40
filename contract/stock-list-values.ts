import { appConfig, type SortValue } from '../app.config'

/**
 * The stock list's filter codes and the values its URL may carry, as plain checks: the pages parse their search
 * with these (no zod in the first visit's JavaScript) and contract/stock-list.ts builds the procedures' zod inputs
 * on them, so both sides keep one set of rules.
 */

/**
 * Select attributes and the format (length × width, "2000x1000"): one chosen value is sent as `eq`, several as `in`.
 */
export const optionFilterCodes = ['material', 'color', 'packaging_unit', 'delivery_time', 'format'] as const
/** Number attributes and the price: one range "from_to" ("10_50", "_50", "100_"), sent as { from, to }. */
export const rangeFilterCodes = ['price', 'strength', 'diameter', 'length', 'width'] as const
export const filterCodes = [...optionFilterCodes, ...rangeFilterCodes] as const

export type OptionFilterCode = (typeof optionFilterCodes)[number]
export type RangeFilterCode = (typeof rangeFilterCodes)[number]
export type FilterCode = (typeof filterCodes)[number]

export function isFilterCode(code: string): code is FilterCode {
  return (filterCodes as readonly string[]).includes(code)
}

export function isRangeFilterCode(code: string): code is RangeFilterCode {
  return (rangeFilterCodes as readonly string[]).includes(code)
}

/** The values one option filter may name at once. */
export const FILTER_MAX_VALUES = 50

/** An option's code, e.g. 1001. */
export const optionValuePattern = /^[A-Za-z0-9+/=_-]{1,64}$/
/** A range "from_to" with either bound left out ("10_50", "_50", "100_"), but not both. */
export const rangeValuePattern = /^(\d{1,9}(\.\d{1,4})?)?_(\d{1,9}(\.\d{1,4})?)?$/

export function isRangeValue(value: string): boolean {
  return rangeValuePattern.test(value) && value !== '_'
}

export function isFilterValue(code: FilterCode, value: string): boolean {
  return isRangeFilterCode(code) ? isRangeValue(value) : optionValuePattern.test(value)
}

/** The spec's sort options, then the dense table's column orders. */
export const sortValues: readonly SortValue[] = [...appConfig.sortOptions, ...appConfig.columnSortOptions]

export function isSortValue(value: unknown): value is SortValue {
  return (sortValues as readonly unknown[]).includes(value)
}

export type SortDirection = 'ASC' | 'DESC'
type FieldOf<V> = V extends `${infer F}_${SortDirection}` ? F : never
/** What a listing is sorted by: name, price, thickness (or Ø) or format. */
export type SortField = FieldOf<SortValue>

/** 'price_DESC' → { field: 'price', direction: 'DESC' }; the default ('') leaves the order to the backend. */
export function sortOrder(sort: SortValue): { field: SortField; direction: SortDirection } | null {
  if (!sort) return null
  const [field, direction] = sort.split('_') as [SortField, SortDirection]
  return { field, direction }
}

export function isItemsPerPage(value: unknown): value is (typeof appConfig.itemsPerPageOptions)[number] {
  return (appConfig.itemsPerPageOptions as readonly unknown[]).includes(value)
}

export const maxPage = 100_000
