/**
 * Writes the whole stock list as CSV to stdout, through the shop's typed client.
 *
 *   npx node examples/export-stock-list.ts [shop url, default http://localhost:8787] [store: de|en] > stock-list.csv
 */
import { createShopClient } from 'plastics-storefront/client'

const [url = 'http://localhost:8787', store = 'de'] = process.argv.slice(2)
if (store !== 'de' && store !== 'en') throw new Error(`The store is de or en, not ${store}`)
const shop = createShopClient({ url, store })

const ITEMS_PER_PAGE = 50
/** Pages asked at once: the client sends them as one batched request. */
const PAGES_AT_ONCE = 10

const page = (number: number) => shop.catalog.stockList.query({ page: number, itemsPerPage: ITEMS_PER_PAGE })
type Product = Awaited<ReturnType<typeof page>>['items'][number]

const columns: [heading: string, value: (product: Product) => string | number | null][] = [
  ['sku', (product) => product.sku],
  ['name', (product) => product.name],
  ['strength_mm', (product) => product.strength],
  ['length_mm', (product) => product.length],
  ['width_mm', (product) => product.width],
  ['pieces_per_pallet', (product) => product.piecesPerPallet],
  ['availability', (product) => product.availability],
  ['price', (product) => product.price.value],
  ['currency', (product) => product.price.currency],
  ['url', (product) => `${new URL(url).origin}/${store}/${product.path}`],
]

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (value: string | number | null) => {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
const writeRow = (fields: (string | number | null)[]) => process.stdout.write(`${fields.map(csvField).join(',')}\r\n`)

writeRow(columns.map(([heading]) => heading))
const first = await page(1)
const writeProducts = (items: Product[]) => {
  for (const product of items) writeRow(columns.map(([, value]) => value(product)))
}
writeProducts(first.items)
for (let next = 2; next <= first.totalPages; next += PAGES_AT_ONCE) {
  const numbers = Array.from({ length: Math.min(PAGES_AT_ONCE, first.totalPages - next + 1) }, (_, i) => next + i)
  for (const answer of await Promise.all(numbers.map(page))) writeProducts(answer.items)
}
