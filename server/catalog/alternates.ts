import { appConfig, type Locale } from '../../app.config'
import type { PageEntity } from '../../contract/url'
import { CacheLong } from '../cache/strategies'
import { categoryPath } from '../category/category-view'
import { CategoryQuery } from '../category/operations'
import type { CommerceClient } from '../commerce/client'
import { guestCommerceClient } from '../commerce/store-client'
import { localeOfStore } from '../session/shop-session'
import { productPage } from './product-page'

/** A page's path below /{locale}/ in each locale that has it. */
type LocalePaths = Partial<Record<Locale, string>>

/** The same category or product in every locale: its path below /{locale}/ there (for hreflang), or none. */
export async function alternatePaths(entity: PageEntity, commerce: CommerceClient): Promise<LocalePaths> {
  if (entity.type === 'PRODUCT') return productPaths(entity.sku, commerce).catch(() => ({}))
  const entries = await Promise.all(
    appConfig.locales.map(async (locale) => {
      const path = await categoryPathIn(locale, entity.uid).catch(() => undefined)
      return path ? [locale, path] : null
    }),
  )
  return Object.fromEntries(entries.filter((entry) => entry !== null))
}

/** A product's urls in the store views, which the product page's read (asked beside this anyway) brings along. */
async function productPaths(sku: string, commerce: CommerceClient): Promise<LocalePaths> {
  const { product } = await productPage(commerce, { sku: { eq: sku } })
  const entries = (product?.store_view_urls ?? []).flatMap(({ store_code, relative_url }) => {
    const locale = localeOfStore(store_code)
    return locale ? [[locale, relative_url] as const] : []
  })
  return Object.fromEntries(entries)
}

/** The category's path below /{locale}/ in that locale's store view, or none. */
async function categoryPathIn(locale: Locale, uid: string): Promise<string | undefined> {
  const { categories } = await guestCommerceClient(locale).query(CategoryQuery, { uid }, CacheLong())
  const category = categories?.items?.find((item) => item != null)
  return category?.url_path ? categoryPath(category.url_path, category.url_suffix) : undefined
}
