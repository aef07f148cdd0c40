import { describe, expect, it, vi } from 'vitest'
import type { CategoryView } from '../../../contract/category'
import type { InputIssue } from '../../../contract/input-issue'
import type { ProductCard, ProductView } from '../../../contract/product'
import type { FilterGroup } from '../../../contract/stock-list'
import { site } from '../../../server/site'
import { data, error, query, SHOP } from './trpc'

interface StockList {
  items: ProductCard[]
  totalCount: number
  page: number
  itemsPerPage: number
  totalPages: number
  aggregations: FilterGroup[]
  suggestion: string | null
  nearby: { term: string; items: ProductCard[]; totalCount: number } | null
}

type Route = { type: 'CATEGORY'; category: CategoryView } | { type: 'PRODUCT'; sku: string } | null

const stockList = async (input: unknown, store: 'de' | 'en' = 'de') =>
  data<StockList>(await query('catalog.stockList', input, { store }))

const PVC_U_SHEETS = 'NQ==' // category 5: Platten › Extrudierte Platten › PVC-U

describe('catalog.stockList', () => {
  it('lists the whole catalogue below the store root, 10 per page by default, with the sidebar filters', async () => {
    const list = await stockList({})
    expect(list.totalCount).toBe(3050)
    expect(list.items).toHaveLength(10)
    expect(list).toMatchObject({ page: 1, itemsPerPage: 10, totalPages: 305 })
    expect(list.items[0]).toEqual({
      uid: expect.any(String),
      sku: expect.any(String),
      name: expect.any(String),
      path: expect.stringMatching(/\.html$/),
      image: { url: expect.stringMatching(/^\/media\/catalog\/product\/.+\/1\.svg$/), label: expect.any(String) },
      strength: expect.any(Number),
      length: expect.any(Number),
      width: expect.any(Number),
      color: expect.any(String),
      piecesPerPallet: expect.any(Number),
      palletPrice: expect.any(Number),
      tierPrices: expect.any(Array),
      availability: expect.stringMatching(/^(IN_STOCK|FEW_IN_STOCK|OUT_OF_STOCK|UPON_REQUEST)$/),
      availabilityVaries: false,
      variantStock: [],
      orderableQuantity: null,
      price: { value: expect.any(Number), regularValue: null, currency: 'EUR' },
      priceFrom: false,
      stockStatus: expect.stringMatching(/^(IN_STOCK|OUT_OF_STOCK)$/),
      quantityInStock: expect.any(Number),
      deliveryTime: expect.any(String),
      salesUnit: 'piece',
      typename: 'SimpleProduct',
    })
    const codes = list.aggregations.map((group) => group.code)
    // What a buyer of sheets chooses first (material, thickness or Ø, format), the price further down.
    expect(codes).toEqual([
      'material',
      'strength',
      'diameter',
      'format',
      'color',
      'delivery_time',
      'price',
      'length',
      'width',
      'packaging_unit',
    ])
    expect(list.aggregations.find((group) => group.code === 'strength')).toMatchObject({
      label: 'Stärke (mm)',
      kind: 'range',
      options: expect.arrayContaining([{ label: '10', value: '10_10', count: expect.any(Number) }]),
    })
    expect(list.aggregations.find((group) => group.code === 'material')).toMatchObject({
      label: 'Werkstoff',
      kind: 'options',
      options: expect.arrayContaining([{ label: 'PVC-U', value: '1001', count: expect.any(Number) }]),
    })
  })

  it('searches, filters by one material (eq) and a thickness range, in a category', async () => {
    const list = await stockList({
      categoryUid: PVC_U_SHEETS,
      term: 'grau',
      filters: { material: ['1001'], strength: '10_10' },
      itemsPerPage: 50,
    })
    expect(list.totalCount).toBeGreaterThan(0)
    for (const item of list.items) {
      expect(item.strength).toBe(10)
      expect(item.name).toMatch(/PVC-U/)
      expect(item.name).toMatch(/grau/)
    }
    expect(list.aggregations.find((group) => group.code === 'material')?.options).toEqual([
      { label: 'PVC-U', value: '1001', count: list.totalCount },
    ])
  })

  it('offers, for a search that finds nothing, the same material in other thicknesses and formats', async () => {
    const list = await stockList({ term: 'PP grau 13', filters: { material: ['1002'] } })
    expect(list).toMatchObject({ totalCount: 0, items: [], suggestion: null })
    expect(list.nearby?.items.length).toBeGreaterThan(0)
    for (const item of list.nearby?.items ?? []) expect(item.name).toMatch(/^(Zuschnitt )?PP-.*kieselgrau/)
    const pe1000 = (await stockList({ term: 'PE 1000 13' })).nearby?.items ?? []
    expect(pe1000.length).toBeGreaterThan(0)
    expect(pe1000.every((item) => /PE 1000/.test(item.name))).toBe(true)
  })

  it('offers, for a search that finds nothing, the filters of the search that found the items near it', async () => {
    for (const store of ['de', 'en'] as const) {
      const list = await stockList({ term: 'PP grau 13', filters: { material: ['1002'] } }, store)
      const broadened = await stockList({ term: 'PP grau' }, store)
      expect(list.nearby).toMatchObject({ term: 'PP grau', totalCount: broadened.totalCount })
      expect(list.aggregations.map((group) => group.code)).toContain('strength')
      expect(list.aggregations).toEqual(broadened.aggregations)
      // A count is what choosing its filter lists: the filter applies to the search that found the items.
      const strength = list.aggregations.find((group) => group.code === 'strength')?.options[0]
      const chosen = await stockList({ term: 'PP grau', filters: { strength: strength?.value } }, store)
      expect(chosen.totalCount).toBe(strength?.count)
    }
  })

  it('offers, for a search whose last words find nothing, the items of the words before them', async () => {
    const list = await stockList({ term: 'PVC-U Platte Zebrastreifenmuster' })
    expect(list).toMatchObject({ totalCount: 0, items: [] })
    expect(list.nearby?.items.length).toBeGreaterThan(0)
    for (const item of list.nearby?.items ?? []) expect(item.name).toMatch(/PVC-U/)
  })

  it('offers, for a mistyped search, the corrected one and its items; a search that finds products neither', async () => {
    const list = await stockList({ term: 'Polypropilen' }, 'en')
    expect(list).toMatchObject({ totalCount: 0, suggestion: 'polypropylen' })
    for (const item of list.nearby?.items ?? []) expect(item.name).toMatch(/^(Cut-to-size )?PP-/)
    expect(await stockList({ term: 'Polypropylen' })).toMatchObject({ suggestion: null, nearby: null })
  })

  it('keeps the other options of a chosen option filter to add, with their counts; the other filters narrow', async () => {
    const all = await stockList({})
    const pvcU = await stockList({ filters: { material: ['1001'] } })
    const group = (list: StockList, code: string) => list.aggregations.find((entry) => entry.code === code)
    expect(group(pvcU, 'material')).toEqual(group(all, 'material'))
    expect(group(pvcU, 'material')?.options.length).toBeGreaterThan(1)
    const total = (list: StockList, code: string) => group(list, code)?.options.reduce((n, o) => n + o.count, 0) ?? 0
    expect(total(pvcU, 'color')).toBeLessThan(total(all, 'color'))
  })

  it('filters by several materials (in) with counts adding up', async () => {
    const one = await stockList({ filters: { material: ['1001'] } })
    const other = await stockList({ filters: { material: ['1002'] } })
    const both = await stockList({ filters: { material: ['1001', '1002'] } })
    expect(both.totalCount).toBe(one.totalCount + other.totalCount)
  })

  it('converts the price filter "from_to" into a range on the final price', async () => {
    const list = await stockList({ filters: { price: '10_20' }, itemsPerPage: 50, sort: 'price_ASC' })
    expect(list.totalCount).toBeGreaterThan(0)
    for (const item of list.items) {
      expect(item.price.value).toBeGreaterThanOrEqual(10)
      expect(item.price.value).toBeLessThanOrEqual(20)
    }
    const upTo = await stockList({ filters: { price: '_20' } })
    expect(upTo.totalCount).toBeGreaterThan(list.totalCount)
  })

  it('sorts by price and name and pages through the list', async () => {
    const ascending = await stockList({ sort: 'price_ASC', itemsPerPage: 20 })
    const prices = ascending.items.map((item) => item.price.value)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const descending = await stockList({ sort: 'price_DESC', itemsPerPage: 20 })
    expect(descending.items[0]?.price.value).toBeGreaterThan(ascending.items[0]?.price.value ?? 0)
    const byName = await stockList({ sort: 'name_ASC', itemsPerPage: 20 })
    const names = byName.items.map((item) => item.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')))

    const first = await stockList({ categoryUid: PVC_U_SHEETS, page: 1, itemsPerPage: 20 })
    const second = await stockList({ categoryUid: PVC_U_SHEETS, page: 2, itemsPerPage: 20 })
    expect(second.page).toBe(2)
    expect(second.totalPages).toBe(Math.ceil(first.totalCount / 20))
    expect(second.items.map((item) => item.sku)).not.toContain(first.items[0]?.sku)
  })

  it('answers English labels in the English store', async () => {
    const list = await stockList({ filters: { material: ['1001'] } }, 'en')
    expect(list.aggregations.find((group) => group.code === 'strength')?.label).toBe('Thickness (mm)')
  })

  it('answers 400 with each refused field and its code for bad input, never 500', async () => {
    const cases: [unknown, InputIssue[]][] = [
      [{ itemsPerPage: 15 }, [{ path: 'itemsPerPage', code: 'ITEMS_PER_PAGE_INVALID' }]],
      [{ sort: 'color_ASC' }, [{ path: 'sort', code: 'SORT_INVALID' }]],
      [{ page: 0 }, [{ path: 'page', code: 'PAGE_INVALID' }]],
      [{ page: 1.5 }, [{ path: 'page', code: 'PAGE_INVALID' }]],
      [{ term: 'x'.repeat(129) }, [{ path: 'term', code: 'TOO_LONG' }]],
      [{ categoryUid: '../1' }, [{ path: 'categoryUid', code: 'CATEGORY_UID_INVALID' }]],
      [
        { filters: { foo: ['1'], bar: ['2'] } },
        [
          { path: 'filters.foo', code: 'FILTER_UNKNOWN' },
          { path: 'filters.bar', code: 'FILTER_UNKNOWN' },
        ],
      ],
      [{ filters: { price: '10-50' } }, [{ path: 'filters.price', code: 'RANGE_INVALID' }]],
      [{ filters: { strength: '_' } }, [{ path: 'filters.strength', code: 'RANGE_INVALID' }]],
      [{ filters: { material: ['<script>'] } }, [{ path: 'filters.material.0', code: 'FILTER_VALUE_INVALID' }]],
      [{ filters: { color: [] } }, [{ path: 'filters.color', code: 'REQUIRED' }]],
      [
        { filters: { color: Array.from({ length: 51 }, (_, i) => String(2000 + i)) } },
        [{ path: 'filters.color', code: 'FILTER_VALUES_TOO_MANY' }],
      ],
    ]
    for (const [input, inputIssues] of cases) {
      const response = await query('catalog.stockList', input)
      expect(response.status, JSON.stringify(input)).toBe(400)
      expect((await error(response)).data).toMatchObject({ code: 'BAD_REQUEST', reason: 'INVALID_INPUT', inputIssues })
    }
    // commerce's own refusal, in the store view's language
    const beyond = await query('catalog.stockList', { page: 99999 })
    expect(beyond.status).toBe(400)
    expect((await error(beyond)).message).toMatch(/99999.*305/)
  })

  it('reads through the edge cache', async () => {
    const input = { filters: { strength: '25_25' }, sort: 'name_DESC' }
    await query('catalog.stockList', input)
    await vi.waitFor(async () => {
      const again = await query('catalog.stockList', input)
      expect(again.headers.get('x-edge-cache')).toMatch(/StockList=HIT/)
    })
  })
})

describe('catalog.route', () => {
  const route = async (path: string, store: 'de' | 'en' = 'de') =>
    data<Route>(await query('catalog.route', { path }, { store }))

  const alternates = async (entity: { type: 'CATEGORY'; uid: string } | { type: 'PRODUCT'; sku: string }) =>
    data<Record<string, string>>(await query('catalog.alternates', entity))

  it('resolves a category path with its metadata and breadcrumbs; the same category in English', async () => {
    expect(await route('platten/extrudierte-platten/pvc-u.html')).toEqual({
      type: 'CATEGORY',
      category: {
        uid: PVC_U_SHEETS,
        name: 'PVC-U',
        path: 'platten/extrudierte-platten/pvc-u.html',
        metaTitle: expect.any(String),
        metaDescription: expect.stringContaining('PVC-U'),
        metaKeywords: expect.any(String),
        productCount: expect.any(Number),
        breadcrumbs: [
          { name: 'Platten', path: 'platten.html' },
          { name: 'Extrudierte Platten', path: 'platten/extrudierte-platten.html' },
        ],
      },
    })
    expect(await alternates({ type: 'CATEGORY', uid: PVC_U_SHEETS })).toEqual({
      de: 'platten/extrudierte-platten/pvc-u.html',
      en: 'sheets/extruded-sheets/pvc-u.html',
    })
  })

  it('resolves a product url (plain or below a category) to its sku', async () => {
    const product = await route('pvc-u-platte-lichtgrau-ral-7035-30-mm-2000-x-1000-mm.html')
    expect(product).toMatchObject({ type: 'PRODUCT', sku: '100091' })
    expect(
      await route('platten/extrudierte-platten/pvc-u/pvc-u-platte-lichtgrau-ral-7035-30-mm-2000-x-1000-mm.html'),
    ).toMatchObject({ type: 'PRODUCT', sku: '100091' })
    const paths = await alternates({ type: 'PRODUCT', sku: '100091' })
    expect(paths.de).toBe('pvc-u-platte-lichtgrau-ral-7035-30-mm-2000-x-1000-mm.html')
    expect(paths.en).toMatch(/\.html$/)
    expect(paths.en).not.toBe(paths.de)
  })

  it('answers null for an unknown path and 400 with the issue code for a path that is not one', async () => {
    expect(await route('nothing-here.html')).toBeNull()
    const cases: [string, InputIssue][] = [
      ['../etc/passwd', { path: 'path', code: 'PATH_INVALID' }],
      ['platten.html?x=1', { path: 'path', code: 'PATH_INVALID' }],
      ['  ', { path: 'path', code: 'REQUIRED' }],
      ['a'.repeat(513), { path: 'path', code: 'TOO_LONG' }],
    ]
    for (const [path, inputIssue] of cases) {
      const response = await query('catalog.route', { path })
      expect(response.status, path).toBe(400)
      expect((await error(response)).data).toMatchObject({ reason: 'INVALID_INPUT', inputIssues: [inputIssue] })
    }
  })
})

describe('catalog.product', () => {
  it('answers the product page by sku: attributes with labels, availability, price, gallery, breadcrumbs', async () => {
    const product = await data<ProductView>(await query('catalog.product', { sku: '100091' }))
    expect(product).toMatchObject({
      sku: '100091',
      name: 'PVC-U Platte lichtgrau RAL 7035 30 mm, 2000 × 1000 mm',
      path: 'pvc-u-platte-lichtgrau-ral-7035-30-mm-2000-x-1000-mm.html',
      typename: 'SimpleProduct',
      attributes: {
        material: 'PVC-U',
        color: 'lichtgrau RAL 7035',
        strength: 30,
        length: 2000,
        width: 1000,
        packagingUnit: 'Stück',
        piecesPerPallet: expect.any(Number),
        weightPerPiece: expect.any(Number),
        totalWeight: expect.any(Number),
        deliveryTime: expect.any(String),
      },
      coreDiscolourationNote: true,
      price: { value: expect.any(Number), regularValue: null, currency: 'EUR' },
      options: [],
      variants: [],
    })
    expect(product.gallery).toHaveLength(4)
    expect(product.gallery[0]?.url).toBe('/media/catalog/product/100091/1.svg')
    expect(product.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Platten', 'Extrudierte Platten', 'PVC-U'])
  })

  it('answers a configurable product with its options and variants, each with its own gallery', async () => {
    const product = await data<ProductView>(await query('catalog.product', { sku: '300001' }, { store: 'en' }))
    expect(product.typename).toBe('ConfigurableProduct')
    expect(product.options[0]).toMatchObject({ code: 'color', label: 'Colour' })
    expect(product.variants.length).toBeGreaterThan(1)
    const white = product.variants.find((variant) => variant.attributes.color === 'white')
    // The English store view's pictures carry its code (their captions are in English).
    expect(white?.gallery[0]?.url).toMatch(/^\/media\/catalog\/product\/300001-WS\/1\.svg\?___store=en$/)
    expect(white?.optionValueUids).toHaveLength(1)
  })

  it('gives a variant sold loose no pallet size, though its parent and the other variants have one', async () => {
    const product = await data<ProductView>(await query('catalog.product', { sku: '300059' }, { store: 'en' }))
    const palletOf = (colour: string) =>
      product.variants.find((variant) => variant.attributes.color === colour)?.attributes
    expect(product.attributes.piecesPerPallet).toBeGreaterThan(0)
    expect(palletOf('white')).toMatchObject({ piecesPerPallet: product.attributes.piecesPerPallet })
    expect(palletOf('light grey RAL 7035')).toMatchObject({
      piecesPerPallet: null,
      totalWeight: null,
      material: product.attributes.material,
    })
  })

  it('finds a product by url key too', async () => {
    const product = await data<ProductView>(
      await query('catalog.product', { urlKey: 'pvc-u-platte-lichtgrau-ral-7035-30-mm-2000-x-1000-mm' }),
    )
    expect(product.sku).toBe('100091')
  })

  it('answers NOT_FOUND (404) for an unknown sku and 400 for bad input', async () => {
    const missing = await query('catalog.product', { sku: 'NO-SUCH-SKU' })
    expect(missing.status).toBe(404)
    expect(await error(missing)).toMatchObject({
      message: 'No product NO-SUCH-SKU in this store.',
      data: { code: 'NOT_FOUND' },
    })
    const bad = await query('catalog.product', { sku: '' })
    expect(bad.status).toBe(400)
    expect((await error(bad)).data).toMatchObject({
      reason: 'INVALID_INPUT',
      inputIssues: expect.arrayContaining([{ path: 'sku', code: 'REQUIRED' }]),
    })
  })

  it('answers 400 with the refused field and its code for a url key or a product named neither or both ways', async () => {
    const cases: [unknown, InputIssue[]][] = [
      [{ sku: 'x'.repeat(65) }, [{ path: 'sku', code: 'TOO_LONG' }]],
      [{ urlKey: 'PVC-U Platte' }, [{ path: 'urlKey', code: 'URL_KEY_INVALID' }]],
      [{}, [{ path: '', code: 'SKU_OR_URL_KEY_REQUIRED' }]],
      [{ sku: '100001', urlKey: 'pvc-u-platte' }, [{ path: '', code: 'SKU_OR_URL_KEY_REQUIRED' }]],
    ]
    for (const [input, inputIssues] of cases) {
      const response = await query('catalog.product', input)
      expect(response.status, JSON.stringify(input)).toBe(400)
      expect((await error(response)).data).toMatchObject({ code: 'BAD_REQUEST', reason: 'INVALID_INPUT', inputIssues })
    }
  })
})

describe('catalog.related and catalog.category', () => {
  it('answers related products and up-sells as cards', async () => {
    const related = await data<{ related: ProductCard[]; upsell: ProductCard[] }>(
      await query('catalog.related', { sku: '600004' }),
    )
    expect(related.related.map((card) => card.sku)).toContain('600005')
    expect(related.upsell.map((card) => card.sku)).toContain('600010')
  })

  it('answers a category by uid, 404 for an unknown one', async () => {
    const category = await data<CategoryView>(await query('catalog.category', { uid: PVC_U_SHEETS }, { store: 'en' }))
    expect(category).toMatchObject({ name: 'PVC-U', path: 'sheets/extruded-sheets/pvc-u.html' })
    expect((await query('catalog.category', { uid: 'OTk5OQ==' })).status).toBe(404)
  })
})

describe('site routes', () => {
  it('proxies product media with long cache headers', async () => {
    const response = await site.fetch(new Request(`${SHOP}/media/catalog/product/100091/1.svg`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toMatch(/<svg/)
    const missing = await site.fetch(new Request(`${SHOP}/media/catalog/product/NOPE/1.svg`))
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
  })

  it('lists both locales’ categories and products in the sitemap', async () => {
    const response = await site.fetch(new Request(`${SHOP}/sitemap.xml`))
    expect(response.status).toBe(200)
    const xml = await response.text()
    expect(xml).toContain(`<loc>${SHOP}/de</loc>`)
    expect(xml).toContain(`<loc>${SHOP}/de/platten/extrudierte-platten/pvc-u.html</loc>`)
    expect(xml).toContain(`<loc>${SHOP}/en/sheets/extruded-sheets/pvc-u.html</loc>`)
    expect(xml).toContain(`<loc>${SHOP}/de/pvc-u-platte-lichtgrau-ral-7035-30-mm-2000-x-1000-mm.html</loc>`)
    expect(xml.match(/<url>/g)?.length).toBeGreaterThan(2 * 3050)
  })

  it('answers robots.txt with the sitemap', async () => {
    const text = await (await site.fetch(new Request(`${SHOP}/robots.txt`))).text()
    expect(text).toContain(`Sitemap: ${SHOP}/sitemap.xml`)
    expect(text).toContain('Disallow: /api/')
  })
})

describe('a configurable product on the stock list (issue 42)', () => {
  it('shows where its variants’ prices start, no stock summed over its colours, and whether its colours differ', async () => {
    const list = await stockList({ term: '300012' })
    const board = list.items.find((item) => item.sku === '300012')
    const product = await data<ProductView>(await query('catalog.product', { sku: '300012' }))
    const prices = product.variants.map((variant) => variant.price.value)
    expect(new Set(prices).size).toBeGreaterThan(1)
    expect(board).toMatchObject({ priceFrom: true, quantityInStock: null })
    expect(board?.price.value).toBe(Math.min(...prices))
    // Listed under "upon request" (a colour made to order), a foam board says so or that it depends on the colour.
    const upon = await stockList({ term: 'Schaum', filters: { delivery_time: ['4006'] }, itemsPerPage: 50 })
    expect(upon.items.length).toBeGreaterThan(0)
    for (const item of upon.items)
      expect(item.availability === 'UPON_REQUEST' || item.availabilityVaries, item.sku).toBe(true)
    const sheet = (await stockList({ term: '100314' })).items.find((item) => item.sku === '100314')
    expect(sheet).toMatchObject({ priceFrom: false, quantityInStock: 0, variantStock: [] })
  })

  it('tells each colour’s own stock and delivery time, the colours named in the store view’s language', async () => {
    for (const store of ['de', 'en'] as const) {
      const board = (await stockList({ term: '300012' }, store)).items.find((item) => item.sku === '300012')
      const product = await data<ProductView>(await query('catalog.product', { sku: '300012' }, { store }))
      expect(board?.variantStock).toEqual(
        product.variants.map((variant) => ({
          label: variant.attributes.color,
          availability: variant.availability,
          quantityInStock: variant.quantityInStock,
          deliveryTime: variant.attributes.deliveryTime,
        })),
      )
    }
    const colours = (store: 'de' | 'en') =>
      stockList({ term: '300012' }, store).then((list) => list.items[0]?.variantStock.map((entry) => entry.label))
    expect(await colours('de')).toContain('weiß')
    expect(await colours('en')).toContain('white')
  })
})
