import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Dialog } from '../../ui/dialog'
import { usePanel } from './use-panel'

/** The login modal; the login form comes in as children. */
export function LoginModal({ children }: { children?: ReactNode }) {
  const panel = usePanel('loginModal')
  return (
    <Dialog {...panel} placement="center" title={<Trans>Login</Trans>}>
      {children}
    </Dialog>
  )
}
