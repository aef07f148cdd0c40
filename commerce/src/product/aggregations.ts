/**
 * Layered navigation (`Products.aggregations`) from the buckets of a search, as Magento builds it: price in
 * ranges of the store view's price-range algorithm (price-ranges.ts), the child categories of the current category,
 * then the filterable attributes by position. Only options with products are listed. Option attributes give the
 * option id as value; dimension attributes give each value as a range "v_v" (the price bucket form, for
 * FilterRangeTypeInput). An extension follows the attributes: `format`, the set's formats (length × width, value
 * "2000x1000" for the `format` filter), placed with the width.
 */
import type { Loaded } from '../kernel/context'
import { encodeUid } from '../kernel/uid'
import type { AttributeIndex } from './attribute-repository'
import { type PriceRangeConfig, priceRanges } from './price-ranges'
import type { Bucket, SearchResult } from './product-search'

type CategoryIndex = Loaded<'categories'>
type Option = { label: string; value: string; count: number }
export type Aggregation = { attribute_code: string; label: string; count: number; position: number; options: Option[] }

/** The price buckets as options: "from_to", the last one open ("800_") when the algorithm leaves it open. */
export function priceBuckets(histogram: Bucket[], config: PriceRangeConfig): Option[] {
  return priceRanges(histogram, config).map(({ from, to, count }) => ({
    label: `${from}-${to ?? ''}`,
    value: `${from}_${to ?? ''}`,
    count,
  }))
}

/** "2000x1000" → label "2000 × 1000 mm". */
function formatOptions(buckets: Bucket[]): Option[] {
  return buckets.map(({ value, count }) => ({
    label: `${String(value).replace('x', ' × ')} mm`,
    value: String(value),
    count,
  }))
}

function categoryOptions(buckets: Bucket[], categories: CategoryIndex, filteredCategoryId: number | null): Option[] {
  const parent = categories.byId.get(filteredCategoryId ?? categories.rootId) ?? categories.byId.get(categories.rootId)
  if (!parent) return []
  const perLeaf = new Map(buckets.map((b) => [Number(b.value), b.count]))
  const countBelow = (id: number): number =>
    (perLeaf.get(id) ?? 0) + categories.allChildren(id).reduce((n, child) => n + countBelow(child.id), 0)
  return categories
    .activeChildren(parent.id)
    .map((c) => ({ label: c.name ?? '', value: encodeUid(c.id), count: countBelow(c.id) }))
    .filter((o) => o.count > 0)
}

export function buildAggregations(
  result: SearchResult,
  attributes: AttributeIndex,
  categories: CategoryIndex,
  filteredCategoryId: number | null,
  categoryLabel: string,
  priceRangeConfig: PriceRangeConfig,
): Aggregation[] {
  const out: Aggregation[] = []
  const push = (attribute_code: string, label: string, position: number, options: Option[]) => {
    if (options.length > 0) out.push({ attribute_code, label, count: options.length, position, options })
  }
  const price = attributes.byCode.get('price')
  push('price', price?.label ?? 'Price', price?.position ?? 0, priceBuckets(result.priceHistogram, priceRangeConfig))
  push('category_uid', categoryLabel, 0, categoryOptions(result.categoryBuckets, categories, filteredCategoryId))
  for (const attribute of attributes.all) {
    const buckets = result.attributeBuckets.get(attribute.attribute_code)
    if (!buckets || attribute.is_filterable !== 1) continue
    const options =
      attribute.frontend_input === 'select'
        ? attribute.options.flatMap((o) => {
            const count = buckets.find((b) => Number(b.value) === o.option_id)?.count
            return count ? [{ label: o.label, value: String(o.option_id), count }] : []
          })
        : buckets
            .map((b) => ({ n: Number(b.value), count: b.count }))
            .sort((a, b) => a.n - b.n)
            .map(({ n, count }) => ({ label: String(n), value: `${n}_${n}`, count }))
    push(attribute.attribute_code, attribute.label, attribute.position, options)
  }
  push('format', 'Format', attributes.byCode.get('width')?.position ?? 0, formatOptions(result.formatBuckets))
  return out
}
