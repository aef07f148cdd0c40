import { Trans } from '@lingui/react/macro'
import { lazy } from 'react'
import { Dialog } from '../../ui/dialog'
import { LazyPanelContent } from '../../ui/lazy-panel-content'
import { usePanel } from '../../ui/panels/use-panel'
import { useSignedInCustomer } from '../customer/use-signed-in-customer'
import { panelContent } from './lazy-panels'

const NewsletterForm = lazy(() => panelContent.newsletterModal().then((module) => ({ default: module.NewsletterForm })))

/** The layout's newsletter modal (spec §2): for guests and customers alike, the customer's address filled in. */
export function NewsletterModal() {
  const panel = usePanel('newsletterModal')
  const customer = useSignedInCustomer({ enabled: panel.open })
  return (
    <Dialog {...panel} placement="center" title={<Trans>Newsletter</Trans>}>
      {panel.open ? (
        <LazyPanelContent>
          <NewsletterForm key={customer?.email ?? ''} email={customer?.email ?? ''} />
        </LazyPanelContent>
      ) : null}
    </Dialog>
  )
}
