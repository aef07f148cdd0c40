/**
 * Writes commerce/seed/seed.sql from the seed modules in commerce/seed/. Deterministic: fixed ids, fixed order,
 * one statement per line, `INSERT OR IGNORE` so applying it twice changes nothing.
 *
 *   npm run db:seed:generate        (Node 24 runs this TypeScript file directly)
 */
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CATEGORY_TREE, type SeedCategory } from '../seed/categories.ts'
import { BLOCKS, PAGES } from '../seed/cms.ts'
import { COUNTRY_CODES, LOCALES, REGIONS } from '../seed/directory.ts'
import { CONFIG, CURRENCY_RATES, GROUPS, STORES, WEBSITES } from '../seed/stores.ts'

type Value = string | number | null
const q = (v: Value): string =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''").replaceAll('\n', ' ')}'`

const lines: string[] = []
function insert(table: string, rows: ReadonlyArray<Record<string, Value>>): void {
  for (const row of rows) {
    const cols = Object.keys(row)
    lines.push(
      `INSERT OR IGNORE INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => q(row[c] as Value)).join(', ')});`,
    )
  }
}

// ---------------------------------------------------------------- store
insert('store_website', WEBSITES)
insert('store_group', GROUPS)
insert('store', STORES)
insert('core_config_data', CONFIG)
insert('directory_currency_rate', CURRENCY_RATES)

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

const out = join(dirname(fileURLToPath(import.meta.url)), '../seed/seed.sql')
writeFileSync(
  out,
  `-- Generated by commerce/scripts/generate-seed.ts (npm run db:seed:generate). Do not edit by hand.\n${lines.join('\n')}\n`,
)
console.log(`wrote ${lines.length} statements to ${out}`)
