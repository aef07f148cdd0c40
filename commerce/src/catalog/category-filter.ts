/**
 * CategoryFilterInput as Magento's CategoryFilter applies it: active categories of the store's tree, every given
 * condition must hold; `match` is a contains-match of at least 3 characters unless match_type is FULL.
 */
import { GraphQlInputException } from '../kernel/errors'
import { assertPageSize } from '../kernel/limits'
import { __ } from '../kernel/phrase'
import type {
  CategoryFilterInput,
  FilterEqualTypeInput,
  FilterMatchTypeInput,
  Maybe,
} from '../kernel/resolvers-types.generated'
import { decodeUid } from '../kernel/uid'
import type { CategoryIndex, CategoryRecord } from './category-repository'

type Equal = Maybe<FilterEqualTypeInput> | undefined
type Match = Maybe<FilterMatchTypeInput> | undefined

export const MIN_QUERY_LENGTH = 3

function equalValues(condition: Equal): string[] | null {
  if (!condition) return null
  if (condition.eq != null) return [condition.eq]
  if (condition.in != null) return condition.in.filter((v): v is string => v != null)
  return null
}

const uidsToIds = (values: string[] | null) =>
  values
    ?.map((v) => decodeUid(v))
    .filter((id): id is number => id !== null)
    .map(String) ?? null

function matcher(condition: Match): ((name: string | null) => boolean) | null {
  if (!condition || condition.match == null) return null
  const value = condition.match.trim()
  if (condition.match_type === 'FULL') return (name) => name === value
  const needle = value.replace(/[-+<>()~*"@%]/g, '').trim()
  if (needle.length < MIN_QUERY_LENGTH) {
    throw new GraphQlInputException(__('Invalid match filter. Minimum length is %1.', MIN_QUERY_LENGTH))
  }
  const lower = needle.toLocaleLowerCase()
  return (name) => (name ?? '').toLocaleLowerCase().includes(lower)
}

export function filterCategories(index: CategoryIndex, filters: CategoryFilterInput): CategoryRecord[] {
  const checks: ((c: CategoryRecord) => boolean)[] = [(c) => c.is_active === 1]
  const oneOf = (values: string[] | null, get: (c: CategoryRecord) => string | number | null) => {
    if (values) checks.push((c) => values.includes(String(get(c))))
  }
  oneOf(equalValues(filters.ids), (c) => c.id)
  oneOf(uidsToIds(equalValues(filters.category_uid)), (c) => c.id)
  oneOf(equalValues(filters.parent_id), (c) => c.parent_id)
  oneOf(uidsToIds(equalValues(filters.parent_category_uid)), (c) => c.parent_id)
  oneOf(equalValues(filters.url_key), (c) => c.url_key)
  oneOf(equalValues(filters.url_path), (c) => c.url_path)
  const name = matcher(filters.name)
  if (name) checks.push((c) => name(c.name))
  return index.ordered.filter((c) => checks.every((check) => check(c)))
}

export type Page<T> = {
  items: T[]
  total_count: number
  page_info: { current_page: number; page_size: number; total_pages: number }
}

/** Magento's paging rules for categories: positive arguments, and no page past the last one. */
export function paginate<T>(all: T[], pageSize: number, currentPage: number): Page<T> {
  if (currentPage < 1) throw new GraphQlInputException('currentPage value must be greater than 0.')
  assertPageSize(pageSize)
  const total = all.length
  const totalPages = total > 0 ? Math.ceil(total / pageSize) : 0
  if (currentPage > totalPages && total > 0) {
    throw new GraphQlInputException(
      __('currentPage value %1 specified is greater than the %2 page(s) available.', currentPage, totalPages),
    )
  }
  return {
    items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
  }
}
