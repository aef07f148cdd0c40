import { z } from 'zod'
import { appConfig } from '../app.config'
import { categoryUidSchema } from './category'
import {
  filterCodes,
  isItemsPerPage,
  isRangeValue,
  maxPage,
  optionValuePattern,
  rangeValuePattern,
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

export const optionValueSchema = z
  .string()
  .regex(optionValuePattern, 'A filter value is an option code such as 1001 (letters, digits, + / = _ -)')
export const rangeValueSchema = z
  .string()
  .regex(rangeValuePattern, 'A range is written from_to, e.g. 10_50, _50 or 100_')
  .refine(isRangeValue, 'A range needs a lower or an upper bound, e.g. 10_50')

const optionFilter = z.array(optionValueSchema).min(1, 'Choose at least one value').max(50, 'Choose at most 50 values')

export const stockListFiltersSchema = z
  .strictObject(
    {
      material: optionFilter.optional(),
      color: optionFilter.optional(),
      packaging_unit: optionFilter.optional(),
      delivery_time: optionFilter.optional(),
      price: rangeValueSchema.optional(),
      strength: rangeValueSchema.optional(),
      diameter: rangeValueSchema.optional(),
      length: rangeValueSchema.optional(),
      width: rangeValueSchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown filter ${issue.keys.join(', ')}; filters are ${filterCodes.join(', ')}`
          : undefined,
    },
  )
  .default({})

export type StockListFilters = z.infer<typeof stockListFiltersSchema>

export const sortSchema = z.enum(sortValues, `The sort is one of: '', ${sortValues.filter(Boolean).join(', ')}`)

export const itemsPerPageSchema = z
  .number()
  .int()
  .refine(isItemsPerPage, `Items per page is one of ${appConfig.itemsPerPageOptions.join(', ')}`)

export const stockListInputSchema = z.object({
  categoryUid: categoryUidSchema.optional(),
  term: z.string().trim().max(128, 'The search text may have at most 128 characters').optional(),
  page: z.number().int().min(1, 'The page is 1 or more').max(maxPage, `The page is at most ${maxPage}`).default(1),
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
