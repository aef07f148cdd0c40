import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { Dialog } from '../../ui/dialog'
import { corporatePageUrl } from './corporate-site'
import { usePanel } from './use-panel'

/**
 * The login modal; the login form comes in as children. Until customer accounts exist it says so and points to
 * the sales team, rather than opening empty.
 */
export function LoginModal({ children }: { children?: ReactNode }) {
  const panel = usePanel('loginModal')
  const contact = corporatePageUrl(useLocale(), 'contact')
  return (
    <Dialog {...panel} placement="center" title={<Trans>Login</Trans>}>
      {children ?? (
        <p>
          <Trans>
            Customer accounts are not open yet. Until then our sales team takes your quote and order requests:{' '}
            <a href={contact}>contact us</a>.
          </Trans>
        </p>
      )}
    </Dialog>
  )
}
