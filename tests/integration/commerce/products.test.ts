import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, data } from './graphql'

type Item = { sku: string; name: string; [key: string]: unknown }
const uid = (id: number) => btoa(String(id))
const PVC_U = '1001'
const PP_H = '1002'
const GREY_7011 = '2001'

/** products(...) with the listing fields; `args` is the argument list without parentheses. */
const listing = async (args: string, store?: string) =>
  (
    await data(
      `{ products(${args}) { total_count page_info { current_page page_size total_pages }
        items { sku name material color strength diameter width price_range { minimum_price { final_price { value } } } } } }`,
      { store },
    )
  ).products as { total_count: number; page_info: Record<string, number>; items: Item[] }

const { COMMERCE_DB: db, COMMERCE_MIGRATIONS: migrations } = env as unknown as {
  COMMERCE_DB: D1Database
  COMMERCE_MIGRATIONS: { name: string; queries: string[] }[]
}

/** Rewrites every row of the search index's texts, e.g. to the form an earlier seed wrote. */
async function rewriteIndex(rewrite: (text: string) => string) {
  const { results } = await db
    .prepare('SELECT rowid, name, data_index FROM catalogsearch_fulltext')
    .all<{ rowid: number; name: string; data_index: string }>()
  const update = db.prepare('UPDATE catalogsearch_fulltext SET name = ?, data_index = ? WHERE rowid = ?')
  await db.batch(results.map((row) => update.bind(rewrite(row.name), rewrite(row.data_index), row.rowid)))
}

/** Index text as written before it held the plain spelling after each written-out umlaut word ("gruen grun"). */
const withoutPlainSpellings = (text: string) =>
  text
    .split(' ')
    .filter((word, i, words) => i === 0 || word === words[i - 1] || word !== words[i - 1]?.replace(/([aou])e/g, '$1'))
    .join(' ')

async function migrate(name: string) {
  const migration = migrations.find((m) => m.name.includes(name))
  await db.batch((migration?.queries ?? []).map((query) => db.prepare(query)))
}

const price = (i: Item) =>
  (i.price_range as { minimum_price: { final_price: { value: number } } }).minimum_price.final_price.value

describe('products: search', () => {
  it('finds German terms: every word must match, numbers exactly', async () => {
    const found = await listing('search: "PVC-U grau 10", pageSize: 50')
    expect(found.total_count).toBeGreaterThan(0)
    for (const item of found.items) {
      expect(item.name).toMatch(/PVC-U/)
      expect(item.name).toMatch(/grau/)
      expect(item.name).toMatch(/\b10\b/)
    }
    expect(found.items.map((i) => i.sku)).toContain('100010')
  })

  it('finds English terms in the English store view', async () => {
    const en = await listing('search: "PP-H sheet natural 6"', 'en')
    expect(en.total_count).toBeGreaterThan(0)
    for (const item of en.items) expect(item.name).toMatch(/^PP-H sheet natural 6 mm/)
  })

  it('finds German words spelt with umlauts, written out or typed without: grün = gruen = grun, Stäbe = Staebe = Stabe', async () => {
    const spellings = [
      ['grün', 'gruen', 'grun', 'GRÜN', 'Gruen', 'Grun', 'gru\u0308n'],
      ['Stäbe', 'Staebe', 'Stabe'],
      ['Schweißdraht', 'Schweissdraht'],
      ['weiß', 'weiss'],
      ['für Behälter', 'fuer Behaelter', 'fur Behalter'],
    ]
    const skus = async (search: string) => (await listing(`search: "${search}", pageSize: 300`)).items.map((i) => i.sku)
    for (const [written = '', ...others] of spellings) {
      const found = await skus(written)
      expect(found.length, written).toBeGreaterThan(0)
      for (const other of others) expect(await skus(other), other).toEqual(found)
    }
    expect((await listing('search: "Schweissdraht"')).total_count).toBe(84)
  })

  it('finds by a spelling without umlauts only what the umlaut word finds: "Stabe" the round rods, "grun" green products', async () => {
    const rods = await listing('search: "Stabe", pageSize: 300')
    expect(rods.total_count).toBeGreaterThan(0)
    for (const item of rods.items) expect(item.name).toMatch(/Rundstab/)
    const green = await listing('search: "grun", pageSize: 300')
    expect(green.total_count).toBeGreaterThan(0)
    for (const item of green.items) expect(item.name).toMatch(/grün/)
    // On /en the synonym "green" answers for either spelling.
    expect((await listing('search: "grun", pageSize: 300', 'en')).items).toEqual(
      (await listing('search: "grün", pageSize: 300', 'en')).items,
    )
  })

  it('finds umlaut words in a search index written before umlauts were written out, once migrated', async () => {
    const before = await listing('search: "Behaelter", pageSize: 300')
    expect(before.total_count).toBeGreaterThan(0)
    const unfold = (text: string) => text.replaceAll('ae', 'ä').replaceAll('oe', 'ö').replaceAll('ue', 'ü')
    await rewriteIndex((text) => unfold(withoutPlainSpellings(text)))
    expect((await listing('search: "Behaelter"')).total_count).toBe(0)
    await migrate('search_umlauts')
    await migrate('search_plain_spelling')
    for (const spelling of ['Behaelter', 'Behälter', 'Behalter'])
      expect((await listing(`search: "${spelling}", pageSize: 300`)).items, spelling).toEqual(before.items)
  })

  it('finds umlaut words typed without umlauts in a search index written before it held that spelling, once migrated', async () => {
    const before = await listing('search: "Behalter", pageSize: 300')
    expect(before.total_count).toBeGreaterThan(0)
    await rewriteIndex(withoutPlainSpellings)
    expect((await listing('search: "Behalter"')).total_count).toBe(0)
    await migrate('search_plain_spelling')
    expect((await listing('search: "Behalter", pageSize: 300')).items).toEqual(before.items)
    expect((await listing('search: "Behälter", pageSize: 300')).items).toEqual(before.items)
  })

  it('finds every grey by "grau" in a search index written before it held the colour compounds\' heads, once migrated', async () => {
    const before = await listing('search: "PP grau", pageSize: 300')
    expect(before.items.length).toBeGreaterThan(0)
    await rewriteIndex((text) => text.replace(/(\p{L}{3,}grau) grau\b/gu, '$1'))
    expect((await listing('search: "PP grau"')).total_count).toBe(0)
    await migrate('search_colour_families')
    expect((await listing('search: "PP grau", pageSize: 300')).items).toEqual(before.items)
  })

  it('finds the head of a German compound: "Platte" finds "Pressplatte"', async () => {
    const pressed = await listing('search: "PE 1000 Platte", pageSize: 10')
    expect(pressed.items.length).toBeGreaterThan(0)
    for (const item of pressed.items) expect(item.name).toMatch(/PE 1000/)
  })

  it('finds formats and grades the way buyers type them: 2000x1000, 2000 x 1000, PE1000', async () => {
    const format = await listing('search: "2000 × 1000", pageSize: 50')
    expect(format.total_count).toBeGreaterThan(0)
    for (const item of format.items) expect(item.name).toMatch(/2000 × 1\.?000 mm/)
    for (const typed of ['2000x1000', '2000 x 1000', '2000X1000']) {
      expect((await listing(`search: "${typed}"`)).total_count).toBe(format.total_count)
    }
    const grade = await listing('search: "PE 1000"')
    expect(grade.total_count).toBeGreaterThan(0)
    expect((await listing('search: "PE1000"')).total_count).toBe(grade.total_count)
    expect(
      (await listing('search: "PE1000 2000x1000", pageSize: 50')).items.every((item) => /PE 1000/.test(item.name)),
    ).toBe(true)
  })

  it('finds German product words in the English store view and English ones in the German (search synonyms)', async () => {
    const sheets = await listing('search: "Platte PVC-U", pageSize: 50', 'en')
    expect(sheets.total_count).toBeGreaterThan(0)
    for (const item of sheets.items) expect(item.name).toMatch(/PVC-U .*sheet|sheet .*PVC-U|PVC-U/)
    expect(sheets.total_count).toBe((await listing('search: "sheet PVC-U"', 'en')).total_count)
    const weldEn = await listing('search: "Schweißdraht", pageSize: 50', 'en')
    expect(weldEn.total_count).toBe(84)
    for (const item of weldEn.items) expect(item.name).toMatch(/welding rod/)
    const weldDe = await listing('search: "welding rod", pageSize: 50')
    expect(weldDe.total_count).toBe(84)
    for (const item of weldDe.items) expect(item.name).toMatch(/Schweißdraht/)
  })

  it('finds by sku and sorts by relevance by default', async () => {
    const bySku = await listing('search: "100010"')
    expect(bySku.items[0]?.sku).toBe('100010')
  })

  it('finds each product once after the seed is applied again, as every `npm start` does', async () => {
    const before = await listing('search: "PVC-U grau 10", pageSize: 50')
    const seed = env as unknown as { COMMERCE_DB: D1Database; COMMERCE_SEED: string[] }
    await seed.COMMERCE_DB.batch(seed.COMMERCE_SEED.map((statement) => seed.COMMERCE_DB.prepare(statement)))
    const after = await listing('search: "PVC-U grau 10", pageSize: 50')
    expect(after.total_count).toBe(before.total_count)
    expect(new Set(after.items.map((i) => i.sku)).size).toBe(after.items.length)
  })

  it('needs search or filter', async () => {
    const { body } = await call('{ products { total_count } }', { store: 'en' })
    expect(body.errors?.[0]).toMatchObject({
      message: "'search' or 'filter' input argument is required.",
      extensions: { category: 'graphql-input' },
    })
  })
})

describe('products: filters', () => {
  it('filters by category; an anchor category includes its children', async () => {
    const leaf = await listing(`filter: { category_uid: { eq: "${uid(5)}" } }`)
    expect(leaf.total_count).toBe(304)
    const byId = await listing('filter: { category_id: { eq: "5" } }')
    expect(byId.total_count).toBe(304)
    const children = await Promise.all([5, 6, 7].map((id) => listing(`filter: { category_uid: { eq: "${uid(id)}" } }`)))
    const anchor = await listing(`filter: { category_uid: { eq: "${uid(4)}" } }`)
    expect(anchor.total_count).toBe(children.reduce((n, c) => n + c.total_count, 0))
  })

  it('filters by material (eq, in) and colour', async () => {
    const eq = await listing(
      `filter: { category_uid: { eq: "${uid(4)}" }, material: { eq: "${PVC_U}" } }, pageSize: 100`,
    )
    expect(eq.total_count).toBe(304)
    for (const i of eq.items) expect(String(i.material)).toBe(PVC_U)
    const both = await listing(
      `filter: { category_uid: { eq: "${uid(4)}" }, material: { in: ["${PVC_U}", "${PP_H}"] } }`,
    )
    const pp = await listing(`filter: { category_uid: { eq: "${uid(4)}" }, material: { eq: "${PP_H}" } }`)
    expect(both.total_count).toBe(eq.total_count + pp.total_count)
    const grey = await listing(`filter: { material: { eq: "${PVC_U}" }, color: { eq: "${GREY_7011}" } }, pageSize: 100`)
    for (const i of grey.items) expect(String(i.color)).toBe(GREY_7011)
  })

  it('matches configurable products through their variants’ colours', async () => {
    const black = await listing(`filter: { category_uid: { eq: "${uid(11)}" }, color: { eq: "2005" } }`)
    expect(black.total_count).toBe(91)
    const red = await listing(`filter: { category_uid: { eq: "${uid(11)}" }, color: { eq: "2009" } }`)
    expect(red.total_count).toBe(55)
  })

  it('filters by thickness and price ranges (inclusive)', async () => {
    const thick = await listing(
      `filter: { category_uid: { eq: "${uid(5)}" }, strength: { from: "30", to: "40" } }, pageSize: 100`,
    )
    expect(thick.total_count).toBe(4 * 4 * 3)
    for (const i of thick.items) expect(Number(i.strength)).toBeGreaterThanOrEqual(30)
    const cheap = await listing(
      `filter: { category_uid: { eq: "${uid(3)}" }, price: { from: "10", to: "20" } }, pageSize: 100`,
    )
    expect(cheap.total_count).toBeGreaterThan(0)
    for (const i of cheap.items) expect(price(i)).toBeGreaterThanOrEqual(10)
    for (const i of cheap.items) expect(price(i)).toBeLessThanOrEqual(20)
  })

  it('keeps the diameter of round pieces apart from the thickness of sheets', async () => {
    const rods = await listing(`filter: { category_uid: { eq: "${uid(14)}" } }, pageSize: 100`)
    expect(rods.total_count).toBeGreaterThan(0)
    for (const i of rods.items) expect([i.strength, i.width, typeof i.diameter]).toEqual([null, null, 'number'])
    const thin = await listing(
      `filter: { category_uid: { eq: "${uid(14)}" }, diameter: { from: "3", to: "10" } }, pageSize: 100`,
    )
    expect(thin.total_count).toBeGreaterThan(0)
    expect(thin.total_count).toBeLessThan(rods.total_count)
    for (const i of thin.items) expect(Number(i.diameter)).toBeGreaterThanOrEqual(3)
    for (const i of thin.items) expect(Number(i.diameter)).toBeLessThanOrEqual(10)
    const sheets = await listing(`filter: { category_uid: { eq: "${uid(3)}" } }, pageSize: 100`)
    for (const i of sheets.items) expect([typeof i.strength, i.diameter]).toEqual(['number', null])
    const bothByThickness = await listing(`filter: { category_uid: { eq: "${uid(14)}" }, strength: { from: "3" } }`)
    expect(bothByThickness.total_count).toBe(0)
  })

  it('filters by sku and url_key', async () => {
    expect((await listing('filter: { sku: { in: ["100010", "100011"] } }')).total_count).toBe(2)
    const key = await listing('filter: { url_key: { eq: "pvc-u-sheet-grey-ral-7011-10-mm-2000-x-1000-mm" } }', 'en')
    expect(key.items.map((i) => i.sku)).toEqual(['100010'])
  })
})

describe('products: sort and pages', () => {
  const filter = `filter: { category_uid: { eq: "${uid(16)}" } }, pageSize: 50`
  it('sorts by price and name in both directions, by position by default', async () => {
    const asc = (await listing(`${filter}, sort: { price: ASC }`)).items.map(price)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await listing(`${filter}, sort: { price: DESC }`)).items.map(price)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const names = (await listing(`${filter}, sort: { name: ASC }`)).items.map((i) => i.name.toLowerCase())
    expect(names).toEqual([...names].sort())
    const namesDesc = (await listing(`${filter}, sort: { name: DESC }`)).items.map((i) => i.name.toLowerCase())
    expect(namesDesc).toEqual([...namesDesc].sort().reverse())
    const skus = (await listing(filter)).items.map((i) => i.sku)
    expect(skus).toEqual([...skus].sort())
  })

  it('pages with pageSize 20 by default and rejects a page beyond the last', async () => {
    const first = await listing(`filter: { category_uid: { eq: "${uid(16)}" } }`)
    expect(first.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: Math.ceil(first.total_count / 20) })
    const lastPage = Math.ceil(first.total_count / 20)
    const last = await listing(`filter: { category_uid: { eq: "${uid(16)}" } }, currentPage: ${lastPage}`)
    expect(last.items.length).toBe(first.total_count - 20 * (lastPage - 1))
    const { body } = await call(
      `{ products(filter: { category_uid: { eq: "${uid(5)}" } }, pageSize: 100, currentPage: 5) { total_count } }`,
      { store: 'en' },
    )
    expect(body.errors?.[0]).toMatchObject({
      message: 'currentPage value 5 specified is greater than the 4 page(s) available.',
      extensions: { category: 'graphql-input' },
    })
  })
})

describe('products: aggregations', () => {
  it('lists price buckets, child categories and attributes with counts that add up to total_count', async () => {
    const { products } = await data(`{ products(filter: { category_uid: { eq: "${uid(3)}" } }) {
      total_count aggregations { attribute_code label count position options { label value count } } } }`)
    const byCode = new Map<string, { count: number; options: { label: string; value: string; count: number }[] }>(
      products.aggregations.map((a: { attribute_code: string }) => [a.attribute_code, a]),
    )
    expect([...byCode.keys()].slice(0, 4)).toEqual(['price', 'category_uid', 'material', 'color'])
    const sum = (code: string) => byCode.get(code)?.options.reduce((n, o) => n + o.count, 0)
    // A configurable product counts once per delivery time its variants have (as per colour), so those add up to more.
    for (const code of ['price', 'category_uid', 'material', 'strength']) {
      expect(sum(code), code).toBe(products.total_count)
    }
    expect(byCode.get('category_uid')?.options.map((o) => o.label)).toEqual([
      'Extrudierte Platten',
      'Pressplatten',
      'PVC-Hartschaumplatten',
    ])
    const price = byCode.get('price')
    expect(price?.options[0]?.value).toMatch(/^0_\d+$/)
    expect(price?.count).toBe(price?.options.length)
    expect(byCode.get('diameter')).toBeUndefined()
    expect(byCode.get('material')?.options.find((o) => o.value === PVC_U)).toEqual({
      label: 'PVC-U',
      value: PVC_U,
      count: 304,
    })
  })
})

describe('products: the format aggregation and filter (extension)', () => {
  type Option = { label: string; value: string; count: number }
  const formats = async (filter: string) => {
    const { products } = await data(`{ products(filter: { ${filter} }, pageSize: 300) {
      total_count items { length width } aggregations { attribute_code label options { label value count } } } }`)
    const format = products.aggregations.find((a: { attribute_code: string }) => a.attribute_code === 'format')
    const formatOptions: Option[] = format?.options ?? []
    return { total_count: products.total_count as number, items: products.items as Item[], formatOptions }
  }

  it('lists the formats of the result, smallest first, counting the sheets of each', async () => {
    const sheets = await formats(`category_uid: { eq: "${uid(5)}" }`)
    expect(sheets.formatOptions.map((o) => o.value)).toEqual(['2000x1000', '2500x1250', '3000x1500', '4000x2000'])
    expect(sheets.formatOptions[0]?.label).toBe('2000 × 1000 mm')
    // Every PVC-U sheet has a length and a width: each counts in one format.
    expect(sheets.formatOptions.reduce((n, o) => n + o.count, 0)).toBe(sheets.total_count)
  })

  it('filters by one format (eq) and by several (in), and by nothing for an unknown one', async () => {
    const one = await formats(`category_uid: { eq: "${uid(5)}" }, format: { eq: "2000x1000" }`)
    const count = (await formats(`category_uid: { eq: "${uid(5)}" }`)).formatOptions.find(
      (o) => o.value === '2000x1000',
    )?.count
    expect(one.total_count).toBe(count)
    expect(one.items.every((i: Item) => i.length === 2000 && i.width === 1000)).toBe(true)
    expect(one.formatOptions.map((o) => o.value)).toEqual(['2000x1000'])
    const two = await formats(`category_uid: { eq: "${uid(5)}" }, format: { in: ["2000x1000", "3000x1500"] }`)
    expect(new Set(two.items.map((i: Item) => `${i.length}x${i.width}`))).toEqual(new Set(['2000x1000', '3000x1500']))
    expect((await formats(`category_uid: { eq: "${uid(5)}" }, format: { eq: "2000 x 1000" }`)).total_count).toBe(0)
  })
})

describe('product fields', () => {
  it('answers a simple product with attributes, prices, images, categories and url rewrites', async () => {
    const { products } = await data(`{ products(filter: { sku: { eq: "100010" } }) { items {
      __typename uid sku name url_key url_suffix stock_status only_x_left_in_stock meta_title meta_description meta_keyword
      description { html } short_description { html }
      material color length width strength packaging_unit pieces_per_pallet total_weight delivery_time
      ... on SimpleProduct { weight }
      price_range { minimum_price { regular_price { value currency } final_price { value } discount { amount_off percent_off } }
        maximum_price { final_price { value } } }
      image { url label } small_image { url } thumbnail { url position disabled }
      media_gallery { url label position disabled }
      categories { uid name url_path url_suffix breadcrumbs { category_uid category_name category_url_path category_level } }
      url_rewrites { url parameters { name value } }
      related_products { sku } upsell_products { sku }
      custom_attributesV2 { items { code ... on AttributeValue { value }
        ... on AttributeSelectedOptions { selected_options { label value } } } }
    } } }`)
    const p = products.items[0]
    expect(p).toMatchObject({
      __typename: 'SimpleProduct',
      uid: btoa('10'),
      sku: '100010',
      name: 'PVC-U Platte grau RAL 7011 10 mm, 2000 × 1000 mm',
      url_key: 'pvc-u-platte-grau-ral-7011-10-mm-2000-x-1000-mm',
      url_suffix: '.html',
      material: 1001,
      color: 2001,
      length: 2000,
      width: 1000,
      strength: 10,
      weight: 28.4,
      packaging_unit: 3001,
    })
    expect(p.total_weight).toBeCloseTo(p.pieces_per_pallet * 28.4, 2)
    expect(p.description.html).toContain('<li>')
    expect(p.price_range.minimum_price.regular_price.currency).toBe('EUR')
    expect(p.media_gallery).toHaveLength(4)
    expect(p.media_gallery[3]).toMatchObject({
      url: 'https://shop.example.com/media/catalog/product/100010/4.svg',
      position: 4,
      disabled: false,
    })
    expect(p.categories).toEqual([
      {
        uid: uid(5),
        name: 'PVC-U',
        url_path: 'platten/extrudierte-platten/pvc-u',
        url_suffix: '.html',
        breadcrumbs: [
          { category_uid: uid(3), category_name: 'Platten', category_url_path: 'platten', category_level: 2 },
          {
            category_uid: uid(4),
            category_name: 'Extrudierte Platten',
            category_url_path: 'platten/extrudierte-platten',
            category_level: 3,
          },
        ],
      },
    ])
    expect(p.url_rewrites.map((r: { url: string }) => r.url)).toEqual([
      'pvc-u-platte-grau-ral-7011-10-mm-2000-x-1000-mm.html',
      'platten/pvc-u-platte-grau-ral-7011-10-mm-2000-x-1000-mm.html',
      'platten/extrudierte-platten/pvc-u-platte-grau-ral-7011-10-mm-2000-x-1000-mm.html',
      'platten/extrudierte-platten/pvc-u/pvc-u-platte-grau-ral-7011-10-mm-2000-x-1000-mm.html',
    ])
    expect(p.related_products.length).toBeGreaterThan(0)
    expect(p.upsell_products.map((u: { sku: string }) => u.sku)).toEqual(['100029', '100048'])
    expect(p.custom_attributesV2.items).toContainEqual({
      code: 'material',
      selected_options: [{ label: 'PVC-U', value: PVC_U }],
    })
    expect(p.custom_attributesV2.items).toContainEqual({ code: 'strength', value: '10' })
  })

  it("answers a product's url in each store view of its website (store_view_urls); a variant, not visible on its own, has none", async () => {
    const query = `{ products(filter: { sku: { in: ["100001", "300001"] } }) { items { sku store_view_urls { store_code relative_url }
      ... on ConfigurableProduct { variants { product { sku store_view_urls { store_code } } } } } } }`
    for (const store of ['de', 'en']) {
      type Item = {
        sku: string
        store_view_urls: { store_code: string; relative_url?: string }[]
        variants?: { product: Item }[]
      }
      const { products } = await data<{ products: { items: Item[] } }>(query, { store })
      const bySku = new Map(products.items.map((item) => [item.sku, item]))
      expect(bySku.get('100001')?.store_view_urls).toEqual([
        { store_code: 'de', relative_url: 'pvc-u-platte-grau-ral-7011-1-mm-2000-x-1000-mm.html' },
        { store_code: 'en', relative_url: 'pvc-u-sheet-grey-ral-7011-1-mm-2000-x-1000-mm.html' },
      ])
      expect(bySku.get('300001')?.store_view_urls.map((url) => url.store_code)).toEqual(['de', 'en'])
      const [variant] = bySku.get('300001')?.variants ?? []
      expect(variant?.product.store_view_urls).toEqual([])
    }
  })

  it('shows the four availability states', async () => {
    // The whole catalogue, in pages of Magento's largest pageSize (300).
    const items: { stock_status: string; only_x_left_in_stock: number | null; delivery_time: number }[] = []
    for (let page = 1, pages = 1; page <= pages; page++) {
      const { body } = await call(`{ products(filter: { category_uid: { eq: "${uid(2)}" } }, pageSize: 300,
        currentPage: ${page}) { page_info { total_pages } items { stock_status only_x_left_in_stock delivery_time } } }`)
      pages = body.data.products.page_info.total_pages
      items.push(...body.data.products.items)
    }
    const uponRequest = items.filter((i) => i.delivery_time === 4006)
    expect(uponRequest.length).toBeGreaterThan(0)
    for (const i of uponRequest) expect(i).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: null })
    expect(items.some((i) => i.stock_status === 'OUT_OF_STOCK')).toBe(true)
    expect(items.some((i) => (i.only_x_left_in_stock ?? 99) <= 10)).toBe(true)
    expect(
      items.some((i) => i.stock_status === 'IN_STOCK' && i.only_x_left_in_stock === null && i.delivery_time !== 4006),
    ).toBe(true)
  })

  it('has special prices below the regular price', async () => {
    const { products } = await data(`{ products(filter: { category_uid: { eq: "${uid(5)}" } }, pageSize: 300) {
      items { price_range { minimum_price { regular_price { value } final_price { value } discount { amount_off } } } } } }`)
    const discounted = products.items.filter(
      (i: { price_range: { minimum_price: { discount: { amount_off: number } } } }) =>
        i.price_range.minimum_price.discount.amount_off > 0,
    )
    expect(discounted.length).toBeGreaterThan(0)
    for (const i of discounted) {
      expect(i.price_range.minimum_price.final_price.value).toBeLessThan(
        i.price_range.minimum_price.regular_price.value,
      )
    }
  })

  it('answers a configurable product with options, variants and the options selection', async () => {
    const black = btoa('configurable/93/2005')
    const { products } = await data(`{ products(filter: { sku: { eq: "300001" } }) { items {
      __typename sku color
      price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }
      ... on ConfigurableProduct {
        configurable_options { attribute_code label values { uid value_index label swatch_data { value } } }
        variants { attributes { code value_index label uid } product { __typename sku color media_gallery { url } } }
        none: configurable_product_options_selection { variant { sku } media_gallery { url }
          options_available_for_selection { attribute_code option_value_uids } }
        chosen: configurable_product_options_selection(configurableOptionValueUids: ["${black}"]) {
          variant { sku } media_gallery { url } }
      } } } }`)
    const p = products.items[0]
    expect(p).toMatchObject({ __typename: 'ConfigurableProduct', sku: '300001', color: null })
    expect(p.configurable_options[0].attribute_code).toBe('color')
    expect(p.configurable_options[0].values.map((v: { label: string }) => v.label)).toEqual([
      'grau RAL 7011',
      'weiß',
      'schwarz',
      'blau',
      'rot',
      'gelb',
    ])
    expect(p.configurable_options[0].values[2]).toEqual({
      uid: black,
      value_index: 2005,
      label: 'schwarz',
      swatch_data: { value: '#1e1e1e' },
    })
    expect(p.variants).toHaveLength(6)
    const variant = p.variants.find((v: { product: { sku: string } }) => v.product.sku === '300001-SW')
    expect(variant.attributes).toEqual([{ code: 'color', value_index: 2005, label: 'schwarz', uid: black }])
    expect(variant.product.media_gallery[0].url).toMatch(/\/300001-SW\/1\.svg$/)
    expect(p.price_range.minimum_price.final_price.value).toBeLessThanOrEqual(
      p.price_range.maximum_price.final_price.value,
    )
    expect(p.none.variant).toBeNull()
    expect(p.none.media_gallery[0].url).toMatch(/\/300001\/1\.svg$/)
    expect(p.none.options_available_for_selection[0].attribute_code).toBe('color')
    expect(p.chosen.variant).toEqual({ sku: '300001-SW' })
    expect(p.chosen.media_gallery).toHaveLength(4)
    expect(p.chosen.media_gallery[0].url).toMatch(/\/300001-SW\/1\.svg$/)
  })

  it('answers a listing’s configurable products with their variants as the product’s own page does', async () => {
    // The listing reads the variants along with the search; the product page through the batch loaders.
    const FIELDS = `sku quantity
      price_range { minimum_price { final_price { value } } maximum_price { regular_price { value } final_price { value } } }
      ... on ConfigurableProduct {
        configurable_options { attribute_code values { uid label } }
        variants { attributes { code value_index } product { sku stock_status quantity
          price_range { minimum_price { final_price { value } } } } }
        configurable_product_options_selection { options_available_for_selection { attribute_code option_value_uids } }
      }`
    const { products } = await data(`{ products(filter: { category_uid: { eq: "${uid(13)}" } }, pageSize: 50) {
      items { __typename url_key ${FIELDS} } } }`)
    const configurables = products.items.filter((i: Item) => i.__typename === 'ConfigurableProduct')
    expect(configurables.length).toBeGreaterThan(1)
    for (const { url_key, __typename, ...listed } of configurables) {
      const page = await data(
        `query ($url: String!) { route(url: $url) { ... on ConfigurableProduct { ${FIELDS} } } }`,
        {
          variables: { url: `${url_key}.html` },
        },
      )
      expect(page.route).toEqual(listed)
      expect(listed.variants.length).toBeGreaterThan(1)
    }
  })
})

describe('route and urlResolver for products', () => {
  const ROUTE = `query ($url: String!) { route(url: $url) { __typename relative_url type redirect_code
    ... on SimpleProduct { sku } ... on CategoryTree { uid product_count } } }`

  it('resolves a product url, also below its categories, in the store view language', async () => {
    const plain = await data(ROUTE, { variables: { url: '/pvc-u-platte-grau-ral-7011-10-mm-2000-x-1000-mm.html' } })
    expect(plain.route).toEqual({
      __typename: 'SimpleProduct',
      relative_url: 'pvc-u-platte-grau-ral-7011-10-mm-2000-x-1000-mm.html',
      type: 'PRODUCT',
      redirect_code: 0,
      sku: '100010',
    })
    const deep = await data(ROUTE, {
      variables: { url: 'sheets/extruded-sheets/pvc-u-sheet-grey-ral-7011-10-mm-2000-x-1000-mm.html' },
      store: 'en',
    })
    expect(deep.route).toMatchObject({
      sku: '100010',
      relative_url: 'sheets/extruded-sheets/pvc-u-sheet-grey-ral-7011-10-mm-2000-x-1000-mm.html',
    })
    const wrongCategory = await data(ROUTE, {
      variables: { url: 'platten/pressplatten/pvc-u-platte-grau-ral-7011-10-mm-2000-x-1000-mm.html' },
    })
    expect(wrongCategory.route).toBeNull()
  })

  it('resolves categories with their product count; unknown urls and variants are null', async () => {
    const category = await data(ROUTE, { variables: { url: 'platten/extrudierte-platten/pvc-u.html' } })
    expect(category.route).toMatchObject({
      __typename: 'CategoryTree',
      uid: uid(5),
      product_count: 304,
      type: 'CATEGORY',
    })
    expect((await data(ROUTE, { variables: { url: 'no-such-product.html' } })).route).toBeNull()
    const variant = await data('{ products(filter: { sku: { eq: "300001" } }) { items { url_key } } }')
    expect(variant.products.items[0].url_key).toBeTruthy()
  })

  it('answers the deprecated urlResolver', async () => {
    const { urlResolver } = await data(
      '{ urlResolver(url: "/pvc-u-platte-grau-ral-7011-10-mm-2000-x-1000-mm.html") { entity_uid id relative_url redirectCode type } }',
    )
    expect(urlResolver).toEqual({
      entity_uid: btoa('10'),
      id: 10,
      relative_url: 'pvc-u-platte-grau-ral-7011-10-mm-2000-x-1000-mm.html',
      redirectCode: 0,
      type: 'PRODUCT',
    })
  })
})

describe('product images', () => {
  it('serves a generated SVG per view with a long cache lifetime, 404 for unknown skus and views', async () => {
    const response = await env.COMMERCE.fetch('https://commerce/media/catalog/product/100010/2.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg [^>]*width="1080" height="1340"/)
    expect(svg).toContain('100010')
    expect(await env.COMMERCE.fetch('https://commerce/media/catalog/product/100010/2.svg').then((r) => r.text())).toBe(
      svg,
    )
    expect((await env.COMMERCE.fetch('https://commerce/media/catalog/product/100010/5.svg')).status).toBe(404)
    expect((await env.COMMERCE.fetch('https://commerce/media/catalog/product/nope/1.svg')).status).toBe(404)
  })

  it('draws the item: its format, an outline for white, the caption in the store view with its decimal sign', async () => {
    const picture = (path: string) =>
      env.COMMERCE.fetch(`https://commerce/media/catalog/product/${path}`).then((r) => r.text())
    const white = await picture('100154/1.svg')
    expect(white).toContain('PVC-U · 1,5 × 2000 × 1000 mm')
    expect(white).toContain('stroke="#6b7680"')
    expect(await picture('100154/1.svg?___store=en')).toContain('PVC-U · 1.5 × 2000 × 1000 mm')
    expect(await picture('100010/1.svg')).not.toContain('stroke="#6b7680"')
    expect(await picture('100010/1.svg')).not.toBe(await picture('100154/1.svg'))
    const { products } = await data(
      '{ products(filter: { sku: { eq: "100154" } }) { items { small_image { url } } } }',
      {
        store: 'en',
      },
    )
    expect(products.items[0].small_image.url).toMatch(/\/100154\/1\.svg\?___store=en$/)
  })
})

describe('seed catalogue', () => {
  const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB
  /** Densities in g/cm³ by material (PVC free foam depends on the thickness: 0.5–0.7). */
  const DENSITY: Record<string, [number, number]> = {
    'PVC-U': [1.38, 1.45],
    'PP-H': [0.9, 0.92],
    'PP-C': [0.89, 0.92],
    'PP-s (schwer entflammbar)': [0.93, 0.97],
    'PE-HD': [0.94, 0.97],
    'PE 100': [0.94, 0.97],
    'PE 500': [0.93, 0.96],
    'PE 1000': [0.93, 0.96],
    'PVC-Freischaum': [0.5, 0.7],
    'PVC-Integralschaum': [0.5, 0.8],
  }

  it('has at least 3,000 visible products and configurable products with variants', async () => {
    const counts = await db
      .prepare('SELECT type_id, visibility, count(*) AS n FROM catalog_product_entity GROUP BY 1, 2 ORDER BY 1, 2')
      .all<{ type_id: string; visibility: number; n: number }>()
    expect(counts.results).toEqual([
      { type_id: 'configurable', visibility: 4, n: 91 },
      { type_id: 'simple', visibility: 1, n: 438 },
      { type_id: 'simple', visibility: 4, n: 2959 },
    ])
  })

  it('is physically consistent: weight = density × volume (Ø for round pieces), total = pieces × weight', async () => {
    const { results } = await db
      .prepare(
        `SELECT e.sku, e.length, e.width, coalesce(e.strength, e.diameter) AS strength, e.weight, e.pieces_per_pallet, e.total_weight, m.value AS material
         FROM catalog_product_entity e JOIN eav_attribute_option_value m ON m.option_id = e.material AND m.store_id = 0`,
      )
      .all<{
        sku: string
        length: number
        width: number | null
        strength: number
        weight: number
        pieces_per_pallet: number | null
        total_weight: number | null
        material: string
      }>()
    expect(results.length).toBe(3488)
    for (const p of results) {
      const volume = p.width === null ? Math.PI * (p.strength / 2) ** 2 * p.length : p.length * p.width * p.strength
      const range = DENSITY[p.material]
      expect(range, p.material).toBeDefined()
      const [low, high] = range as [number, number]
      // weight is rounded to 0.01 kg
      expect(p.weight, p.sku).toBeGreaterThanOrEqual((low * volume) / 1e6 - 0.005)
      expect(p.weight, p.sku).toBeLessThanOrEqual((high * volume) / 1e6 + 0.005)
      // An item sold loose has no pallet, so no pallet weight.
      if (p.pieces_per_pallet === null) expect(p.total_weight, p.sku).toBeNull()
      else expect(p.total_weight, p.sku).toBeCloseTo(p.pieces_per_pallet * p.weight, 2)
    }
  })

  it('has the white and light grey 30 and 40 mm PVC-U sheets the storefront adds a note to', async () => {
    const { results } = await db
      .prepare(
        `SELECT count(*) AS n FROM catalog_product_entity WHERE material = 1001 AND color IN (2002, 2004)
         AND strength IN (30, 40) AND width IS NOT NULL`,
      )
      .all<{ n: number }>()
    expect(results[0]?.n).toBeGreaterThanOrEqual(4)
  })
})

describe('what a listing tells a Magento client besides its products', () => {
  it('sort_fields: position, name and the attributes used for sorting in the store view language; relevance too for a search', async () => {
    const query = (args: string) => `{ products(${args}) { sort_fields { default options { value label } } } }`
    const byCategory = `filter: { category_uid: { eq: "${uid(5)}" } }`
    expect((await data(query(byCategory))).products.sort_fields).toEqual({
      default: 'position',
      options: [
        { value: 'position', label: 'Position' },
        { value: 'name', label: 'Produktname' },
        { value: 'price', label: 'Preis' },
        { value: 'strength', label: 'Stärke (mm)' },
        { value: 'diameter', label: 'Durchmesser (mm)' },
        { value: 'length', label: 'Länge (mm)' },
        { value: 'width', label: 'Breite (mm)' },
      ],
    })
    expect((await data(query('search: "platte"'), { store: 'en' })).products.sort_fields.options).toEqual([
      { value: 'position', label: 'Position' },
      { value: 'name', label: 'Product Name' },
      { value: 'price', label: 'Price' },
      { value: 'strength', label: 'Thickness (mm)' },
      { value: 'diameter', label: 'Diameter (mm)' },
      { value: 'length', label: 'Length (mm)' },
      { value: 'width', label: 'Width (mm)' },
      { value: 'relevance', label: 'Relevance' },
    ])
  })

  it("a category's products are the products of the category filter, paged", async () => {
    const all = await listing(`filter: { category_uid: { eq: "${uid(4)}" } }, pageSize: 3, currentPage: 2`)
    const { categoryList } = await data(`{ categoryList(filters: { ids: { eq: "4" } }) {
      products(pageSize: 3, currentPage: 2) { total_count page_info { current_page page_size total_pages }
        items { sku } } } }`)
    expect(categoryList[0].products).toEqual({
      total_count: all.total_count,
      page_info: all.page_info,
      items: all.items.map((i) => ({ sku: i.sku })),
    })
  })

  it('customAttributeMetadataV2: product attributes with store-view labels and options; problems in-band', async () => {
    const { customAttributeMetadataV2 } = await data(
      `{ customAttributeMetadataV2(attributes: [{ entity_type: "catalog_product", attribute_code: "material" },
        { entity_type: "catalog_product", attribute_code: "nope" }, { entity_type: "nope", attribute_code: "x" }]) {
        items { code label entity_type frontend_input is_required is_unique options { value label is_default }
          ... on CatalogAttributeMetadata { is_filterable used_in_product_listing } }
        errors { type message } } }`,
      { store: 'en' },
    )
    expect(customAttributeMetadataV2.items).toHaveLength(1)
    expect(customAttributeMetadataV2.items[0]).toMatchObject({
      code: 'material',
      entity_type: 'CATALOG_PRODUCT',
      frontend_input: 'SELECT',
      is_required: false,
      is_unique: false,
      is_filterable: true,
      used_in_product_listing: true,
    })
    expect(customAttributeMetadataV2.items[0].options).toContainEqual(
      expect.objectContaining({ value: PVC_U, is_default: false }),
    )
    expect(customAttributeMetadataV2.errors).toEqual([
      { type: 'ATTRIBUTE_NOT_FOUND', message: 'Attribute code "nope" could not be found.' },
      { type: 'ENTITY_NOT_FOUND', message: 'Entity "nope" could not be found.' },
    ])
  })
})

describe('products: price buckets (catalog/layered_navigation/price_range_calculation = improved)', () => {
  it('splits the catalogue into up to ten buckets of about equal size with round bounds, the last one open', async () => {
    const { products } = await data(`{ products(filter: { category_uid: { eq: "${uid(2)}" } }) {
      total_count aggregations { attribute_code options { label value count } } } }`)
    const options: { label: string; value: string; count: number }[] = products.aggregations.find(
      (a: { attribute_code: string }) => a.attribute_code === 'price',
    ).options
    expect(options.length).toBeGreaterThanOrEqual(5)
    expect(options.length).toBeLessThanOrEqual(10)
    expect(options.reduce((n, o) => n + o.count, 0)).toBe(products.total_count)
    for (const o of options) expect(o.count / products.total_count).toBeLessThan(0.2)
    expect(options[0]?.value).toMatch(/^0_\d+$/)
    expect(options.at(-1)?.value).toMatch(/^\d+_$/)
    const bounds = options.slice(0, -1).map((o) => Number(o.value.split('_')[1]))
    for (const [i, bound] of bounds.entries()) expect(options[i + 1]?.value.startsWith(`${bound}_`)).toBe(true)
    for (const bound of bounds) expect(bound % 5 === 0 || bound < 10).toBe(true)
  })

  it('filters by an open price bucket', async () => {
    const dear = await listing(`filter: { category_uid: { eq: "${uid(2)}" }, price: { from: "800" } }, pageSize: 50`)
    expect(dear.total_count).toBeGreaterThan(0)
    for (const i of dear.items) expect(price(i)).toBeGreaterThanOrEqual(800)
  })
})

describe('aggregations count what their filter lists (issue 42)', () => {
  it('counts a configurable product under each delivery time, colour and material its variants have', async () => {
    const { products } = await data(
      '{ products(filter: {}, pageSize: 1) { aggregations { attribute_code options { value count } } } }',
    )
    const groups = (
      products.aggregations as { attribute_code: string; options: { value: string; count: number }[] }[]
    ).filter((group) => ['delivery_time', 'color', 'material'].includes(group.attribute_code))
    expect(groups.map((group) => group.attribute_code).sort()).toEqual(['color', 'delivery_time', 'material'])
    for (const { attribute_code: code, options } of groups)
      for (const { value, count } of options) {
        const listed = await data(`{ products(filter: { ${code}: { eq: "${value}" } }, pageSize: 1) { total_count } }`)
        expect(listed.products.total_count, `${code} ${value}`).toBe(count)
      }
  })

  it('counts under the filters already chosen what each further option would list', async () => {
    const chosen = `category_uid: { eq: "${uid(2)}" }, material: { eq: "${PVC_U}" }`
    const { products } = await data(
      `{ products(filter: { ${chosen} }, pageSize: 1) { aggregations { attribute_code options { value count } } } }`,
    )
    const groups = (
      products.aggregations as { attribute_code: string; options: { value: string; count: number }[] }[]
    ).filter((group) => ['color', 'delivery_time', 'strength', 'format'].includes(group.attribute_code))
    expect(groups.map((group) => group.attribute_code).sort()).toEqual(['color', 'delivery_time', 'format', 'strength'])
    for (const { attribute_code: code, options } of groups)
      for (const { value, count } of options) {
        const [from, to] = value.split('_')
        const further = code === 'strength' ? `{ from: "${from}", to: "${to}" }` : `{ eq: "${value}" }`
        const listed = await data(
          `{ products(filter: { ${chosen}, ${code}: ${further} }, pageSize: 1) { total_count } }`,
        )
        expect(listed.products.total_count, `${code} ${value}`).toBe(count)
      }
  })
})
