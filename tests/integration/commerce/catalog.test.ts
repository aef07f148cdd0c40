import { describe, expect, it } from 'vitest'
import { call, data } from './graphql'

const FIELDS = `uid id name position level product_count url_key url_path url_suffix is_anchor include_in_menu
  meta_title meta_description meta_keywords children_count path`

/** The menu query: the store root with its children four levels deep. */
const TREE = `{
  categories {
    total_count
    page_info { current_page page_size total_pages }
    items { ${FIELDS} children { ${FIELDS} children { ${FIELDS} children { ${FIELDS} children { uid } } } } }
  }
}`

type Node = { name: string; level: number; url_path: string | null; children?: Node[]; [key: string]: unknown }

describe('categories', () => {
  it('answers the store root with the product families four levels deep', async () => {
    const { categories } = await data(TREE)
    expect(categories.total_count).toBe(1)
    expect(categories.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 })
    const root: Node = categories.items[0]
    expect(root).toMatchObject({
      uid: 'Mg==',
      id: 2,
      name: 'Default Category',
      level: 1,
      path: '1/2',
      children_count: '23',
    })
    expect(root.children?.map((c) => c.name)).toEqual([
      'Platten',
      'Stäbe und Schweißdraht',
      'Zuschnitte und Fertigteile',
    ])
    const sheets = root.children?.[0] as Node
    expect(sheets.children?.map((c) => c.name)).toEqual([
      'Extrudierte Platten',
      'Pressplatten',
      'PVC-Hartschaumplatten',
    ])
    const extruded = sheets.children?.[0] as Node
    expect(extruded.children?.map((c) => c.name)).toEqual(['PVC-U', 'PP', 'PE'])
    const pvc = extruded.children?.[0] as Node
    expect(pvc).toMatchObject({
      uid: btoa('5'),
      id: 5,
      level: 4,
      position: 1,
      url_key: 'pvc-u',
      url_path: 'platten/extrudierte-platten/pvc-u',
      url_suffix: '.html',
      is_anchor: 1,
      include_in_menu: 1,
      product_count: 304,
      meta_title: 'PVC-U',
      path: '1/2/3/4/5',
      children_count: '0',
      children: [],
    })
    expect(pvc.meta_description).toContain('extrudierte Platten')
    const pressed = sheets.children?.[1] as Node
    expect(pressed.children?.map((c) => c.name)).toEqual(['PE 500', 'PE 1000'])
  })

  it('answers localized names and url paths in the English store view', async () => {
    const { categories } = await data(TREE, { store: 'en' })
    const root: Node = categories.items[0]
    expect(root.children?.map((c) => c.name)).toEqual(['Sheets', 'Rods and welding rod', 'Prefabricated parts'])
    const rods = root.children?.[1] as Node
    expect(rods.children?.map((c) => c.url_path)).toEqual([
      'rods-and-welding-rod/round-rods',
      'rods-and-welding-rod/welding-rod',
    ])
    const foam = root.children?.[0]?.children?.[2] as Node
    expect(foam.name).toBe('PVC foam boards')
    expect(foam.children?.map((c) => [c.name, c.url_path])).toEqual([
      ['Free foam', 'sheets/pvc-foam-boards/free-foam'],
      ['Integral foam', 'sheets/pvc-foam-boards/integral-foam'],
    ])
  })

  it('answers breadcrumbs from the first level below the root', async () => {
    const { categories } = await data(
      `{ categories(filters: { url_path: { eq: "extruded-sheets" } }) { total_count } 
         leaf: categories(filters: { ids: { eq: "5" } }) { items { breadcrumbs {
           category_uid category_id category_name category_level category_url_key category_url_path } } }
         top: categories(filters: { ids: { eq: "3" } }) { items { breadcrumbs { category_name } } } }`,
      { store: 'en' },
    ).then((d) => ({ categories: d }))
    expect(categories.categories.total_count).toBe(0)
    expect(categories.leaf.items[0].breadcrumbs).toEqual([
      {
        category_uid: 'Mw==',
        category_id: 3,
        category_name: 'Sheets',
        category_level: 2,
        category_url_key: 'sheets',
        category_url_path: 'sheets',
      },
      {
        category_uid: 'NA==',
        category_id: 4,
        category_name: 'Extruded sheets',
        category_level: 3,
        category_url_key: 'extruded-sheets',
        category_url_path: 'sheets/extruded-sheets',
      },
    ])
    expect(categories.top.items[0].breadcrumbs).toBeNull()
  })
})

describe('category filters', () => {
  const find = async (filters: string, store?: string) =>
    (await data(`{ categories(filters: ${filters}) { total_count items { id name } } }`, { store })).categories

  it('filters by ids (eq and in) and by category_uid', async () => {
    expect((await find('{ ids: { eq: "4" } }')).items).toEqual([{ id: 4, name: 'Extrudierte Platten' }])
    expect((await find('{ ids: { in: ["9", "10"] } }')).items.map((c: { id: number }) => c.id)).toEqual([9, 10])
    expect((await find(`{ category_uid: { eq: "${btoa('8')}" } }`)).items).toEqual([{ id: 8, name: 'Pressplatten' }])
  })

  it('filters by parent_id and parent_category_uid, in position order', async () => {
    const byId = await find('{ parent_id: { eq: "19" } }', 'en')
    expect(byId.items.map((c: { name: string }) => c.name)).toEqual(['PVC-U', 'PP', 'PE'])
    const byUid = await find(`{ parent_category_uid: { eq: "${btoa('2')}" } }`)
    expect(byUid.total_count).toBe(3)
  })

  it('filters by url_key and url_path in the store view language', async () => {
    expect((await find('{ url_key: { eq: "pvc-u" } }')).total_count).toBe(3)
    expect((await find('{ url_path: { eq: "staebe-und-schweissdraht/schweissdraht" } }')).items).toEqual([
      { id: 19, name: 'Schweißdraht' },
    ])
    expect((await find('{ url_path: { eq: "rods-and-welding-rod/welding-rod" } }', 'en')).items).toEqual([
      { id: 19, name: 'Welding rod' },
    ])
    expect((await find('{ url_path: { eq: "rods-and-welding-rod/welding-rod" } }')).total_count).toBe(0)
  })

  it('filters by name: partial match by default, exact with FULL, at least 3 characters', async () => {
    const partial = await find('{ name: { match: "platten" } }')
    expect(partial.items.map((c: { name: string }) => c.name)).toEqual([
      'Platten',
      'Extrudierte Platten',
      'Pressplatten',
      'PVC-Hartschaumplatten',
    ])
    expect((await find('{ name: { match: "Platten", match_type: FULL } }')).items).toEqual([{ id: 3, name: 'Platten' }])
    const { body } = await call('{ categories(filters: { name: { match: "pe" } }) { total_count } }', {
      store: 'en',
    })
    expect(body.errors?.[0]).toMatchObject({
      message: 'Invalid match filter. Minimum length is 3.',
      extensions: { category: 'graphql-input' },
    })
  })

  it('combines filters', async () => {
    expect((await find('{ parent_id: { eq: "15" }, url_key: { eq: "pp" } }')).items).toEqual([{ id: 17, name: 'PP' }])
  })

  it('pages results and checks paging arguments', async () => {
    const page = await data(
      '{ categories(filters: { url_key: { eq: "pe" } }, pageSize: 2, currentPage: 2) { total_count page_info { current_page page_size total_pages } items { id } } }',
    )
    expect(page.categories).toEqual({
      total_count: 3,
      page_info: { current_page: 2, page_size: 2, total_pages: 2 },
      items: [{ id: 22 }],
    })
    const beyond = await call(
      '{ categories(filters: { url_key: { eq: "pe" } }, pageSize: 2, currentPage: 3) { total_count } }',
      { store: 'en' },
    )
    expect(beyond.body.errors?.[0]?.message).toBe(
      'currentPage value 3 specified is greater than the 2 page(s) available.',
    )
    const zero = await call('{ categories(pageSize: 0) { total_count } }', { store: 'en' })
    expect(zero.body.errors?.[0]?.message).toBe('pageSize value must be greater than 0.')
  })
})

describe('categoryList (deprecated)', () => {
  it('answers the root tree without filters and a list with filters', async () => {
    const { categoryList } = await data('{ categoryList { uid name children { name } } }', { store: 'en' })
    expect(categoryList).toHaveLength(1)
    expect(categoryList[0].children.map((c: { name: string }) => c.name)).toEqual([
      'Sheets',
      'Rods and welding rod',
      'Prefabricated parts',
    ])
    const filtered = await data('{ categoryList(filters: { parent_id: { eq: "23" } }) { name url_path } }')
    expect(filtered.categoryList).toEqual([
      { name: 'Zuschnitte', url_path: 'zuschnitte-und-fertigteile/zuschnitte' },
      { name: 'Fertigteile', url_path: 'zuschnitte-und-fertigteile/fertigteile' },
    ])
  })
})

describe('route', () => {
  const ROUTE = `query ($url: String!) { route(url: $url) {
    __typename relative_url type redirect_code
    ... on CategoryTree { uid name }
    ... on CmsPage { identifier title }
  } }`

  it('resolves a category url with suffix in the store view language', async () => {
    expect((await data(ROUTE, { variables: { url: '/platten/pressplatten.html' } })).route).toEqual({
      __typename: 'CategoryTree',
      relative_url: 'platten/pressplatten.html',
      type: 'CATEGORY',
      redirect_code: 0,
      uid: btoa('8'),
      name: 'Pressplatten',
    })
    expect((await data(ROUTE, { variables: { url: 'sheets/pressed-sheets.html' }, store: 'en' })).route.name).toBe(
      'Pressed sheets',
    )
  })

  it('resolves CMS pages and the home page, null for unknown urls', async () => {
    expect((await data(ROUTE, { variables: { url: '/faq' }, store: 'en' })).route).toMatchObject({
      __typename: 'CmsPage',
      type: 'CMS_PAGE',
      identifier: 'faq',
      title: 'Help & FAQs',
    })
    expect((await data(ROUTE, { variables: { url: '/' } })).route).toMatchObject({
      identifier: 'home',
      title: 'Lagerliste',
    })
    expect((await data(ROUTE, { variables: { url: '/no/such/page.html' } })).route).toBeNull()
  })
})
