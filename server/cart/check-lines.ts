import { checkAddToCart, piecesFor } from '../../contract/add-to-cart-rules'
import type { ProductCard } from '../../contract/product'
import { type CheckedLineView, mergeOrderLines, type OrderLine } from '../../contract/quick-order'
import { CacheNone } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import { lineTotalOf, unitPriceAt } from '../product/price'
import { productCards } from '../product/product-card'
import { QuickOrderProductsQuery } from './operations'

/** Item numbers are matched as Magento matches skus: without regard to case. */
const skuKey = (sku: string) => sku.toLocaleLowerCase('en')

async function productsBySku(commerce: CommerceClient, skus: string[]): Promise<Map<string, ProductCard>> {
  const { products } = await commerce.query(QuickOrderProductsQuery, { skus, pageSize: skus.length }, CacheNone())
  return new Map(productCards(products?.items).map((product) => [skuKey(product.sku), product]))
}

/**
 * Each line with its product, fresh from the backend in one query (with the buyer's customer group): its pallets
 * counted in pieces, lines of the same item number merged, its price and total as the cart will charge them (the
 * tier price its quantity reaches) and what the add-to-cart rules say about it. Pallets of an item without a pallet
 * size are not guessed: the line says so.
 */
export async function checkLines(commerce: CommerceClient, lines: readonly OrderLine[]): Promise<CheckedLineView[]> {
  const products = await productsBySku(commerce, [...new Set(lines.map((line) => line.sku))])
  const productOf = (sku: string) => products.get(skuKey(sku)) ?? null
  const uncounted = new Set<string>()
  const counted = lines.map(({ sku, quantity, unit }) => {
    const pieces = piecesFor(quantity, unit, productOf(sku)?.piecesPerPallet)
    if (pieces === null) uncounted.add(sku)
    return { sku, quantity: pieces ?? quantity }
  })
  return mergeOrderLines(counted).map(({ sku, quantity }) => {
    const product = productOf(sku)
    if (!product) {
      return { sku, quantity, product: null, unitPrice: null, lineTotal: null, problem: 'PRODUCT_NOT_FOUND' }
    }
    const refusal = checkAddToCart(product, { quantity })
    const unitPrice = unitPriceAt(product.price.value, product.tierPrices, quantity)
    return {
      sku: product.sku,
      quantity,
      product,
      unitPrice,
      lineTotal: lineTotalOf(unitPrice, quantity),
      problem: uncounted.has(sku) ? 'NOT_SOLD_BY_PALLET' : (refusal?.reason ?? null),
    }
  })
}
