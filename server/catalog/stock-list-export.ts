/**
 * The stock list as a file: `GET /api/stock-list/{locale}/export.csv` or `….xlsx` with the list page's own search
 * (term, sort, filters as the page's URL writes them, `category` for a category's list) reads every page of that
 * list from commerce and answers it as a download, in the store view's language: CSV as that language's Excel opens
 * it (German: semicolons, decimal commas), or an Excel workbook. A link, so the page needs no script for it.
 */
import type { Context as HonoContext } from 'hono'
import { appConfig, isLocale, type Locale, workerConfig } from '../../app.config'
import type { ProductCard } from '../../contract/product'
import { type StockListInput, stockListInputSchema } from '../../contract/stock-list'
import { filterCodes, isRangeFilterCode } from '../../contract/stock-list-values'
import { CacheShort } from '../cache/strategies'
import { rootCategoryUid } from '../category/root-category'
import { type CommerceClient, createCommerceClient } from '../commerce/client'
import { isBackendFailure } from '../commerce/errors'
import { productCards } from '../product/product-card'
import { shopCookies } from '../session/cookies'
import { logOutUnauthorized } from '../session/logout'
import { resolveSession } from '../session/shop-session'
import { csv } from '../spreadsheet/csv'
import { XLSX_CONTENT_TYPE, xlsx } from '../spreadsheet/xlsx'
import { productFilter, productSort } from './filters'
import { StockListExportQuery } from './operations'
import { stockListTable } from './stock-list-export-table'

export type ExportFormat = 'csv' | 'xlsx'

const fileNames: Record<Locale, string> = { de: 'Lagerliste', en: 'Stock list' }

/** The list page's search as the procedures' input: options as comma lists, a range as one "from_to". */
function exportInput(query: URLSearchParams) {
  const filters = Object.fromEntries(
    filterCodes.flatMap((code) => {
      const raw = query.get(code)
      if (!raw) return []
      return [[code, isRangeFilterCode(code) ? raw : raw.split(',')]]
    }),
  )
  const text = (name: string) => query.get(name) || undefined
  return stockListInputSchema.safeParse({
    categoryUid: text('category'),
    term: text('term'),
    sort: text('sort'),
    filters,
  })
}

/** Every product of the list, in its order: the first page says how many pages follow, which load side by side. */
async function listedProducts(commerce: CommerceClient, input: StockListInput): Promise<ProductCard[]> {
  const { pageSize, maxProducts } = workerConfig.stockListExport
  const categoryUid = input.categoryUid ?? (await rootCategoryUid(commerce))
  const variables = {
    search: input.term || undefined,
    filter: productFilter(input.filters ?? {}, categoryUid),
    pageSize,
    sort: productSort(input.sort ?? ''),
  }
  const page = async (currentPage: number) =>
    (await commerce.query(StockListExportQuery, { ...variables, currentPage }, CacheShort())).products
  const first = await page(1)
  const pages = Math.min(first?.page_info?.total_pages ?? 1, Math.ceil(maxProducts / pageSize))
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => page(index + 2)))
  return [first, ...rest].flatMap((answer) => productCards(answer?.items))
}

function fileOf(products: readonly ProductCard[], locale: Locale, format: ExportFormat) {
  const table = stockListTable(products, locale)
  const name = `${fileNames[locale]}.${format}`
  if (format === 'xlsx') return { name, type: XLSX_CONTENT_TYPE, body: xlsx(table, fileNames[locale]) }
  const dialect =
    locale === 'de'
      ? ({ numberLocale: 'de-DE', separator: ';' } as const)
      : ({ numberLocale: 'en-US', separator: ',' } as const)
  return { name, type: 'text/csv; charset=utf-8', body: csv(table, dialect) }
}

function refusal(status: 400 | 404 | 503, text: string, headers: Headers): Response {
  headers.set('content-type', 'text/plain; charset=utf-8')
  if (status === 503) headers.set('retry-after', '30')
  return new Response(text, { status, headers })
}

export function stockListExport(format: ExportFormat) {
  return async (c: HonoContext): Promise<Response> => {
    const headers = new Headers({ 'cache-control': 'private, no-store' })
    const locale = c.req.param('locale')
    if (!isLocale(locale)) return refusal(404, 'There is no such stock list.', headers)
    const input = exportInput(new URL(c.req.url).searchParams)
    if (!input.success) return refusal(400, 'The list cannot be exported with these filters.', headers)
    const cookies = shopCookies(c, headers)
    const session = resolveSession({
      storeHeader: appConfig.localeSettings[locale].store,
      storeCookie: undefined,
      currencyCookie: cookies.get('currency'),
      customerCookie: cookies.get('customer'),
    })
    const commerce = createCommerceClient(session, {
      onAuthorizationError: () => logOutUnauthorized(cookies),
      onCacheStatus: () => {},
    })
    try {
      const file = fileOf(await listedProducts(commerce, input.data), locale, format)
      headers.set('content-type', file.type)
      headers.set('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      return new Response(file.body, { status: 200, headers })
    } catch (error) {
      if (!isBackendFailure(error)) throw error
      return refusal(503, 'The list cannot be exported right now. Please try again later.', headers)
    }
  }
}
