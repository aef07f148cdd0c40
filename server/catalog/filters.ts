import type { SortValue } from '../../app.config'
import { optionFilterCodes, rangeFilterCodes, type StockListFilters } from '../../contract/stock-list'
import { type SortField, sortOrder } from '../../contract/stock-list-values'
import type { VariablesOf } from '../commerce/graphql'
import type { StockListQuery } from './operations'

export type ProductFilter = VariablesOf<typeof StockListQuery>['filter']
export type ProductSort = NonNullable<VariablesOf<typeof StockListQuery>['sort']>

/** "10_50" → { from: '10', to: '50' }; an empty side is left open ("_50", "100_"). */
export function rangeOf(value: string): { from?: string; to?: string } {
  const [from = '', to = ''] = value.split('_')
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) }
}

/**
 * The listing filters as the spec says: ranges from underscore-separated values, one chosen option as `eq`,
 * several as `in`, and the current category always included.
 */
export function productFilter(filters: StockListFilters, categoryUid: string): ProductFilter {
  const filter: ProductFilter = { category_uid: { eq: categoryUid } }
  for (const code of optionFilterCodes) {
    const values = filters[code]
    if (values?.length) filter[code] = values.length === 1 ? { eq: values[0] } : { in: values }
  }
  for (const code of rangeFilterCodes) {
    const value = filters[code]
    if (value) filter[code] = rangeOf(value)
  }
  return filter
}

/**
 * Magento's sort keys behind each listing order, applied in ProductAttributeSortInput's field order: thickness is
 * the sheets' `strength`, then the round pieces' `diameter`; format is length, then width.
 */
const sortKeys: Record<SortField, (keyof ProductSort)[]> = {
  name: ['name'],
  price: ['price'],
  thickness: ['strength', 'diameter'],
  format: ['length', 'width'],
}

/** 'price_DESC' → { price: 'DESC' }; the default ('') leaves the order to the backend (relevance or position). */
export function productSort(sort: SortValue): ProductSort | undefined {
  const order = sortOrder(sort)
  if (!order) return undefined
  return Object.fromEntries(sortKeys[order.field].map((key) => [key, order.direction]))
}
