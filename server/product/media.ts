import { appConfig } from '../../app.config'
import type { ImageView } from '../../contract/product'
import { productName } from './product-name'

/**
 * Product images come from the commerce backend's media url (…/media/catalog/product/…); the storefront proxies
 * /media/* to it, so the page asks its own origin. Any other url is kept.
 */
export function mediaPath(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url, 'https://media.invalid')
    return parsed.pathname.startsWith('/media/') ? parsed.pathname + parsed.search : url
  } catch {
    return null
  }
}

interface GalleryFields {
  url?: string | null
  label?: string | null
  position?: number | null
  disabled?: boolean | null
}

/** Enabled images in position order, at most appConfig.galleryLimit. */
export function galleryOf(
  images: readonly (GalleryFields | null)[] | null | undefined,
  fallbackLabel: string,
  limit: number = appConfig.galleryLimit,
): ImageView[] {
  return (images ?? [])
    .filter((image): image is GalleryFields => image != null && !image.disabled && Boolean(image.url))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .slice(0, limit)
    .flatMap((image) => {
      const url = mediaPath(image.url)
      return url ? [{ url, label: productName(image.label) || fallbackLabel }] : []
    })
}
