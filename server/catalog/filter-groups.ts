import { workerConfig } from '../../app.config'
import { type FilterGroup, isFilterCode, isRangeFilterCode } from '../../contract/stock-list'
import type { ResultOf } from '../commerce/graphql'
import type { FilterAggregationFragment } from './operations'

type AggregationFields = ResultOf<typeof FilterAggregationFragment>

/** A filter's place in the sidebar: workerConfig.filterOrder, then the others after them. */
function rank(code: string): number {
  const index = (workerConfig.filterOrder as readonly string[]).indexOf(code)
  return index === -1 ? workerConfig.filterOrder.length : index
}

/**
 * The sidebar's filters: the aggregations the stock list can filter by, ranges for numbers and the price, in the
 * shop's order (backend position among the rest).
 */
export function filterGroups(aggregations: readonly (AggregationFields | null)[] | null | undefined): FilterGroup[] {
  return (aggregations ?? [])
    .filter((aggregation): aggregation is AggregationFields => aggregation != null)
    .filter((aggregation) => isFilterCode(aggregation.attribute_code))
    .sort((a, b) => rank(a.attribute_code) - rank(b.attribute_code) || (a.position ?? 0) - (b.position ?? 0))
    .map((aggregation) => ({
      code: aggregation.attribute_code,
      label: aggregation.label ?? aggregation.attribute_code,
      kind: isRangeFilterCode(aggregation.attribute_code) ? ('range' as const) : ('options' as const),
      options: (aggregation.options ?? []).flatMap((option) =>
        option ? [{ label: option.label ?? option.value, value: option.value, count: option.count ?? 0 }] : [],
      ),
    }))
    .filter((group) => group.options.length > 0)
}

/**
 * The listing's filters with each chosen option filter's own options put back (`own`: the filters of the listing
 * without that filter): a buyer who chose PVC-U can add PP, with PP's count as it would be.
 */
export function withOwnOptions(groups: FilterGroup[], own: readonly FilterGroup[]): FilterGroup[] {
  const byCode = new Map(own.map((group) => [group.code, group]))
  const merged = groups.map((group) => byCode.get(group.code) ?? group)
  return [...merged, ...own.filter((group) => !groups.some((kept) => kept.code === group.code))]
}
