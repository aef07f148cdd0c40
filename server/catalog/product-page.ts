import { CacheShort } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import { cutSettings } from '../product/cut-to-size'
import type { ProductFilter } from './filters'
import { ProductPageQuery } from './operations'

/**
 * The product page's one commerce read: the product, its related items and up-sells (undefined when no listed
 * product matches), and the store's cut-to-size settings. catalog.product, catalog.related and the own locale's
 * alternate asked in one request share it.
 */
export async function productPage(commerce: CommerceClient, filter: ProductFilter) {
  const { products, storeConfig } = await commerce.query(ProductPageQuery, { filter }, CacheShort())
  return { product: products?.items?.find((item) => item != null), cutSettings: cutSettings(storeConfig) }
}
