import { useLingui } from '@lingui/react/macro'
import { appConfig } from '../../../app.config'
import type { ImageView } from '../../../contract/product'
import { galleryFrameStyle } from '../product/gallery-frame'

interface ProductGalleryProps {
  images: readonly ImageView[]
  index: number
  onSelect: (index: number) => void
}

/** The main picture (1080×1340, scaled) and up to appConfig.galleryLimit thumbnails (160×160) to choose from. */
export function ProductGallery({ images, index, onSelect }: ProductGalleryProps) {
  const { t } = useLingui()
  const full = appConfig.imageSizes.galleryFull
  const thumb = appConfig.imageSizes.galleryThumb
  const image = images[index]
  return (
    <div className="gallery">
      <div className="gallery__main" style={galleryFrameStyle}>
        {image && (
          <img
            className="gallery__image"
            src={image.url}
            alt={image.label}
            width={full.width}
            height={full.height}
            fetchPriority="high"
            decoding="async"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t`Pictures`}>
          {images.map((entry, position) => {
            const number = position + 1
            const count = images.length
            return (
              <li key={entry.url}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-pressed={position === index}
                  onClick={() => onSelect(position)}
                >
                  <img
                    className="gallery__thumb-image"
                    src={entry.url}
                    alt=""
                    width={thumb.width}
                    height={thumb.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="visually-hidden">{t`Show picture ${number} of ${count}`}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
