/**
 * First-visit client JavaScript per page kind (stock list, category, product, cart), without the whole bench:
 * `npm run build && node tests/bench/first-visit-js.ts [--port 8796]`. Serves the build on its own state folder.
 */
import { parseArgs } from 'node:util'
import { startShop } from '../../scripts/shop-process.ts'
import { benchCategory, listedProducts } from './catalogue.ts'
import { clientJavaScriptPerRoute } from './client-js.ts'

const { values } = parseArgs({ options: { port: { type: 'string', default: '8796' } } })
const port = Number(values.port)
const shop = await startShop({ port, commercePort: port + 1, state: '.wrangler/js-state', quiet: true })
try {
  const home = `${shop.url}/de`
  const [category, [product]] = await Promise.all([benchCategory(shop.url), listedProducts(shop.url, 1)])
  const sizes = await clientJavaScriptPerRoute({
    'stock list': home,
    category: `${home}/${category.urlPath}`,
    product: `${home}/${product?.path}`,
    cart: `${home}/cart`,
  })
  console.table(
    Object.fromEntries(
      Object.entries(sizes).map(([kind, js]) => [kind, { files: js.files, 'gzip KiB': (js.bytes / 1024).toFixed(1) }]),
    ),
  )
} finally {
  await shop.stop()
}
