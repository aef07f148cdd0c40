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
