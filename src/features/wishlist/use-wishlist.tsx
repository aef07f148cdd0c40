import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react'
import { usePanelActions } from '../../ui/panels/use-panels'
import { useIsLoggedIn } from '../customer/use-signed-in-customer'
import type { CutListSent } from '../cut-to-size/cut-list-editor'
import { askGuestToSignIn } from './pending-add'
import type { Wishlist, WishlistProduct } from './use-wishlist-state'

export type { Wishlist, WishlistFailures, WishlistOperation, WishlistProduct } from './use-wishlist-state'

/** A customer's wishlist state: its code is no part of a guest's pages (./wishlist-state.tsx). */
const WishlistState = lazy(() => import('./wishlist-state').then((module) => ({ default: module.WishlistState })))

const nothing = async () => {}

/**
 * The wishlist without a customer session: empty, and a heart asks the guest to sign in. With a session, the same
 * while the customer's state loads (`isLoading`), its hearts doing nothing meanwhile.
 */
function emptyWishlist(
  heart: (product: WishlistProduct) => Promise<void>,
  saveCutList: () => Promise<CutListSent>,
  isLoading: boolean,
): Wishlist {
  return {
    wishlist: null,
    lists: [],
    chooseList: () => {},
    createList: async () => false,
    renameList: async () => false,
    deleteList: nothing,
    items: [],
    count: 0,
    isLoading,
    failures: {},
    reload: nothing,
    isOnWishlist: () => false,
    isBusy: () => false,
    add: heart,
    toggle: heart,
    saveCutList,
    isSavingCutList: false,
    remove: nothing,
    clear: nothing,
    addToCart: nothing,
    setQuantity: async () => false,
    addAllToCart: nothing,
    isMovingAll: false,
  }
}

const WishlistContext = createContext<Wishlist | null>(null)

/** One wishlist state for the layout: hearts, sidebar, badge and the account page read the same query. */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const isLoggedIn = useIsLoggedIn()
  const panels = usePanelActions()
  const [customerWishlist, setCustomerWishlist] = useState<Wishlist | null>(null)
  const guestWishlist = useMemo(
    () =>
      emptyWishlist(
        async (product) => askGuestToSignIn(product, panels),
        // The login modal opens over the page: the cut list typed stays as it is, to be saved once signed in.
        async () => {
          panels.open('loginModal')
          return 'failed'
        },
        false,
      ),
    [panels],
  )
  const loadingWishlist = useMemo(() => emptyWishlist(nothing, async () => 'failed', true), [])
  const wishlist = isLoggedIn ? (customerWishlist ?? loadingWishlist) : guestWishlist
  return (
    <WishlistContext.Provider value={wishlist}>
      {isLoggedIn && (
        <Suspense fallback={null}>
          <WishlistState onChange={setCustomerWishlist} />
        </Suspense>
      )}
      {children}
    </WishlistContext.Provider>
  )
}

export function useWishlist(): Wishlist {
  const wishlist = useContext(WishlistContext)
  if (!wishlist) throw new Error('useWishlist needs a WishlistProvider')
  return wishlist
}
