/**
 * `products(search, filter, pageSize, currentPage, sort)` with Magento's paging rules and aggregations, and the
 * resolver maps of SimpleProduct and ConfigurableProduct.
 */
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql'
import type { Context, Loaded } from '../kernel/context'
import { GraphQlInputException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import type { QueryProductsArgs, Resolvers } from '../kernel/resolvers-types.generated'
import { decodeUid, encodeUid } from '../kernel/uid'
import { buildAggregations } from './aggregations'
import { customAttributeMetadataV2 } from './attribute-metadata'
import type { AttributeIndex } from './attribute-repository'
import { configurableResolvers } from './configurable'
import { customizableOption } from './custom-options'
import { cutToSizeSettings, cutToSizeSettingsOutput } from './cut-to-size-settings'
import type { PriceRangeConfig } from './price-ranges'
import { configBackorders, locale, productFields, routableProductFields } from './product-fields'
import { searchProducts } from './product-search'
import { searchSuggestions } from './search-suggestions'
import { loadSynonymGroups } from './search-synonyms'

/** The fields of the selection sets `sets` (fragments included) whose name `wanted` accepts. */
function selected(
  info: GraphQLResolveInfo,
  sets: readonly (SelectionSetNode | undefined)[],
  wanted: (name: string) => boolean,
) {
  const out: FieldNode[] = []
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const s of set?.selections ?? []) {
      if (s.kind === 'Field') {
        if (wanted(s.name.value)) out.push(s)
      } else visit(s.kind === 'InlineFragment' ? s.selectionSet : info.fragments[s.name.value]?.selectionSet)
    }
  }
  for (const set of sets) visit(set)
  return out
}

/** Whether the selection of the current field asks for `name`. */
const selects = (info: GraphQLResolveInfo, name: string) =>
  selected(
    info,
    info.fieldNodes.map((node) => node.selectionSet),
    (field) => field === name,
  ).length > 0

/** The product fields whose resolvers read a configurable product's variants (configurable.ts, product-fields.ts). */
const VARIANT_FIELDS = new Set([
  'price_range',
  'quantity',
  'configurable_options',
  'variants',
  'configurable_product_options_selection',
])

/** Whether the items' selection asks for a field that reads variants: the search then loads them along. */
function itemsReadVariants(info: GraphQLResolveInfo): boolean {
  const items = selected(
    info,
    info.fieldNodes.map((node) => node.selectionSet),
    (field) => field === 'items',
  )
  return (
    selected(
      info,
      items.map((node) => node.selectionSet),
      (field) => VARIANT_FIELDS.has(field),
    ).length > 0
  )
}

async function products(_root: unknown, args: Partial<QueryProductsArgs>, ctx: Context, info: GraphQLResolveInfo) {
  if (args.search == null && args.filter == null) {
    throw new GraphQlInputException("'search' or 'filter' input argument is required.")
  }
  const pageSize = args.pageSize ?? 20
  const currentPage = args.currentPage ?? 1
  const [categories, attributes] = await Promise.all([ctx.loaders.categories(), ctx.loaders.attributes()])
  const filter = args.filter ?? {}
  const withAggregations = selects(info, 'aggregations')
  const result = await searchProducts(
    ctx.db,
    {
      storeId: ctx.store.store_id,
      search: args.search ?? null,
      filter,
      sort: args.sort ?? {},
      pageSize,
      currentPage,
      withAggregations,
      withVariants: itemsReadVariants(info),
      configBackorders: configBackorders(ctx),
    },
    categories,
    attributes,
  )
  const totalPages = result.total_count > 0 ? Math.ceil(result.total_count / pageSize) : 0
  if (currentPage > totalPages && result.total_count > 0) {
    throw new GraphQlInputException(
      __('currentPage value %1 specified is greater than the %2 page(s) available.', currentPage, totalPages),
    )
  }
  for (const [id, structure] of result.configurables) ctx.loaders.configurables.prime(id, structure)
  for (const [id, variant] of result.variants) ctx.loaders.products.prime(id, variant)
  const categoryUid = filter.category_uid?.eq
  const categoryId = categoryUid ? decodeUid(categoryUid) : Number(filter.category_id?.eq) || null
  return {
    items: result.ids.flatMap((id) => {
      const product = result.products.get(id)
      if (product) ctx.loaders.products.prime(id, product)
      return product ? [product] : []
    }),
    total_count: result.total_count,
    suggestions: await suggestions(ctx, args.search, result.total_count, selects(info, 'suggestions')),
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
    sort_fields: sortFields(ctx, attributes, args.search != null),
    aggregations: withAggregations
      ? buildAggregations(
          result,
          attributes,
          categories,
          categoryId,
          locale(ctx).startsWith('de') ? 'Kategorie' : 'Category',
          priceRangeConfig(ctx),
        )
      : null,
  }
}

/** "Did you mean" for a search that finds nothing, when asked for. */
async function suggestions(ctx: Context, search: QueryProductsArgs['search'], found: number, asked: boolean) {
  if (!asked || !search || found > 0) return []
  const groups = await loadSynonymGroups(ctx.db, ctx.store.store_id)
  const searches = await searchSuggestions(ctx.db, ctx.store.store_id, search, groups)
  return searches.map((text) => ({ search: text }))
}

/** The store view's catalog/layered_navigation price settings, with Magento's defaults (auto, step 100, 10). */
function priceRangeConfig(ctx: Context): PriceRangeConfig {
  const config = (field: string) => ctx.registry.config(ctx.store, `catalog/layered_navigation/${field}`)
  const calculation = config('price_range_calculation')
  return {
    calculation: calculation === 'manual' || calculation === 'improved' ? calculation : 'auto',
    step: Number(config('price_range_step')) || 100,
    maxIntervals: Number(config('price_range_max_intervals')) || 10,
  }
}

/**
 * The sort orders of a listing (Magento's SortFields): position, the product name, the attributes used for sorting
 * (`used_for_sort_by`, with the store view's label) and, for a search, relevance.
 */
function sortFields(ctx: Context, attributes: AttributeIndex, search: boolean) {
  const option = (value: string, label: string) => ({ value, label: ctx.translate(__(label)) })
  return {
    default: ctx.registry.config(ctx.store, 'catalog/frontend/default_sort_by') ?? 'position',
    options: [
      option('position', 'Position'),
      option('name', 'Product Name'),
      ...attributes.all
        .filter((a) => a.used_for_sort_by === 1)
        .map((a) => ({ value: a.attribute_code, label: a.label })),
      ...(search ? [option('relevance', 'Relevance')] : []),
    ],
  }
}

/** Magento's product_count: visible products of the category, and of its descendants when it is an anchor. */
function productCount(id: number, index: Loaded<'categories'>, assigned: Map<number, number>): number {
  const own = assigned.get(id) ?? 0
  if (index.byId.get(id)?.is_anchor !== 1) return own
  return index.allChildren(id).reduce((n, child) => n + productCount(child.id, index, assigned), own)
}

/** CustomizableProductInterface's options: the product's custom options in the store view. */
const customizableOptions = {
  options: async (p: Loaded<'products'>, _a: unknown, ctx: Context) =>
    ((await ctx.loaders.customOptions.load(p.entity_id)) ?? []).map((option) => customizableOption(option, p.sku)),
}

export const productResolvers: Resolvers = {
  Query: {
    products,
    customAttributeMetadataV2,
  },
  ProductInterface: productFields,
  SimpleProduct: { ...routableProductFields, ...customizableOptions },
  ConfigurableProduct: { ...routableProductFields, ...configurableResolvers, ...customizableOptions },
  /** The cut-to-size settings are the catalogue's (catalog/cut_to_size/*), of the store view the config is of. */
  StoreConfig: {
    cut_to_size: (config, _a, ctx) => {
      const store = ctx.registry.stores.find((s) => s.store_id === config.id) ?? ctx.store
      return cutToSizeSettingsOutput(cutToSizeSettings((path) => ctx.registry.config(store, path)))
    },
  },
  /** The category's products: `products` filtered by the category (anchors include their descendants). */
  CategoryInterface: {
    products: (c, args, ctx, info) =>
      products(null, { ...args, filter: { category_uid: { eq: encodeUid(c.id) } } }, ctx, info),
  },
  CategoryTree: {
    product_count: async (c, _a, ctx) => {
      const [index, assigned] = await Promise.all([ctx.loaders.categories(), ctx.loaders.categoryProductCounts()])
      return productCount(c.id, index, assigned)
    },
  },
}
