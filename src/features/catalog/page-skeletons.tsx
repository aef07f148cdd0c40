import { Trans } from '@lingui/react/macro'
import { appConfig } from '../../../app.config'
import { galleryFrameStyle } from '../product/gallery-frame'
import { ProductCardSkeleton } from '../product/product-card'

/**
 * The catalogue routes' pending components: shown inside the streamed shell while the backend is slower than the
 * catalogue's budget (src/features/errors/backend-budget.ts), each in the boxes of the page it stands for, so the
 * page does not jump when it arrives. They say that the page is on its way.
 */
function LoadingNote() {
  return (
    <p className="page-loading" role="status">
      <Trans>One moment please, the page is loading …</Trans>
    </p>
  )
}

/** As many cards as a page shows above the fold. */
const cardSlots = Array.from({ length: appConfig.eagerImageCount }, (_, slot) => `card-${slot}`)

/** The stock list, a category or a search: title, search box, filters and a page of cards. */
export function StockListSkeleton() {
  return (
    <div className="stock-list" aria-busy="true">
      <header className="stock-list__header">
        <p className="skeleton skeleton--title" aria-hidden="true" />
        <LoadingNote />
      </header>
      <div className="stock-list__layout">
        <div className="filter-sidebar skeleton skeleton--sidebar" aria-hidden="true" />
        <section className="stock-list__results">
          <p className="skeleton skeleton--line skeleton--short" aria-hidden="true" />
          <ul className="product-list" data-view="grid">
            {cardSlots.map((slot) => (
              <li key={slot}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}

/** A product: name, gallery and summary. */
export function ProductPageSkeleton() {
  return (
    <div className="product-page" aria-busy="true">
      <div className="product-page__top">
        <header className="product-page__header">
          <p className="skeleton skeleton--title" aria-hidden="true" />
          <LoadingNote />
        </header>
        <div className="gallery">
          <div className="gallery__main skeleton" style={galleryFrameStyle} />
        </div>
        <div className="product-page__summary" aria-hidden="true">
          <p className="skeleton skeleton--line" />
          <p className="skeleton skeleton--line skeleton--short" />
        </div>
      </div>
    </div>
  )
}

/** A CMS page: its heading and a few lines. */
export function CmsPageSkeleton() {
  return (
    <div className="page cms-page" aria-busy="true">
      <p className="skeleton skeleton--title" aria-hidden="true" />
      <LoadingNote />
      {[0, 1, 2].map((key) => (
        <p key={key} className="skeleton skeleton--line" aria-hidden="true" />
      ))}
    </div>
  )
}
