interface LinkFields {
  sku?: string | null
  url_key?: string | null
  url_suffix?: string | null
  url_rewrites?: readonly ({ url?: string | null } | null)[] | null
}

/** The spec's product link: the first url rewrite, else the url key (+ suffix), else p/{sku}. */
export function productPath(product: LinkFields): string {
  const rewrite = product.url_rewrites?.find((entry) => entry?.url)?.url
  if (rewrite) return rewrite.replace(/^\/+/, '')
  if (product.url_key) return `${product.url_key}${product.url_suffix ?? ''}`
  return `p/${encodeURIComponent(product.sku ?? '')}`
}
