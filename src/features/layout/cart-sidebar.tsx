import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Dialog } from '../../ui/dialog'
import { useCartItemCount } from './use-cart-item-count'
import { usePanel } from './use-panel'

/** The cart sidebar; the cart's items come in as children. */
export function CartSidebar({ children }: { children?: ReactNode }) {
  const panel = usePanel('cartSidebar')
  const isEmpty = useCartItemCount() === 0
  return (
    <Dialog {...panel} placement="right" title={<Trans>Cart</Trans>}>
      {isEmpty ? (
        <p className="panel-empty">
          <Trans>Your cart is empty.</Trans>
        </p>
      ) : (
        children
      )}
    </Dialog>
  )
}
