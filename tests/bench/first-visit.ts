/**
 * The first-visit part of the bench alone (client JavaScript and Lighthouse per page kind, beside the framework
 * floor; the latency of a first visitor's taps), without the load runs: `npm run bench:first-visit` (builds first).
 * Serves the build on its own ports and state folder: BENCH_FIRST_VISIT_PORT (8796; the commerce Worker on the next
 * port).
 */
import { startShop } from '../../scripts/shop-process.ts'
import { benchCategory, listedProducts } from './catalogue.ts'
import { measureFirstVisit, pageKindUrls, printFirstVisit } from './first-visit-figures.ts'
import { startFloor } from './floor.ts'
import { orderableProduct } from './taps.ts'

const port = Number(process.env.BENCH_FIRST_VISIT_PORT ?? 8796)
const floor = await startFloor()
try {
  const shop = await startShop({ port, commercePort: port + 1, state: '.wrangler/first-visit-state', quiet: true })
  try {
    const [category, products] = await Promise.all([benchCategory(shop.url), listedProducts(shop.url, 50)])
    const [product] = products
    if (!product) throw new Error('The stock list is empty.')
    const tapUrls = { stockList: `${shop.url}/de`, product: `${shop.url}/de/${orderableProduct(products).path}` }
    printFirstVisit(await measureFirstVisit(floor.pageUrl, pageKindUrls(shop.url, category, product.path), tapUrls))
  } finally {
    await shop.stop()
  }
} finally {
  await floor.stop()
}
