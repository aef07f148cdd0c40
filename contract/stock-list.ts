import { z } from 'zod'
import { appConfig } from '../app.config'
import { categoryUidSchema } from './category'
import { issue } from './input-issue'
import {
  FILTER_MAX_VALUES,
  isItemsPerPage,
  isRangeValue,
  maxPage,
  optionValuePattern,
  sortValues,
} from './stock-list-values'

export {
  type FilterCode,
  filterCodes,
  isFilterCode,
  isRangeFilterCode,
  type OptionFilterCode,
  optionFilterCodes,
  type RangeFilterCode,
  rangeFilterCodes,
} from './stock-list-values'

/**
 * The stock list: its inputs (written once: the catalog procedures validate with them and the routes build on
 * them) and the filters the sidebar offers. Nothing here knows GraphQL.
 */

export const optionValueSchema = z.string().regex(optionValuePattern, issue.FILTER_VALUE_INVALID)
export const rangeValueSchema = z.string().refine(isRangeValue, issue.RANGE_INVALID)

const optionFilter = z
  .array(optionValueSchema)
  .min(1, issue.REQUIRED)
  .max(FILTER_MAX_VALUES, issue.FILTER_VALUES_TOO_MANY)

export const stockListFiltersSchema = z
  .strictObject(
    {
      material: optionFilter.optional(),
      color: optionFilter.optional(),
      packaging_unit: optionFilter.optional(),
      delivery_time: optionFilter.optional(),
      format: optionFilter.optional(),
      price: rangeValueSchema.optional(),
      strength: rangeValueSchema.optional(),
      diameter: rangeValueSchema.optional(),
      length: rangeValueSchema.optional(),
      width: rangeValueSchema.optional(),
    },
    { error: (problem) => (problem.code === 'unrecognized_keys' ? issue.FILTER_UNKNOWN : undefined) },
  )
  .default({})

export type StockListFilters = z.infer<typeof stockListFiltersSchema>

export const sortSchema = z.enum(sortValues, issue.SORT_INVALID)

export const itemsPerPageSchema = z.number().refine(isItemsPerPage, issue.ITEMS_PER_PAGE_INVALID)

export const stockListInputSchema = z.object({
  categoryUid: categoryUidSchema.optional(),
  term: z.string().trim().max(128, issue.TOO_LONG).optional(),
  page: z.number().int(issue.PAGE_INVALID).min(1, issue.PAGE_INVALID).max(maxPage, issue.PAGE_INVALID).default(1),
  itemsPerPage: itemsPerPageSchema.default(appConfig.defaultItemsPerPage),
  sort: sortSchema.default(''),
  filters: stockListFiltersSchema,
})

export type StockListInput = z.input<typeof stockListInputSchema>

export interface FilterOption {
  label: string
  value: string
  count: number
}

export interface FilterGroup {
  code: string
  label: string
  /** 'range': choose one "from_to" value (dimensions, price); 'options': choose one or more values. */
  kind: 'options' | 'range'
  options: FilterOption[]
}
