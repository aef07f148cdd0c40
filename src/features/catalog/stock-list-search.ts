import { appConfig, type ListView, type SortValue } from '../../../app.config'
import type { StockListInput } from '../../../contract/stock-list'
import {
  type FilterCode,
  filterCodes,
  isFilterValue,
  isItemsPerPage,
  isRangeFilterCode,
  isSortValue,
  maxPage,
} from '../../../contract/stock-list-values'

/**
 * The stock list's URL: page (default 1), itemsPerPage (default 10), sort, term, view (list; grid is the default)
 * and every other known value a filter (`material=1001,1002`, `strength=10_10`, `price=10_50`). Defaults are left
 * out of the URL; a value that does not parse is dropped, never an error page. Plain checks, no zod: this runs in
 * every page's first JavaScript.
 */
export type StockListSearch = {
  page?: number
  itemsPerPage?: number
  sort?: SortValue
  term?: string
  view?: ListView
} & Partial<Record<FilterCode, string>>

/** A whole number from 1 to maxPage, as text or number. */
function pageNumber(value: unknown): number | undefined {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= maxPage ? page : undefined
}

function isListView(value: unknown): value is ListView {
  return (appConfig.listViews as readonly unknown[]).includes(value)
}

/** A filter's values from the URL: options as a comma list, a range as one "from_to" value. */
export function filterValues(code: FilterCode, raw: unknown): string[] {
  if (typeof raw !== 'string' && typeof raw !== 'number') return []
  const values = String(raw)
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
  const valid = [...new Set(values)].filter((value) => isFilterValue(code, value))
  return isRangeFilterCode(code) ? valid.slice(0, 1) : valid.slice(0, 50)
}

export function validateStockListSearch(raw: Record<string, unknown>): StockListSearch {
  const search: StockListSearch = {}
  const page = pageNumber(raw.page)
  if (page && page > 1) search.page = page
  const itemsPerPage = Number(raw.itemsPerPage)
  if (isItemsPerPage(itemsPerPage) && itemsPerPage !== appConfig.defaultItemsPerPage) search.itemsPerPage = itemsPerPage
  if (isSortValue(raw.sort) && raw.sort) search.sort = raw.sort
  const term = typeof raw.term === 'string' || typeof raw.term === 'number' ? String(raw.term).trim().slice(0, 128) : ''
  if (term) search.term = term
  const view = isListView(raw.view) ? raw.view : undefined
  if (view && view !== appConfig.listViews[0]) search.view = view
  for (const code of filterCodes) {
    const values = filterValues(code, raw[code])
    if (values.length) search[code] = values.join(',')
  }
  return search
}

/** What the catalog.stockList procedure gets for this URL. */
export function stockListInput(search: StockListSearch, categoryUid?: string): StockListInput {
  const filters: Record<string, string | string[]> = {}
  for (const code of filterCodes) {
    const values = filterValues(code, search[code])
    if (values.length) filters[code] = isRangeFilterCode(code) ? (values[0] as string) : values
  }
  return {
    ...(categoryUid ? { categoryUid } : {}),
    ...(search.term ? { term: search.term } : {}),
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? appConfig.defaultItemsPerPage,
    sort: search.sort ?? '',
    filters,
  }
}

/** The URL after choosing or unchoosing a filter value: one range per filter, any number of options; page 1. */
export function toggleFilter(search: StockListSearch, code: FilterCode, value: string): StockListSearch {
  const current = filterValues(code, search[code])
  const chosen = current.includes(value)
  const next = chosen
    ? current.filter((entry) => entry !== value)
    : isRangeFilterCode(code)
      ? [value]
      : [...current, value]
  return { ...search, page: undefined, [code]: next.length ? next.join(',') : undefined }
}

export function isFilterChosen(search: StockListSearch, code: FilterCode, value: string): boolean {
  return filterValues(code, search[code]).includes(value)
}

/** Every chosen filter value, in the order of filterCodes. */
export function chosenFilters(search: StockListSearch): { code: FilterCode; value: string }[] {
  return filterCodes.flatMap((code) => filterValues(code, search[code]).map((value) => ({ code, value })))
}

export function withoutFilters(search: StockListSearch): StockListSearch {
  const next: StockListSearch = { ...search, page: undefined }
  for (const code of filterCodes) delete next[code]
  return next
}
