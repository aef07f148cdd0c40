/**
 * Writes commerce/seed/seed.sql from the seed modules in commerce/seed/. Deterministic: fixed ids, fixed order,
 * one statement per line, `INSERT OR IGNORE` so applying it twice changes nothing. Rows of a table go into
 * multi-row INSERTs of at most MAX_STATEMENT_BYTES (D1 rejects SQL statements above 100 KB), so the ~60,000 rows
 * of the catalogue are a few hundred statements that the tests apply in one D1 batch.
 *
 *   npm run db:seed:generate        (Node 24 runs this TypeScript file directly)
 */
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ATTRIBUTES, OPTIONS, SORTABLE_ATTRIBUTES } from '../seed/attributes.ts'
import { CATEGORY_TREE, type SeedCategory } from '../seed/categories.ts'
import { BLOCKS, PAGES } from '../seed/cms.ts'
import { customOptions } from '../seed/custom-options.ts'
import { COUNTRY_CODES, LOCALES, REGIONS } from '../seed/directory.ts'
import { crossSection, PRODUCTS, type SeedProduct } from '../seed/products.ts'
import { generateReviews, RATING, RATING_OPTIONS, RATING_TITLES } from '../seed/reviews.ts'
import { ORDER_STATUSES } from '../seed/sales.ts'
import { SALES_RULES, TAX_RATES } from '../seed/sales-rules.ts'
import { SEARCH_SYNONYMS } from '../seed/search-synonyms.ts'
import { discontinuation, stockItem } from '../seed/stock.ts'
import { CONFIG, CURRENCY_RATES, GROUPS, STORES, WEBSITES } from '../seed/stores.ts'
import { tierPrices } from '../seed/tier-prices.ts'
import { indexText } from '../src/product/search-text.ts'

type Value = string | number | null
const q = (v: Value): string =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''").replaceAll('\n', ' ')}'`

const MAX_STATEMENT_BYTES = 90_000
/** Workerd's SQLite runs out of memory parsing a VALUES list of a few thousand rows. */
const MAX_STATEMENT_ROWS = 500
const lines: string[] = []
/** Rows with the same columns share multi-row statements; a change of columns starts a new statement. */
function insert(table: string, rows: ReadonlyArray<Record<string, Value>>): void {
  let head = ''
  let values: string[] = []
  let bytes = 0
  const flush = () => {
    if (values.length > 0) lines.push(`${head}${values.join(', ')};`)
    values = []
    bytes = Buffer.byteLength(head)
  }
  for (const row of rows) {
    const cols = Object.keys(row)
    const rowHead = `INSERT OR IGNORE INTO ${table} (${cols.join(', ')}) VALUES `
    const tuple = `(${cols.map((c) => q(row[c] as Value)).join(', ')})`
    if (rowHead !== head) {
      flush()
      head = rowHead
      bytes = Buffer.byteLength(head)
    }
    if (bytes + Buffer.byteLength(tuple) + 2 > MAX_STATEMENT_BYTES || values.length === MAX_STATEMENT_ROWS) flush()
    values.push(tuple)
    bytes += Buffer.byteLength(tuple) + 2
  }
  flush()
}

// ---------------------------------------------------------------- store
insert('store_website', WEBSITES)
insert('store_group', GROUPS)
insert('store', STORES)
insert('core_config_data', CONFIG)
insert('directory_currency_rate', CURRENCY_RATES)

// ---------------------------------------------------------------- sales: the request statuses
insert(
  'sales_order_status',
  ORDER_STATUSES.map((s) => ({ status: s.status, label: s.en })),
)
insert(
  'sales_order_status_label',
  ORDER_STATUSES.flatMap((s) =>
    STORES.map((store) => ({ status: s.status, store_id: store.store_id, label: store.code === 'de' ? s.de : s.en })),
  ),
)
insert(
  'sales_order_status_state',
  ORDER_STATUSES.map((s) => ({ status: s.status, state: s.state, is_default: 0, visible_on_front: 1 })),
)

// ---------------------------------------------------------------- directory
const countries = COUNTRY_CODES.split(' ').map((pair) => ({ iso2: pair.slice(0, 2), iso3: pair.slice(2) }))
insert(
  'directory_country',
  countries.map((c) => ({ country_id: c.iso2, iso2_code: c.iso2, iso3_code: c.iso3 })),
)
for (const locale of LOCALES) {
  const names = new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region', fallback: 'code' })
  insert(
    'directory_country_name',
    countries.map((c) => ({ country_id: c.iso2, locale, name: names.of(c.iso2) ?? c.iso2 })),
  )
}
REGIONS.forEach((r, i) => {
  const region_id = 1000 + i
  insert('directory_country_region', [{ region_id, country_id: r.country, code: r.code, default_name: r.name }])
  insert('directory_country_region_name', [
    { locale: 'de_DE', region_id, name: r.name },
    { locale: 'en_US', region_id, name: r.en ?? r.name },
  ])
})

// ---------------------------------------------------------------- cms
const storeId = (code: 'de' | 'en') => STORES.find((s) => s.code === code)?.store_id ?? 0
let pageId = 0
let blockId = 0
for (const code of ['de', 'en'] as const) {
  for (const page of PAGES[code]) {
    pageId += 1
    insert('cms_page', [{ page_id: pageId, ...page, is_active: 1, sort_order: 0 }])
    insert('cms_page_store', [{ page_id: pageId, store_id: storeId(code) }])
  }
  for (const block of BLOCKS[code]) {
    blockId += 1
    insert('cms_block', [{ block_id: blockId, ...block, is_active: 1 }])
    insert('cms_block_store', [{ block_id: blockId, store_id: storeId(code) }])
  }
}

// ---------------------------------------------------------------- catalog: categories
insert('catalog_category_entity', [
  { entity_id: 1, parent_id: 0, path: '1', position: 0, level: 0, is_anchor: 1 },
  { entity_id: 2, parent_id: 1, path: '1/2', position: 1, level: 1, is_anchor: 1 },
])
insert('catalog_category_entity_store', [
  { entity_id: 1, store_id: 0, name: 'Root Catalog', url_key: null, url_path: null, is_active: 1, include_in_menu: 1 },
  {
    entity_id: 2,
    store_id: 0,
    name: 'Default Category',
    url_key: null,
    url_path: null,
    is_active: 1,
    include_in_menu: 1,
    display_mode: 'PRODUCTS',
  },
])
function walk(
  nodes: SeedCategory[],
  parent: { id: number; path: string; level: number; url: { de: string; en: string } },
) {
  nodes.forEach((node, index) => {
    const path = `${parent.path}/${node.id}`
    insert('catalog_category_entity', [
      { entity_id: node.id, parent_id: parent.id, path, position: index + 1, level: parent.level + 1, is_anchor: 1 },
    ])
    const url = {
      de: parent.url.de ? `${parent.url.de}/${node.de.url_key}` : node.de.url_key,
      en: parent.url.en ? `${parent.url.en}/${node.en.url_key}` : node.en.url_key,
    }
    // store 0 carries the German defaults (the default store view); the English store view overrides.
    for (const [store_id, code] of [
      [0, 'de'],
      [storeId('en'), 'en'],
    ] as const) {
      const v = node[code]
      insert('catalog_category_entity_store', [
        {
          entity_id: node.id,
          store_id,
          name: v.name,
          url_key: v.url_key,
          url_path: url[code],
          is_active: 1,
          include_in_menu: 1,
          description: `<p>${v.description}</p>`,
          display_mode: 'PRODUCTS',
          meta_title: v.name,
          meta_keywords: v.keywords ?? v.name,
          meta_description: v.description,
        },
      ])
    }
    if (node.children) walk(node.children, { id: node.id, path, level: parent.level + 1, url })
  })
}
walk(CATEGORY_TREE, { id: 2, path: '1/2', level: 1, url: { de: '', en: '' } })

// ---------------------------------------------------------------- catalog: attributes
const EN = storeId('en')
insert(
  'eav_attribute',
  ATTRIBUTES.map(({ de: _de, en: _en, ...a }) => ({
    ...a,
    is_searchable: a.frontend_input === 'select' ? 1 : 0,
    is_comparable: 1,
    is_visible_on_front: a.attribute_code === 'price' ? 0 : 1,
    used_in_product_listing: 1,
    used_for_sort_by: SORTABLE_ATTRIBUTES.includes(a.attribute_code) ? 1 : 0,
  })),
)
insert(
  'eav_attribute_label',
  ATTRIBUTES.flatMap((a) => [
    { attribute_id: a.attribute_id, store_id: 0, value: a.de },
    { attribute_id: a.attribute_id, store_id: EN, value: a.en },
  ]),
)
for (const [code, options] of Object.entries(OPTIONS)) {
  const attribute = ATTRIBUTES.find((a) => a.attribute_code === code)
  if (!attribute) throw new Error(`options for unknown attribute ${code}`)
  insert(
    'eav_attribute_option',
    options.map((o, i) => ({
      option_id: o.option_id,
      attribute_id: attribute.attribute_id,
      sort_order: i + 1,
      swatch_value: o.swatch ?? null,
    })),
  )
  insert(
    'eav_attribute_option_value',
    options.flatMap((o) => [
      { option_id: o.option_id, store_id: 0, value: o.de },
      { option_id: o.option_id, store_id: EN, value: o.en },
    ]),
  )
}

// ---------------------------------------------------------------- catalog: products
const all: SeedProduct[] = PRODUCTS.flatMap((p) => [...p.variants, p])
const finalPrice = (p: SeedProduct) => Math.min(p.price, p.special_price ?? p.price)
const discontinued = discontinuation(all)
insert(
  'catalog_product_entity',
  all.map((p) => ({
    entity_id: p.entity_id,
    type_id: p.type_id,
    sku: p.sku,
    visibility: p.visibility,
    position: p.position,
    price: p.price,
    special_price: p.special_price,
    material: p.material.option_id,
    color: p.colour?.option_id ?? null,
    length: p.length,
    width: p.width,
    ...crossSection(p),
    packaging_unit: p.packaging_unit.option_id,
    pieces_per_pallet: p.pieces_per_pallet,
    weight: p.weight,
    total_weight: p.total_weight,
    // an item no longer made has no delivery time
    delivery_time: discontinued(p).discontinued ? null : p.delivery_time.option_id,
    ...discontinued(p),
  })),
)
insert(
  'catalog_product_entity_store',
  all.flatMap((p) => [
    { entity_id: p.entity_id, store_id: 0, ...p.de },
    { entity_id: p.entity_id, store_id: EN, ...p.en },
  ]),
)
insert('cataloginventory_stock_item', all.map(stockItem))
insert(
  'catalog_product_entity_tier_price',
  all.flatMap((p) => tierPrices(p, finalPrice(p))),
)
insert(
  'catalog_product_index_price',
  all.map((p) => {
    const finals = p.variants.length > 0 ? p.variants.map(finalPrice) : [finalPrice(p)]
    return {
      entity_id: p.entity_id,
      price: p.price,
      final_price: Math.min(...finals),
      min_price: Math.min(...finals),
      max_price: Math.max(...finals),
    }
  }),
)
insert(
  'catalog_category_product',
  PRODUCTS.map((p) => ({ category_id: p.category_id, product_id: p.entity_id, position: p.position })),
)
const configurables = PRODUCTS.filter((p) => p.variants.length > 0)
insert(
  'catalog_product_super_attribute',
  configurables.map((p) => ({ product_id: p.entity_id, attribute_id: 93, position: 0 })),
)
insert(
  'catalog_product_super_link',
  configurables.flatMap((p) => p.variants.map((v) => ({ product_id: v.entity_id, parent_id: p.entity_id }))),
)
insert(
  'catalog_product_link',
  PRODUCTS.flatMap((p) => [
    ...p.related.map((id, i) => ({ product_id: p.entity_id, linked_product_id: id, link_type_id: 1, position: i + 1 })),
    ...p.upsell.map((id, i) => ({ product_id: p.entity_id, linked_product_id: id, link_type_id: 4, position: i + 1 })),
  ]),
)
const OPTIONS_OF_SHEETS = customOptions(PRODUCTS)
insert(
  'catalog_product_option',
  OPTIONS_OF_SHEETS.map(({ title: _title, values: _values, ...option }) => option),
)
insert(
  'catalog_product_option_title',
  OPTIONS_OF_SHEETS.flatMap((o) => [
    { option_id: o.option_id, store_id: 0, title: o.title.de },
    { option_id: o.option_id, store_id: EN, title: o.title.en },
  ]),
)
insert(
  'catalog_product_option_price',
  OPTIONS_OF_SHEETS.filter((o) => o.type === 'area').map((o) => ({
    option_id: o.option_id,
    store_id: 0,
    price: 0,
    price_type: 'fixed',
  })),
)
const OPTION_VALUES = OPTIONS_OF_SHEETS.flatMap((o) => o.values.map((v) => ({ ...v, option_id: o.option_id })))
insert(
  'catalog_product_option_type_value',
  OPTION_VALUES.map(({ title: _title, ...value }) => value),
)
insert(
  'catalog_product_option_type_title',
  OPTION_VALUES.flatMap((v) => [
    { option_type_id: v.option_type_id, store_id: 0, title: v.title.de },
    { option_type_id: v.option_type_id, store_id: EN, title: v.title.en },
  ]),
)
// Quick-search index of the visible products per store view: sku, name, and the texts and option labels behind.
// An FTS5 table has no key that INSERT OR IGNORE could skip on, so the seed rebuilds the index (a reindex).
lines.push('DELETE FROM catalogsearch_fulltext;')
insert(
  'catalogsearch_fulltext',
  (['de', 'en'] as const).flatMap((code) =>
    PRODUCTS.map((p) => ({
      entity_id: p.entity_id,
      store_id: storeId(code),
      sku: p.sku,
      name: indexText(p[code].name),
      data_index: indexText(
        [
          p[code].short_description,
          p[code].meta_keyword,
          ...p.variants.map((v) => `${v.sku} ${v.colour?.[code] ?? ''}`),
          p[code].description,
        ].join(' '),
      ),
    })),
  ),
)

insert(
  'search_synonyms',
  SEARCH_SYNONYMS.map((group) => ({ ...group, website_id: 0 })),
)

// ---------------------------------------------------------------- reviews
insert('rating', [RATING])
insert('rating_title', RATING_TITLES)
insert('rating_option', RATING_OPTIONS)
const REVIEWS = generateReviews(PRODUCTS)
insert(
  'review',
  REVIEWS.map((r) => ({
    review_id: r.review_id,
    created_at: r.created_at,
    entity_pk_value: r.product_id,
    status_id: r.status_id,
  })),
)
insert(
  'review_detail',
  REVIEWS.map((r) => ({
    detail_id: r.review_id,
    review_id: r.review_id,
    store_id: storeId(r.store),
    title: r.title,
    detail: r.detail,
    nickname: r.nickname,
  })),
)
insert(
  'rating_option_vote',
  REVIEWS.map((r) => ({
    vote_id: r.review_id,
    review_id: r.review_id,
    rating_id: RATING.rating_id,
    entity_pk_value: r.product_id,
    value: r.value,
    percent: r.value * 20,
  })),
)

// ---------------------------------------------------------------- tax and cart price rules
insert(
  'tax_calculation_rate',
  TAX_RATES.map(({ de: _de, en: _en, ...rate }) => rate),
)
insert(
  'tax_calculation_rate_title',
  TAX_RATES.flatMap((r) => [
    { tax_calculation_rate_id: r.tax_calculation_rate_id, store_id: 0, value: r.de },
    { tax_calculation_rate_id: r.tax_calculation_rate_id, store_id: EN, value: r.en },
  ]),
)
insert(
  'salesrule',
  SALES_RULES.map(({ code: _code, de: _de, en: _en, ...rule }) => rule),
)
insert(
  'salesrule_label',
  SALES_RULES.flatMap((r) => [
    { rule_id: r.rule_id, store_id: 0, label: r.de },
    { rule_id: r.rule_id, store_id: EN, label: r.en },
  ]),
)
insert(
  'salesrule_coupon',
  SALES_RULES.map((r) => ({ coupon_id: r.rule_id, rule_id: r.rule_id, code: r.code })),
)

const out = join(dirname(fileURLToPath(import.meta.url)), '../seed/seed.sql')
writeFileSync(
  out,
  `-- Generated by commerce/scripts/generate-seed.ts (npm run db:seed:generate). Do not edit by hand.\n${lines.join('\n')}\n`,
)
console.log(`wrote ${lines.length} statements to ${out}`)
