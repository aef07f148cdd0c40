import { CacheShort } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import type { ProductFilter } from './filters'
import { ProductPageQuery } from './operations'

/**
 * The product page's one commerce read: the product, its related items and up-sells, or undefined when no listed
 * product matches. catalog.product, catalog.related and the own locale's alternate asked in one request share it.
 */
export async function productPage(commerce: CommerceClient, filter: ProductFilter) {
  const { products } = await commerce.query(ProductPageQuery, { filter }, CacheShort())
  return products?.items?.find((item) => item != null)
}
