import { appConfig, type Locale } from '../../app.config'
import type { PageEntity } from '../../contract/url'
import { CacheLong } from '../cache/strategies'
import { categoryPath } from '../category/category-view'
import { CategoryQuery } from '../category/operations'
import type { CommerceClient } from '../commerce/client'
import { guestCommerceClient } from '../commerce/store-client'
import { productPath } from '../product/product-path'
import type { ShopSession } from '../session/shop-session'
import { ProductUrlQuery } from './operations'
import { productPage } from './product-page'

/** Who asks: their commerce client and store view. */
interface Asker {
  commerce: CommerceClient
  session: ShopSession
}

/** The same category or product in every locale: its path below /{locale}/ there (for hreflang), or none. */
export async function alternatePaths(entity: PageEntity, asker: Asker): Promise<Partial<Record<Locale, string>>> {
  const entries = await Promise.all(
    appConfig.locales.map(async (locale) => {
      const path = await pathIn(locale, entity, asker).catch(() => undefined)
      return path ? [locale, path] : null
    }),
  )
  return Object.fromEntries(entries.filter((entry) => entry !== null))
}

/** The entity's path below /{locale}/ in that locale's store view, or none. */
async function pathIn(locale: Locale, entity: PageEntity, asker: Asker): Promise<string | undefined> {
  if (entity.type === 'CATEGORY') {
    const { categories } = await guestCommerceClient(locale).query(CategoryQuery, { uid: entity.uid }, CacheLong())
    const category = categories?.items?.find((item) => item != null)
    return category?.url_path ? categoryPath(category.url_path, category.url_suffix) : undefined
  }
  // In the asker's own store view the product page's read answers: the page asks it beside this anyway.
  if (locale === asker.session.locale) {
    const { product } = await productPage(asker.commerce, { sku: { eq: entity.sku } })
    return product && productPath(product)
  }
  const { products } = await guestCommerceClient(locale).query(ProductUrlQuery, { sku: entity.sku }, CacheLong())
  const product = products?.items?.find((item) => item != null)
  return product && productPath(product)
}
