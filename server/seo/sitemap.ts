import { appConfig, type Locale, workerConfig } from '../../app.config'
import type { MenuCategory } from '../../contract/category'
import { CacheLong } from '../cache/strategies'
import { menuCategories } from '../category/menu'
import { CategoryMenuQuery } from '../category/operations'
import { rootCategoryUid } from '../category/root-category'
import { guestCommerceClient } from '../commerce/store-client'
import { productPath } from '../product/product-path'
import { SitemapProductsQuery } from './operations'

function flatten(categories: MenuCategory[]): string[] {
  return categories.flatMap((category) => [category.urlPath, ...flatten(category.children)])
}

/** Every page of one locale below /{locale}/: the stock list, the quick order, the categories and the products. */
export async function localePaths(locale: Locale): Promise<string[]> {
  const commerce = guestCommerceClient(locale)
  const { categories } = await commerce.query(CategoryMenuQuery, {}, CacheLong())
  const paths = ['', 'quick-order', ...flatten(menuCategories(categories?.items?.[0]?.children))]
  const filter = { category_uid: { eq: await rootCategoryUid(commerce) } }
  for (let page = 1, total = 1; page <= total; page++) {
    const { products } = await commerce.query(
      SitemapProductsQuery,
      { filter, pageSize: workerConfig.sitemapPageSize, currentPage: page },
      CacheLong(),
    )
    total = products?.page_info?.total_pages ?? 0
    for (const product of products?.items ?? []) if (product) paths.push(productPath(product))
  }
  return paths
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`)

/** A sitemap (sitemaps.org 0.9) of both locales' pages. */
export function sitemapXml(origin: string, pathsByLocale: Record<Locale, string[]>): string {
  const urls = appConfig.locales.flatMap((locale) =>
    pathsByLocale[locale].map(
      (path) => `<url><loc>${escapeXml(`${origin}/${locale}${path ? `/${path}` : ''}`)}</loc></url>`,
    ),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export async function buildSitemap(origin: string): Promise<string> {
  const paths = await Promise.all(appConfig.locales.map(localePaths))
  return sitemapXml(
    origin,
    Object.fromEntries(appConfig.locales.map((locale, i) => [locale, paths[i] ?? []])) as Record<Locale, string[]>,
  )
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...appConfig.locales.flatMap((locale) => [
      `Disallow: /${locale}/cart`,
      `Disallow: /${locale}/customer`,
      `Disallow: /${locale}/*?*term=`,
    ]),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
