import { type FilterCode, filterCodes, isRangeFilterCode } from '../../../contract/stock-list-values'
import { filterValues, type StockListSearch } from './stock-list-search'

/*
 * The stock list's URL after a buyer's choice (a filter, a range, a new search) and its download: the listing's own
 * code. The URL's reading (./stock-list-search.ts) is in every page's first JavaScript, as the routes validate it.
 */

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

/**
 * The URL after typing a range: "from_to" with the sides in order, an open side left empty, no filter when both
 * are empty or not numbers; page 1.
 */
export function withRange(search: StockListSearch, code: FilterCode, from: string, to: string): StockListSearch {
  const bound = (value: string) => {
    const n = Number(value.trim().replace(',', '.'))
    return value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : null
  }
  const [low, high] = [bound(from), bound(to)]
  const [lower, upper] = low !== null && high !== null && low > high ? [high, low] : [low, high]
  const value = lower === null && upper === null ? '' : `${lower ?? ''}_${upper ?? ''}`
  const valid = filterValues(code, value)[0]
  if (valid === search[code] || (!valid && !search[code])) return search
  return { ...search, page: undefined, [code]: valid }
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

/**
 * The download of the list as the URL shows it (term, sort, filters; not the page), as a file of the BFF:
 * server/catalog/stock-list-export.ts reads the same names.
 */
export function exportHref(
  search: StockListSearch,
  locale: string,
  format: 'csv' | 'xlsx',
  categoryUid?: string,
): string {
  const params = new URLSearchParams()
  if (categoryUid) params.set('category', categoryUid)
  if (search.term) params.set('term', search.term)
  if (search.sort) params.set('sort', search.sort)
  for (const code of filterCodes) {
    const values = filterValues(code, search[code])
    if (values.length) params.set(code, values.join(','))
  }
  const query = params.toString()
  return `/api/stock-list/${locale}/export.${format}${query ? `?${query}` : ''}`
}
