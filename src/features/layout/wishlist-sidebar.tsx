import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Dialog } from '../../ui/dialog'
import { usePanel } from './use-panel'

/** The wishlist sidebar; the wishlist's items come in as children. */
export function WishlistSidebar({ children }: { children?: ReactNode }) {
  const panel = usePanel('wishlistSidebar')
  return (
    <Dialog {...panel} placement="right" title={<Trans>Wishlist</Trans>}>
      {children}
    </Dialog>
  )
}
