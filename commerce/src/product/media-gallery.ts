/**
 * A product's gallery: four generated views per product (front, edge, detail, pallet), served by this Worker as SVG
 * at <base media url>catalog/product/<sku>/<n>.svg (see src/media/productImage.ts). Every image is 1080 × 1340 px
 * (the storefront's "gallery full" size), so the storefront knows width and height without asking.
 */
export const GALLERY_VIEWS = ['front', 'edge', 'detail', 'pallet'] as const
export type GalleryView = (typeof GALLERY_VIEWS)[number]

const VIEW_LABELS: Record<'de' | 'en', Record<GalleryView, string>> = {
  de: { front: 'Ansicht', edge: 'Kante', detail: 'Detail', pallet: 'Palette' },
  en: { front: 'View', edge: 'Edge', detail: 'Detail', pallet: 'Pallet' },
}

export type ProductImage = {
  __typename: 'ProductImage'
  url: string
  label: string
  position: number
  disabled: boolean
}

/** A picture's url; `store` (Magento's `___store`) for a store view other than the default one (its caption). */
export function imageUrl(baseMediaUrl: string, sku: string, position: number, store: string | null): string {
  const query = store ? `?___store=${encodeURIComponent(store)}` : ''
  return `${baseMediaUrl}catalog/product/${encodeURIComponent(sku)}/${position}.svg${query}`
}

export function mediaGallery(
  baseMediaUrl: string,
  sku: string,
  name: string,
  locale: string,
  store: string | null,
): ProductImage[] {
  const labels = VIEW_LABELS[locale.startsWith('de') ? 'de' : 'en']
  return GALLERY_VIEWS.map((view, i) => ({
    __typename: 'ProductImage',
    url: imageUrl(baseMediaUrl, sku, i + 1, store),
    label: `${name} – ${labels[view]}`,
    position: i + 1,
    disabled: false,
  }))
}
