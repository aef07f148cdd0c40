import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { lazy, useEffect, useRef } from 'react'
import { Dialog } from '../../ui/dialog'
import { LazyPanelContent } from '../../ui/lazy-panel-content'
import { LOGIN_HASH } from '../guards/is-authenticated'
import { panelContent } from './lazy-panels'
import { usePanel } from './use-panel'
import { usePanels } from './use-panels'

const SignInForm = lazy(() => panelContent.loginModal().then((module) => ({ default: module.SignInForm })))

/**
 * The login modal, opened from the header, the bottom bar's Account item, and by any page whose address ends in
 * `#login` (where the guards and /my-account send a guest).
 */
export function LoginModal() {
  const panel = usePanel('loginModal')
  const panels = usePanels()
  const hash = useLocation({ select: (location) => location.hash })
  const { open } = panels
  // Once per arrival at the hash: closing the modal must not open it again.
  const handledHash = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (hash === LOGIN_HASH && handledHash.current !== hash) open('loginModal')
    handledHash.current = hash
  }, [hash, open])

  return (
    <Dialog {...panel} placement="center" title={<Trans>Login</Trans>}>
      <LazyPanelContent>
        <SignInForm onDone={() => panels.close('loginModal')} />
      </LazyPanelContent>
    </Dialog>
  )
}
