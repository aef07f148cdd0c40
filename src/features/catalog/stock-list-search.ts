import { appConfig, type SortValue, type StockListView } from '../../../app.config'
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
 * The stock list's URL: page (default 1), itemsPerPage (default 10), sort, term, view (list or table; grid is the default)
 * and every other known value a filter (`material=1001,1002`, `strength=10_10`, `price=10_50`). Defaults are left
 * out of the URL; a value that does not parse is dropped, never an error page: the loaders redirect a URL with a
 * page, page size or sort the list does not offer to the corrected one (`correctedListing`). Plain checks, no zod:
 * this runs in every page's first JavaScript.
 */
export type StockListSearch = {
  page?: number
  itemsPerPage?: number
  sort?: SortValue
  term?: string
  view?: StockListView
} & Partial<Record<FilterCode, string>>

/** A whole number from 1 to maxPage, as text or number. */
function pageNumber(value: unknown): number | undefined {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= maxPage ? page : undefined
}

/** A positive number, as text or number. */
function positiveNumber(value: unknown): number | undefined {
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : undefined
}

function isStockListView(value: unknown): value is StockListView {
  return (appConfig.stockListViews as readonly unknown[]).includes(value)
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

/** The page size a view starts with: the spec's 10 cards, or a screenful of the dense table's one-line rows. */
export function defaultItemsPerPage(view: StockListView | undefined): number {
  return view === 'table' ? appConfig.defaultTableItemsPerPage : appConfig.defaultItemsPerPage
}

/** The allowed page size nearest to a wish (the smaller one on a tie), or none without a wish. */
export function nearestItemsPerPage(wish: number | undefined): number | undefined {
  if (wish === undefined) return undefined
  const distance = (size: number) => Math.abs(size - wish)
  return appConfig.itemsPerPageOptions.reduce((best, size) => (distance(size) < distance(best) ? size : best))
}

/** The listing values a search names, defaults included, as the URL writes them. */
const listingValues = (search: StockListSearch) => ({
  page: String(search.page ?? 1),
  itemsPerPage: String(search.itemsPerPage ?? defaultItemsPerPage(search.view)),
  sort: search.sort ?? '',
})

/**
 * The corrected search when the URL's page, page size or sort is not one the list offers (`?itemsPerPage=1000` →
 * the nearest page size, `?sort=foo` → the default sort, `?page=0` → page 1), so that the loader redirects to it;
 * null when the URL names valid values. `raw` is the URL's search as written.
 */
export function correctedListing(raw: Record<string, unknown>): StockListSearch | null {
  const search = validateStockListSearch(raw)
  const wished = nearestItemsPerPage(positiveNumber(raw.itemsPerPage))
  if (!search.itemsPerPage && wished && wished !== defaultItemsPerPage(search.view)) search.itemsPerPage = wished
  const valid = listingValues(search)
  const wrong = (Object.keys(valid) as (keyof typeof valid)[]).some(
    (key) => raw[key] !== undefined && String(raw[key]) !== valid[key],
  )
  return wrong ? search : null
}

export function validateStockListSearch(raw: Record<string, unknown>): StockListSearch {
  const search: StockListSearch = {}
  const page = pageNumber(raw.page)
  if (page && page > 1) search.page = page
  const view = isStockListView(raw.view) ? raw.view : undefined
  if (view && view !== appConfig.stockListViews[0]) search.view = view
  const itemsPerPage = Number(raw.itemsPerPage)
  if (isItemsPerPage(itemsPerPage) && itemsPerPage !== defaultItemsPerPage(view)) search.itemsPerPage = itemsPerPage
  if (isSortValue(raw.sort) && raw.sort) search.sort = raw.sort
  const term = typeof raw.term === 'string' || typeof raw.term === 'number' ? String(raw.term).trim().slice(0, 128) : ''
  if (term) search.term = term
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
    itemsPerPage: search.itemsPerPage ?? defaultItemsPerPage(search.view),
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
