import { checkAddToCart } from '../../contract/add-to-cart-rules'
import type { ProductCard } from '../../contract/product'
import { type CheckedLineView, mergeOrderLines, type OrderLine } from '../../contract/quick-order'
import { CacheNone } from '../cache/strategies'
import { productCards } from '../catalog/product-view'
import type { CommerceClient } from '../commerce/client'
import { QuickOrderProductsQuery } from './documents'

/** Item numbers are matched as Magento matches skus: without regard to case. */
const skuKey = (sku: string) => sku.toLocaleLowerCase('en')

async function productsBySku(commerce: CommerceClient, skus: string[]): Promise<Map<string, ProductCard>> {
  const { products } = await commerce.query(QuickOrderProductsQuery, { skus, pageSize: skus.length }, CacheNone())
  return new Map(productCards(products?.items).map((product) => [skuKey(product.sku), product]))
}

/**
 * Each line (lines of the same item number merged) with its product, fresh from the backend in one query, its
 * total and what the add-to-cart rules say about it.
 */
export async function checkLines(commerce: CommerceClient, lines: readonly OrderLine[]): Promise<CheckedLineView[]> {
  const merged = mergeOrderLines(lines)
  const products = await productsBySku(
    commerce,
    merged.map((line) => line.sku),
  )
  return merged.map(({ sku, quantity }) => {
    const product = products.get(skuKey(sku)) ?? null
    if (!product) return { sku, quantity, product: null, lineTotal: null, problem: 'PRODUCT_NOT_FOUND' }
    const refusal = checkAddToCart(
      { typename: product.typename, stockStatus: product.stockStatus, onlyXLeftInStock: product.onlyXLeft },
      { quantity },
    )
    return {
      sku: product.sku,
      quantity,
      product,
      lineTotal: Math.round(product.price.value * quantity * 100) / 100,
      problem: refusal?.reason ?? null,
    }
  })
}
