import { appConfig, type Locale } from '../../app.config'
import type { PageEntity } from '../../contract/url'
import { CacheLong } from '../cache/strategies'
import { categoryPath } from '../category/category-view'
import { CategoryQuery } from '../category/documents'
import { guestCommerceClient } from '../commerce/store-client'
import { productPath } from '../product/product-path'
import { ProductUrlQuery } from './documents'

/** The same category or product in every locale: its path below /{locale}/ there (for hreflang), or none. */
export async function alternatePaths(entity: PageEntity): Promise<Partial<Record<Locale, string>>> {
  const entries = await Promise.all(
    appConfig.locales.map(async (locale) => {
      try {
        const commerce = guestCommerceClient(locale)
        if (entity.type === 'CATEGORY') {
          const { categories } = await commerce.query(CategoryQuery, { uid: entity.uid }, CacheLong())
          const category = categories?.items?.find((item) => item != null)
          return category?.url_path ? [locale, categoryPath(category.url_path, category.url_suffix)] : null
        }
        const { products } = await commerce.query(ProductUrlQuery, { sku: entity.sku }, CacheLong())
        const product = products?.items?.find((item) => item != null)
        return product ? [locale, productPath(product)] : null
      } catch {
        return null
      }
    }),
  )
  return Object.fromEntries(entries.filter((entry) => entry !== null))
}
