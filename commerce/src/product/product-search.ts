/**
 * The product search behind `products(search, filter, pageSize, currentPage, sort)`, as Magento's search does it:
 * visible products (visibility 4) of the store view, quick search over the FTS5 index (every term must match:
 * "Minimum Terms to Match" 100 %), filters ANDed, sort by relevance (with a search), name, price, position or a number
 * attribute used for sorting, and the layered-navigation buckets over the whole filtered set. One statement, one
 * D1 round trip: it answers, as JSON, the page's ids and product records (so that resolving the items reads nothing
 * more), the price histogram (which counts the set) and, with the buckets, the counts per attribute value, per format
 * and per category, each grouped in SQL; the set is filtered once (materialised). When the items' fields read variants (a configurable product's price range, options,
 * variants), the page's configurable structures and variant records come along too.
 */
import type { Loaded } from '../kernel/context'
import type { Database } from '../kernel/database'
import { GraphQlInputException } from '../kernel/errors'
import { assertPageSize } from '../kernel/limits'
import { jsonValues, type ListValue, listParameter } from '../kernel/lists'
import { Parameters } from '../kernel/parameters'
import type {
  FilterEqualTypeInput,
  Maybe,
  ProductAttributeFilterInput,
  ProductAttributeSortInput,
  SortEnum,
} from '../kernel/resolvers-types.generated'
import { decodeUid } from '../kernel/uid'
import type { AttributeIndex } from './attribute-repository'
import {
  type ConfigurableStructure,
  configurableStructures,
  configurableStructuresJson,
  type ProductRecord,
  productRecords,
  productRecordsJson,
  variantIdsOf,
} from './product-repository'
import { loadSynonymGroups, type SynonymGroup, synonymsOf, tokensOf } from './search-synonyms'
import { searchText } from './search-text'

type CategoryIndex = Loaded<'categories'>

type Equal = Maybe<FilterEqualTypeInput> | undefined
type SortDirection = Maybe<SortEnum> | undefined

export type ProductFilter = ProductAttributeFilterInput
export type ProductSort = ProductAttributeSortInput

/** Select attributes filtered with FilterEqualTypeInput (option ids), decimal ones with FilterRangeTypeInput. */
export const OPTION_FILTERS = ['material', 'color', 'packaging_unit', 'delivery_time'] as const
export const RANGE_FILTERS = ['length', 'width', 'strength', 'diameter'] as const
/** The columns the buckets count. */
const FACET_COLUMNS = [...OPTION_FILTERS, ...RANGE_FILTERS]
type FacetColumn = (typeof FACET_COLUMNS)[number]

export type SearchRequest = {
  storeId: number
  search: string | null
  filter: ProductFilter
  sort: ProductSort
  pageSize: number
  currentPage: number
  withAggregations: boolean
  /** Whether the items' fields read variants: the page's configurable structures and variant records come along. */
  withVariants: boolean
  /** The store's backorders for the page's product records (stock items that use the configuration). */
  configBackorders: number
}

export type Bucket = { value: number | string; count: number }
export type SearchResult = {
  ids: number[]
  /** The records of the page's products. */
  products: Map<number, ProductRecord>
  /** With `withVariants`: the structure of each product of the page (empty for a simple product). */
  configurables: Map<number, ConfigurableStructure>
  /** With `withVariants`: the records of the variants of the page's configurable products. */
  variants: Map<number, ProductRecord>
  total_count: number
  /** Final (minimum) prices floored to whole euros with their counts, for the price buckets. */
  priceHistogram: Bucket[]
  attributeBuckets: Map<string, Bucket[]>
  /** Products per format "{length}x{width}" (sheets and boards: both measures set), smallest first. */
  formatBuckets: Bucket[]
  /** Products per assigned (leaf) category. */
  categoryBuckets: Bucket[]
}

const equalValues = (f: Equal): string[] | null => {
  if (!f) return null
  if (f.in) return f.in.filter((v): v is string => v !== null)
  if (f.eq != null) return [f.eq]
  return null
}
const integers = (values: string[]) =>
  values
    .filter((v) => /^\d+$/.test(v.trim()))
    .map((v) => Number.parseInt(v, 10))
    .filter(Number.isSafeInteger)
const number = (v: string | null | undefined) => {
  if (v == null || v.trim() === '') return null
  const n = Number(v)
  return Number.isFinite(n) ? n : null
}

/**
 * Magento's `catalog/search/max_query_length`: a longer search text is cut to its first 128 characters
 * (QueryFactory), which also bounds the number of words every match has to test (at most 64).
 */
export const MAX_QUERY_LENGTH = 128

/**
 * One FTS5 phrase: the tokens in order, the last one prefix-matched (plurals: "sheet" finds "sheets") unless it is
 * a number or shorter than three letters: a grade's letters are a word of their own ("PE" is not "pebble").
 */
function phrase(tokens: string[]): string {
  const last = tokens.at(-1) ?? ''
  return `"${tokens.join(' ')}"${/^\d+$/.test(last) || last.length < 3 ? '' : '*'}`
}

/**
 * The FTS5 query: every word must match, or any of its search synonyms (`search_synonyms`). A word is a token:
 * "PVC-Schaum" is "PVC" and "Schaum", each with its synonyms, so it finds the foams in either language. Up to three
 * consecutive tokens that form a synonym entry ("welding rod", "PVC-U", "PE 1000") count as one phrase.
 */
export function ftsQuery(search: string, synonymGroups: readonly SynonymGroup[] = []): string | null {
  const words = tokensOf(searchText([...search].slice(0, MAX_QUERY_LENGTH).join('')))
  const terms: string[] = []
  for (let start = 0; start < words.length; ) {
    const { length, alternatives } = longestSynonymSpan(words, start, synonymGroups)
    const tokens = words.slice(start, start + length)
    terms.push(alternatives.length > 0 ? `(${[tokens, ...alternatives].map(phrase).join(' OR ')})` : phrase(tokens))
    start += length
  }
  return terms.length > 0 ? terms.join(' AND ') : null
}

/** The most tokens from `start` on that form a synonym entry (up to three), or the one token with none. */
function longestSynonymSpan(words: string[], start: number, groups: readonly SynonymGroup[]) {
  for (let length = Math.min(3, words.length - start); length > 0; length--) {
    const alternatives = synonymsOf(words.slice(start, start + length), groups)
    if (alternatives.length > 0) return { length, alternatives }
  }
  return { length: 1, alternatives: [] }
}

class Sql extends Parameters {
  readonly conditions: string[] = []

  /** SQL selecting the list's values, the list bound as one JSON parameter (kernel/lists.ts). */
  list(values: readonly ListValue[]): string {
    return jsonValues(this.bind(listParameter(values)))
  }
}

function categoryIds(filter: ProductFilter, categories: CategoryIndex): number[] | null {
  const ids = [
    ...(equalValues(filter.category_id) ?? []).map((v) => (/^\d+$/.test(v) ? Number(v) : null)),
    ...(equalValues(filter.category_uid) ?? []).map(decodeUid),
    ...(equalValues(filter.category_url_path) ?? []).map(
      (path) => categories.ordered.find((c) => c.url_path === path)?.id ?? null,
    ),
  ]
  const given = [filter.category_id, filter.category_uid, filter.category_url_path].some((f) => equalValues(f))
  if (!given) return null
  // Anchor categories show the products of all their descendants (Magento's category product index).
  const out = new Set<number>()
  const add = (id: number) => {
    const c = categories.byId.get(id)
    if (c?.is_active !== 1) return
    out.add(id)
    if (c.is_anchor === 1) for (const child of categories.allChildren(id)) add(child.id)
  }
  for (const id of ids) if (id !== null) add(id)
  return [...out]
}

function whereClause(req: SearchRequest, categories: CategoryIndex, attributes: AttributeIndex): Sql {
  const sql = new Sql()
  const { filter } = req
  const where = (c: string) => sql.conditions.push(c)
  const cats = categoryIds(filter, categories)
  // With a category the category's products drive the set: the unary + keeps SQLite from reading every visible
  // product through the visibility index and testing each against the category (a quarter of the statement's time).
  where(cats ? '+e.visibility = 4' : 'e.visibility = 4')
  if (cats)
    where(`e.entity_id IN (SELECT product_id FROM catalog_category_product WHERE category_id IN (${sql.list(cats)}))`)
  const price = filter.price
  const from = number(price?.from)
  const to = number(price?.to)
  if (from !== null) where(`ip.min_price >= ${sql.bind(from)}`)
  if (to !== null) where(`ip.min_price <= ${sql.bind(to)}`)
  const skus = equalValues(filter.sku)
  if (skus) where(`e.sku IN (${sql.list(skus)})`)
  const urlKeys = equalValues(filter.url_key)
  if (urlKeys) where(`coalesce(s.url_key, d.url_key) IN (${sql.list(urlKeys)})`)
  for (const column of ['name', 'description', 'short_description'] as const) {
    const match = filter[column]
    if (match?.match == null) continue
    const value = match.match.trim()
    if (match.match_type === 'FULL') where(`coalesce(s.${column}, d.${column}) = ${sql.bind(value)}`)
    else where(`coalesce(s.${column}, d.${column}) LIKE ${sql.bind(`%${value.replace(/[%_]/g, '')}%`)}`)
  }
  for (const code of OPTION_FILTERS) {
    const values = equalValues(filter[code])
    if (!values || !attributes.byCode.has(code)) continue
    const ids = sql.list(integers(values))
    // A configurable product matches through its variants' values (Magento indexes them on the parent).
    where(
      `(e.${code} IN (${ids}) OR e.entity_id IN (SELECT l.parent_id FROM catalog_product_super_link l
        JOIN catalog_product_entity c ON c.entity_id = l.product_id WHERE c.${code} IN (${ids})))`,
    )
  }
  const formats = (equalValues(filter.format) ?? []).map(formatSides).filter((sides) => sides !== null)
  if (filter.format)
    where(
      formats.length > 0
        ? `(${formats.map(([length, width]) => `(e.length = ${sql.bind(length)} AND e.width = ${sql.bind(width)})`).join(' OR ')})`
        : '0',
    )
  for (const code of RANGE_FILTERS) {
    const range = filter[code]
    const lower = number(range?.from)
    const upper = number(range?.to)
    if (lower !== null) where(`e.${code} >= ${sql.bind(lower)}`)
    if (upper !== null) where(`e.${code} <= ${sql.bind(upper)}`)
  }
  return sql
}

/** A format's value: length and width in mm joined by "x" ("2000x1000"). */
const FORMAT_VALUE = /^(\d{1,6}(?:\.\d{1,2})?)x(\d{1,6}(?:\.\d{1,2})?)$/

/** "2000x1000" → [2000, 1000]; null for anything else. */
export function formatSides(value: string): [length: number, width: number] | null {
  const match = FORMAT_VALUE.exec(value.trim())
  return match ? [Number(match[1]), Number(match[2])] : null
}

/** A sort key of ProductAttributeSortInput that is a number attribute used for sorting (`used_for_sort_by`). */
function isSortableAttribute(field: string, attributes: AttributeIndex): field is (typeof RANGE_FILTERS)[number] {
  return (RANGE_FILTERS as readonly string[]).includes(field) && attributes.byCode.get(field)?.used_for_sort_by === 1
}

/**
 * Relevance in tenths of the best match's bm25 score (bm25 is negative: the best is the lowest), then the stock-list
 * order. A word every item of a material has ("Polypropylen") scores them all within a few percent, by the length of
 * their texts alone, which put short cut-to-size pieces and rods before the standard sheets; in one band the
 * catalogue's order (sheets, boards, rods, welding rod, cut pieces) decides. A query naming a size ("500 x 500")
 * finds only items of that size, or scores them bands higher.
 */
const relevance = (direction: 'ASC' | 'DESC') =>
  `round(f.score / (SELECT min(score) FROM f), 1) ${direction}, f.position ASC`

/** The keys in the sort input's field order, then the entity id; number attributes put products without a value last. */
function orderBy(sort: ProductSort, searching: boolean, attributes: AttributeIndex): string {
  const dir = (d: SortDirection) => (d === 'DESC' ? 'DESC' : 'ASC')
  const keys: string[] = []
  for (const [field, direction] of Object.entries(sort)) {
    if (!direction) continue
    if (field === 'relevance' && searching) keys.push(relevance(dir(direction)))
    if (field === 'name') keys.push(`f.name COLLATE NOCASE ${dir(direction)}`)
    if (field === 'price') keys.push(`f.min_price ${dir(direction)}`)
    if (field === 'position') keys.push(`f.position ${dir(direction)}`)
    if (isSortableAttribute(field, attributes)) keys.push(`f.${field} ${dir(direction)} NULLS LAST`)
  }
  if (keys.length === 0) keys.push(searching ? relevance('DESC') : 'f.position ASC')
  return `${keys.join(', ')}, f.entity_id ASC`
}

export async function searchProducts(
  db: Database,
  req: SearchRequest,
  categories: CategoryIndex,
  attributes: AttributeIndex,
): Promise<SearchResult> {
  if (req.currentPage < 1) throw new GraphQlInputException('currentPage value must be greater than 0.')
  assertPageSize(req.pageSize)
  const sql = whereClause(req, categories, attributes)
  const match = req.search === null ? null : ftsQuery(req.search, await loadSynonymGroups(db, req.storeId))
  const store = sql.bind(req.storeId)
  const hits = match
    ? `hits AS (SELECT entity_id, bm25(catalogsearch_fulltext, 0, 0, 10, 5, 1) AS score FROM catalogsearch_fulltext
         WHERE catalogsearch_fulltext MATCH ${sql.bind(match)} AND store_id = ${store}),`
    : ''
  // Only the columns the page's order and the buckets read (the store view's name only to sort by it: SQLite then
  // drops the store-value joins that no filter reads). The set is materialised: the page and the histogram or the
  // buckets read it, and SQLite would otherwise filter the products once for each of them.
  const filtered = `WITH ${hits} f AS MATERIALIZED (
      SELECT e.entity_id, e.position, ${FACET_COLUMNS.map((c) => `e.${c}`).join(', ')}, ip.min_price
        ${req.sort.name ? ', coalesce(s.name, d.name) AS name' : ''}${match ? ', hits.score' : ''}
      FROM catalog_product_entity e
      ${match ? 'JOIN hits ON hits.entity_id = e.entity_id' : ''}
      JOIN catalog_product_index_price ip ON ip.entity_id = e.entity_id
      LEFT JOIN catalog_product_entity_store d ON d.entity_id = e.entity_id AND d.store_id = 0
      LEFT JOIN catalog_product_entity_store s ON s.entity_id = e.entity_id AND s.store_id = ${store}
      WHERE ${sql.conditions.join(' AND ')})`
  const offset = (req.currentPage - 1) * req.pageSize
  const page = `page AS (SELECT entity_id FROM f ORDER BY ${orderBy(req.sort, match !== null, attributes)}
      LIMIT ${req.pageSize} OFFSET ${offset})${req.withAggregations ? `, ${VARIANT_VALUES}` : ''}`
  const pageIds = 'SELECT entity_id FROM page'
  const variants = req.withVariants
    ? `${configurableStructuresJson(pageIds)} AS structures,
       ${productRecordsJson(variantIdsOf(pageIds), store)} AS variantRecords,`
    : ''
  const answer = await db.$client
    .prepare(
      `${filtered}, ${page} SELECT
         (SELECT json_group_array(entity_id) FROM page) AS ids,
         ${productRecordsJson(pageIds, store)} AS records, ${variants}
         ${PRICE_HISTOGRAM}${req.withAggregations ? `, ${BUCKETS}` : ''}`,
    )
    .bind(...sql.values)
    .first<Record<keyof Answer, string>>()
  const parse = <K extends keyof Answer>(key: K): Answer[K] => JSON.parse(answer?.[key] ?? '[]')
  const ids = parse('ids')
  const found = {
    ids,
    products: productRecords(answer?.records, req.configBackorders),
    configurables: req.withVariants ? configurableStructures(answer?.structures, ids) : new Map(),
    variants: productRecords(answer?.variantRecords, req.configBackorders),
  }
  const priceHistogram = parse('histogram')
  const total_count = priceHistogram.reduce((n, b) => n + b.count, 0)
  if (!req.withAggregations) {
    return {
      ...found,
      total_count,
      priceHistogram,
      attributeBuckets: new Map(),
      formatBuckets: [],
      categoryBuckets: [],
    }
  }
  return {
    ...found,
    total_count,
    priceHistogram,
    attributeBuckets: new Map(
      FACET_COLUMNS.map((code) => [code, parse(code).map(([value, count]) => ({ value, count }))] as const).filter(
        ([, buckets]) => buckets.length > 0,
      ),
    ),
    formatBuckets: parse('perFormat').map(([length, width, count]) => ({ value: `${length}x${width}`, count })),
    categoryBuckets: parse('perCategory'),
  }
}

/** Final prices floored to whole euros with their counts (which count the set). */
const PRICE_HISTOGRAM = `(SELECT json_group_array(json_object('value', value, 'count', count)) FROM (
    SELECT CAST(min_price AS INTEGER) AS value, count(*) AS count FROM f GROUP BY 1)) AS histogram`

/** The distinct option values of the variants of the set's configurable products (a product's facts for its buckets). */
const VARIANT_VALUES = `variant_values AS MATERIALIZED (
    SELECT DISTINCT l.parent_id, ${OPTION_FILTERS.map((code) => `c.${code}`).join(', ')}
    FROM catalog_product_super_link l JOIN catalog_product_entity c ON c.entity_id = l.product_id
    WHERE l.parent_id IN (SELECT entity_id FROM f))`

/**
 * A facet column's buckets as [value, count] in ascending order of value. A configurable product counts once under
 * each value it or its variants have (option columns), as the filter finds it through them.
 */
const valueCounts = (code: FacetColumn) => {
  const values = (OPTION_FILTERS as readonly string[]).includes(code)
    ? `SELECT value, count(DISTINCT id) AS n FROM (SELECT entity_id AS id, ${code} AS value FROM f
        UNION ALL SELECT parent_id, ${code} FROM variant_values) WHERE value IS NOT NULL GROUP BY value`
    : `SELECT ${code} AS value, count(*) AS n FROM f WHERE ${code} IS NOT NULL GROUP BY ${code}`
  return `(SELECT json_group_array(json_array(value, n)) FROM (${values} ORDER BY value)) AS ${code}`
}

/** The buckets, counted in SQL: per attribute value, per format (length × width) and per assigned category. */
const BUCKETS = `${FACET_COLUMNS.map(valueCounts).join(', ')},
    (SELECT json_group_array(json_array(length, width, n)) FROM (
      SELECT length, width, count(*) AS n FROM f WHERE length IS NOT NULL AND width IS NOT NULL
      GROUP BY length, width ORDER BY length, width)) AS perFormat,
    (SELECT json_group_array(json_object('value', category_id, 'count', n)) FROM (
      SELECT category_id, count(*) AS n FROM catalog_category_product
      WHERE product_id IN (SELECT entity_id FROM f) GROUP BY category_id)) AS perCategory`

/**
 * The search statement's answer, column by column (JSON): the page, its variants (with `withVariants`), the
 * histogram, then with the aggregations the buckets.
 */
type Answer = {
  ids: number[]
  records: unknown[]
  structures: unknown
  variantRecords: unknown[]
  histogram: Bucket[]
  perFormat: [length: number, width: number, count: number][]
  perCategory: Bucket[]
} & Record<FacetColumn, [value: number, count: number][]>
