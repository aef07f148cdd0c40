import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useDeferredValue, useMemo, useRef } from 'react'
import { appConfig, type SortValue, type StockListView } from '../../../app.config'
import type { FilterGroup } from '../../../contract/stock-list'
import { isFilterCode, isRangeFilterCode } from '../../../contract/stock-list-values'
import { formatNumber, formatRange, formatWholePrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useTRPC } from '../../trpc/react'
import { afterNextPaint } from '../../ui/next-paint'
import { sortLabels } from './sort-labels'
import {
  chosenFilters,
  exportHref,
  isFilterChosen,
  toggleFilter,
  withoutFilters,
  withRange,
} from './stock-list-choices'
import { defaultItemsPerPage, type StockListSearch, stockListInput } from './stock-list-search'

/**
 * The stock list's state and actions (a talon): the page of products for the URL, the sidebar's filters, the
 * chosen filters with their labels, sort, page size, view and search. Every change is a new URL.
 */
export function useStockList(search: StockListSearch, categoryUid?: string) {
  const trpc = useTRPC()
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  // While another filter, order or page loads, the current results stay on screen, marked busy (see load.ts).
  // Drawing them in another view is the same deferred render's work, so a tap on the toggle paints at once.
  const view = search.view ?? appConfig.stockListViews[0]
  const requested = useMemo(() => ({ input: stockListInput(search, categoryUid), view }), [search, categoryUid, view])
  const shown = useDeferredValue(requested)
  const { data } = useSuspenseQuery(trpc.catalog.stockList.queryOptions(shown.input))

  // A choice the URL does not hold yet: a second tap before it gets there builds on it, not on the URL.
  const unsent = useRef<StockListSearch | null>(null)

  /**
   * A filter, order, page size or view as a new URL. The tapped control already shows the choice (useChoice): the
   * route renders the new URL after that paint, so the tap answers at once. Scroll position and focus stay.
   */
  const go = async (change: (current: StockListSearch) => StockListSearch) => {
    const current = unsent.current ?? search
    const next = change(current)
    if (next === current) return
    unsent.current = next
    await afterNextPaint()
    if (unsent.current !== next) return
    unsent.current = null
    await navigate({ to: '.', search: next as never, resetScroll: false })
  }

  /** An option's text: dimensions in mm, prices as money ranges, everything else as the backend names it. */
  const optionLabel = (group: Pick<FilterGroup, 'code' | 'kind'>, value: string, label: string): string => {
    if (group.kind !== 'range') return label
    if (group.code === 'price') return formatRange(value, (bound) => formatWholePrice(bound, locale))
    return formatRange(value, (bound) => formatNumber(bound, locale))
  }

  // A search that found nothing shows the filters of the search that found the items near it: choosing one applies
  // to that search, so that it lists what its count says.
  const nearbyTerm = data.nearby?.term
  const filterTarget = (current: StockListSearch): StockListSearch =>
    nearbyTerm && current.term !== nearbyTerm ? { ...withoutFilters(current), term: nearbyTerm } : current

  const groupsByCode = new Map(data.aggregations.map((group) => [group.code, group]))
  const chosen = chosenFilters(search).map(({ code, value }) => {
    const group = groupsByCode.get(code)
    const option = group?.options.find((entry) => entry.value === value)
    const kind = group?.kind ?? (isRangeFilterCode(code) ? 'range' : 'options')
    return {
      code,
      value,
      groupLabel: group?.label ?? code,
      label: optionLabel({ code, kind }, value, option?.label ?? value),
      search: toggleFilter(search, code, value),
    }
  })

  return {
    /** The results shown are those of the previous URL: the new ones are loading or being drawn. */
    busy: shown !== requested,
    products: data.items,
    totalCount: data.totalCount,
    /**
     * For a search that found nothing: the corrected search's URL ("did you mean"), and the items near it with the
     * search that found them.
     */
    suggestion: data.suggestion
      ? { term: data.suggestion, search: { ...withoutFilters(search), term: data.suggestion } }
      : null,
    nearby: data.nearby && {
      ...data.nearby,
      /** The URL of all the items of the search that found them. */
      search: filterTarget(search),
    },
    /** The search the filters are of when it is not the buyer's: the one that found the items near it. */
    filtersFor: nearbyTerm ?? null,
    page: data.page,
    totalPages: data.totalPages,
    groups: data.aggregations.map((group) => ({
      ...group,
      options: group.options.map((option) => ({
        ...option,
        label: optionLabel(group, option.value, option.label),
        chosen: isFilterCode(group.code) && isFilterChosen(filterTarget(search), group.code, option.value),
      })),
    })),
    chosen,
    clearFiltersSearch: withoutFilters(search),
    view,
    /** The view the products are drawn in: the chosen one once the deferred render has drawn them. */
    shownView: shown.view,
    term: search.term ?? '',
    sort: search.sort ?? '',
    /** The order of the products shown: the chosen one once its results are in. */
    shownSort: shown.input.sort ?? '',
    sortOptions: selectableSorts(search.sort).map((value) => ({ value, label: i18n._(sortLabels[value]) })),
    itemsPerPage: search.itemsPerPage ?? defaultItemsPerPage(search.view),
    itemsPerPageOptions: appConfig.itemsPerPageOptions,
    /** The download of the whole list as filtered and sorted, as CSV or an Excel workbook. */
    exportHref: (format: 'csv' | 'xlsx') => exportHref(search, locale, format, categoryUid),
    /** The URL of another page of the same list. */
    pageSearch: (page: number): StockListSearch => ({ ...search, page: page > 1 ? page : undefined }),
    toggleFilter: async (code: string, value: string) => {
      if (isFilterCode(code)) await go((current) => toggleFilter(filterTarget(current), code, value))
    },
    /** The chosen "from_to" of a range filter, or ''. */
    rangeOf: (code: string): string => (isFilterCode(code) && filterTarget(search)[code]) || '',
    setRange: async (code: string, from: string, to: string) => {
      if (!isFilterCode(code)) return
      await go((current) => {
        const base = filterTarget(current)
        const next = withRange(base, code, from, to)
        return next === base ? current : next
      })
    },
    /** The same list in another order (the sort select, a table column's header), from page 1. */
    setSort: (sort: SortValue) => go((current) => ({ ...current, sort: sort || undefined, page: undefined })),
    setItemsPerPage: (itemsPerPage: number) =>
      go((current) => ({
        ...current,
        itemsPerPage: itemsPerPage === defaultItemsPerPage(current.view) ? undefined : itemsPerPage,
        page: undefined,
      })),
    /** Another view keeps a chosen page size; without one, the view's own applies (page 1 then). */
    setView: (view: StockListView) =>
      go((current) => {
        const chosen = current.itemsPerPage
        const sameSize = (chosen ?? defaultItemsPerPage(current.view)) === (chosen ?? defaultItemsPerPage(view))
        return {
          ...current,
          view: view === appConfig.stockListViews[0] ? undefined : view,
          itemsPerPage: chosen === defaultItemsPerPage(view) ? undefined : chosen,
          page: sameSize ? current.page : undefined,
        }
      }),
    /** A new search keeps sort, page size and view, and starts without filters on page 1. */
    searchFor: (term: string) => go((current) => ({ ...withoutFilters(current), term: term.trim() || undefined })),
  }
}

export type StockList = ReturnType<typeof useStockList>

/**
 * The sort select's orders: the spec's five, and a table column's order only while it is the chosen one, so that
 * after sorting the table by thickness the grid's select names that order instead of "Default".
 */
function selectableSorts(chosen: SortValue | undefined): readonly SortValue[] {
  const specSorts: readonly SortValue[] = appConfig.sortOptions
  return chosen && !specSorts.includes(chosen) ? [...specSorts, chosen] : specSorts
}
