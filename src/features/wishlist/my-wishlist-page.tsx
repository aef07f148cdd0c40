import { Plural, Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { appConfig, type ListView } from '../../../app.config'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { PageHeading } from '../../ui/page-heading'
import { EmptyListNote } from '../../ui/page-note'
import { ViewToggle } from '../../ui/view-toggle'
import { CutListSummary } from '../cart/cut-list-summary'
import { ProductCard } from '../product/product-card'
import { AddAllToCartButton } from './add-all-to-cart-button'
import { useWishlist } from './use-wishlist'
import { WishlistHeart } from './wishlist-heart'
import { WishlistItemActions } from './wishlist-item-actions'
import { WishlistLists } from './wishlist-lists'
import { WishlistStatus } from './wishlist-status'
import '../../styles/beyond-first-paint.css'

/** /customer/my-wishlist: the buyer's lists (choose, name, start one) and the chosen list with its count, in grid
 * (default) or list view; each item's quantity, move to cart, remove; add all to cart (the list stays), remove all.
 * A saved cut list shows its pieces, edge, offcut, sheets and cutting charge; it goes to the cart and stays; the
 * saved cut lists can be shown alone. */
export function MyWishlistPage() {
  const wishlist = useWishlist()
  const [view, setView] = useState<ListView>(appConfig.listViews[0])
  const [confirmClear, setConfirmClear] = useState(false)
  // The account's saved cut lists are the wishlist's items that carry one: shown alone on the buyer's wish.
  const [onlyCutLists, setOnlyCutLists] = useState(false)
  const hasCutLists = wishlist.items.some((item) => item.cutList)
  const shownItems = onlyCutLists && hasCutLists ? wishlist.items.filter((item) => item.cutList) : wishlist.items
  const count = wishlist.count
  const countLine = useRef<HTMLParagraphElement>(null)
  // An item that left (moved to the cart, removed) took the focused button with it: the count takes the focus.
  const shownCount = useRef(count)
  useEffect(() => {
    if (count < shownCount.current && document.activeElement === document.body) countLine.current?.focus()
    shownCount.current = count
  }, [count])
  return (
    <section className="my-wishlist">
      <PageHeading>
        <Trans>My wishlist</Trans>
      </PageHeading>
      {wishlist.lists.length > 0 && <WishlistLists />}
      <WishlistStatus
        wishlist={wishlist}
        empty={
          <EmptyListNote>
            <Trans>Your wishlist is empty. Products you note on the stock list will appear here.</Trans>
          </EmptyListNote>
        }
      />
      {wishlist.items.length > 0 && (
        <>
          <div className="toolbar my-wishlist__toolbar">
            <p ref={countLine} className="my-wishlist__count" aria-live="polite" tabIndex={-1}>
              <Plural value={count} one="# product" other="# products" />
            </p>
            <AddAllToCartButton />
            <button type="button" className="button button--secondary" onClick={() => setConfirmClear(true)}>
              <Trans>Remove all</Trans>
            </button>
            {hasCutLists && (
              <button
                type="button"
                className="button button--secondary"
                aria-pressed={onlyCutLists}
                onClick={() => setOnlyCutLists(!onlyCutLists)}
              >
                <Trans>Cut lists only</Trans>
              </button>
            )}
            <ViewToggle view={view} onChange={setView} views={appConfig.listViews} />
          </div>
          <ul className="product-list" data-view={view}>
            {shownItems.map((item) => (
              <li key={item.id}>
                <ProductCard
                  product={item.product}
                  view={view}
                  heart={item.cutList ? null : <WishlistHeart product={item.product} className="product-card__heart" />}
                  actions={
                    <>
                      {item.cutList && <CutListSummary cutList={item.cutList} currency={item.product.price.currency} />}
                      <WishlistItemActions item={item} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={confirmClear}
        title={<Trans>Remove all products?</Trans>}
        question={<Trans>Do you want to remove every product from your wishlist?</Trans>}
        confirmLabel={<Trans>Remove all</Trans>}
        onConfirm={() => {
          setConfirmClear(false)
          void wishlist.clear()
        }}
        onCancel={() => setConfirmClear(false)}
      />
    </section>
  )
}
