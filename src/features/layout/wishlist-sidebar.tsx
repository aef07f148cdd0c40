import { Trans } from '@lingui/react/macro'
import { lazy } from 'react'
import { Dialog } from '../../ui/dialog'
import { LazyPanelContent } from '../../ui/lazy-panel-content'
import { usePanel } from '../../ui/panels/use-panel'
import { panelContent } from './lazy-panels'

const WishlistSidebarContent = lazy(() =>
  panelContent.wishlistSidebar().then((module) => ({ default: module.WishlistSidebarContent })),
)

/** The wishlist sidebar (header and bottom bar, signed-in customers only); its content is loaded on first open. */
export function WishlistSidebar() {
  const panel = usePanel('wishlistSidebar')
  return (
    <Dialog {...panel} placement="right" title={<Trans>Wishlist</Trans>}>
      <LazyPanelContent>
        <WishlistSidebarContent />
      </LazyPanelContent>
    </Dialog>
  )
}
