import { z } from 'zod'
import { appConfig } from '../app.config'
import { categoryUidSchema } from './category'

/**
 * The stock list: its inputs (written once: the catalog procedures validate with them and the routes build on
 * them) and the filters the sidebar offers. Nothing here knows GraphQL.
 */

/** Select attributes: one chosen value is sent as `eq`, several as `in`. */
export const optionFilterCodes = ['material', 'color', 'packaging_unit', 'delivery_time'] as const
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

export const optionValueSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/=_-]{1,64}$/, 'A filter value is an option code such as 1001 (letters, digits, + / = _ -)')
export const rangeValueSchema = z
  .string()
  .regex(/^(\d{1,9}(\.\d{1,4})?)?_(\d{1,9}(\.\d{1,4})?)?$/, 'A range is written from_to, e.g. 10_50, _50 or 100_')
  .refine((value) => value !== '_', 'A range needs a lower or an upper bound, e.g. 10_50')

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

const sortValues = appConfig.sortOptions.map((option) => option.value)

export const sortSchema = z.enum(sortValues, `The sort is one of: '', ${sortValues.filter(Boolean).join(', ')}`)

export const itemsPerPageSchema = z
  .number()
  .int()
  .refine(
    (value) => (appConfig.itemsPerPageOptions as readonly number[]).includes(value),
    `Items per page is one of ${appConfig.itemsPerPageOptions.join(', ')}`,
  )

export const stockListInputSchema = z.object({
  categoryUid: categoryUidSchema.optional(),
  term: z.string().trim().max(128, 'The search text may have at most 128 characters').optional(),
  page: z.number().int().min(1, 'The page is 1 or more').max(100_000, 'The page is at most 100000').default(1),
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
