/** What the seeded catalogue offers the bench: asked of the storefront's own procedures, as its pages ask them. */
export interface MenuCategory {
  uid: string
  name: string
  urlPath: string
  children: MenuCategory[]
}

/** A storefront BFF query as the shop's pages send it (GET, store header); its data, or an error. */
async function bffQuery<T>(origin: string, procedure: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`
  const response = await fetch(`${origin}/api/trpc/${procedure}${query}`, { headers: { 'x-store': 'de' } })
  const body = (await response.json()) as { result?: { data: T } }
  if (!response.ok || !body.result) throw new Error(`${procedure} failed: ${response.status} ${JSON.stringify(body)}`)
  return body.result.data
}

/** The main menu's first level-3 category (a large one in the seed: "Extrudierte Platten"). */
export async function benchCategory(origin: string): Promise<MenuCategory> {
  const menu = await bffQuery<MenuCategory[]>(origin, 'catalog.menu')
  const category = menu[0]?.children[0]
  if (!category) throw new Error('The category menu has no level-3 category.')
  return category
}

export interface ListedProduct {
  path: string
  sku: string
  availability: string
}

/**
 * The first `count` products of the stock list. Asked with 50 a page, a page size the cold passes never use, so
 * that no listing they request is in the edge cache yet.
 */
export async function listedProducts(origin: string, count: number): Promise<ListedProduct[]> {
  const products: ListedProduct[] = []
  for (let page = 1; products.length < count; page++) {
    const list = await bffQuery<{ items: ListedProduct[] }>(origin, 'catalog.stockList', { page, itemsPerPage: 50 })
    if (list.items.length === 0) break
    products.push(...list.items)
  }
  return products.slice(0, count)
}
