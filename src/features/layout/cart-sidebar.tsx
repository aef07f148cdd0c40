import { Trans } from '@lingui/react/macro'
import { lazy } from 'react'
import { Dialog } from '../../ui/dialog'
import { LazyPanelContent } from '../../ui/lazy-panel-content'
import { usePanel } from '../../ui/panels/use-panel'
import { panelContent } from './lazy-panels'
import { useCartItemCount } from './use-cart-item-count'

const CartSidebarContent = lazy(() =>
  panelContent.cartSidebar().then((module) => ({ default: module.CartSidebarContent })),
)

/** The cart sidebar: the cart's lines, loaded on first open. */
export function CartSidebar() {
  const panel = usePanel('cartSidebar')
  const isEmpty = useCartItemCount() === 0
  return (
    <Dialog {...panel} placement="right" title={<Trans>Cart</Trans>}>
      {isEmpty ? (
        <p className="panel-empty">
          <Trans>Your cart is empty.</Trans>
        </p>
      ) : (
        <LazyPanelContent>
          <CartSidebarContent />
        </LazyPanelContent>
      )}
    </Dialog>
  )
}
