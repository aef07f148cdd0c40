import { Trans } from '@lingui/react/macro'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { lazy, useEffect, useRef } from 'react'
import { Dialog } from '../../ui/dialog'
import { LazyPanelContent } from '../../ui/lazy-panel-content'
import { usePanel } from '../../ui/panels/use-panel'
import { usePanels } from '../../ui/panels/use-panels'
import { useIsLoggedIn } from '../customer/use-signed-in-customer'
import { parseLoginHash } from '../guards/is-authenticated'
import { forgetPendingAdd } from '../wishlist/pending-add'
import { panelContent } from './lazy-panels'

const SignInForm = lazy(() => panelContent.loginModal().then((module) => ({ default: module.SignInForm })))

/**
 * The login modal, opened from the header, the bottom bar's Account item, and by any page whose address ends in
 * `#login` (where the guards and /my-account send a guest). Once signed in, the visitor goes on to the page the
 * hash names (`#login=/de/customer/…`), and the hash is gone either way: a reload must not ask again.
 */
export function LoginModal() {
  const panel = usePanel('loginModal')
  const panels = usePanels()
  const navigate = useNavigate()
  const hash = useLocation({ select: (location) => location.hash })
  const { open } = panels
  const login = parseLoginHash(hash)
  // Once per arrival at the hash: closing the modal must not open it again.
  const handledHash = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (login.isLogin && handledHash.current !== hash) open('loginModal')
    handledHash.current = hash
  }, [hash, login.isLogin, open])
  const isLoggedIn = useIsLoggedIn()
  useEffect(() => {
    // Closing the login modal without signing in drops a guest's wish (use-wishlist-state.ts adds it after signing in).
    if (!isLoggedIn && !panel.open) forgetPendingAdd()
  }, [isLoggedIn, panel.open])
  const close = () => panels.close('loginModal')
  const signedIn = () => {
    close()
    if (login.returnTo) void navigate({ href: login.returnTo })
    else if (login.isLogin) void navigate({ to: '.', search: true, hash: '', replace: true, resetScroll: false })
  }

  return (
    <Dialog {...panel} placement="center" title={<Trans>Login</Trans>}>
      <LazyPanelContent>
        <SignInForm onSignedIn={signedIn} onLeave={close} />
      </LazyPanelContent>
    </Dialog>
  )
}
