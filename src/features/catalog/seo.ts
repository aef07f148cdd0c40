import type { Locale } from '../../../app.config'
import type { Availability, ProductView } from '../../../contract/product'

/** What a catalogue page says about itself to search engines; paths are below /{locale}/ ('' = the stock list). */
export interface PageSeo {
  title: string
  description: string
  path: string
  /** Page 2 and later are pages of their own. */
  page?: number
  product?: ProductView
}

const schemaAvailability: Record<Availability, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  FEW_IN_STOCK: 'https://schema.org/LimitedAvailability',
  OUT_OF_STOCK: 'https://schema.org/BackOrder',
  UPON_REQUEST: 'https://schema.org/MadeToOrder',
  DISCONTINUED: 'https://schema.org/Discontinued',
}

export function pageUrl(origin: string, locale: Locale, path: string, page?: number): string {
  const url = `${origin}/${locale}${path ? `/${path}` : ''}`
  return page && page > 1 ? `${url}?page=${page}` : url
}

/** schema.org Product structured data: name, sku, pictures and the offer (price, EUR, availability). */
export function productJsonLd(product: ProductView, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.metaDescription ? { description: product.metaDescription } : {}),
    image: product.gallery.map((image) => new URL(image.url, origin).href),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.value.toFixed(2),
      priceCurrency: product.price.currency,
      availability: schemaAvailability[product.availability],
    },
  }
}

/** The origin the locale route's loader found (the request's, on the server and in the browser). */
export function originOf(matches: readonly { loaderData?: unknown }[]): string {
  for (const match of matches) {
    const origin = (match.loaderData as { origin?: unknown } | undefined)?.origin
    if (typeof origin === 'string') return origin
  }
  return ''
}

/** Title, description, canonical url and, for products, JSON-LD. */
export function catalogueHead(seo: PageSeo | undefined, locale: Locale, matches: readonly { loaderData?: unknown }[]) {
  if (!seo) return {}
  const origin = originOf(matches)
  const canonical = pageUrl(origin, locale, seo.path, seo.page)
  return {
    meta: [
      { title: seo.title },
      ...(seo.description ? [{ name: 'description', content: seo.description }] : []),
      { property: 'og:title', content: seo.title },
      { property: 'og:url', content: canonical },
      ...(seo.product ? [{ 'script:ld+json': productJsonLd(seo.product, canonical, origin) }] : []),
    ],
    links: [{ rel: 'canonical', href: canonical }],
  }
}
