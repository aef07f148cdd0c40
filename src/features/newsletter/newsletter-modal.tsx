import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy } from 'react'
import { useTRPC } from '../../trpc/react'
import { Dialog } from '../../ui/dialog'
import { LazyPanelContent } from '../../ui/lazy-panel-content'
import { panelContent } from '../layout/lazy-panels'
import { usePanel } from '../layout/use-panel'

const NewsletterForm = lazy(() => panelContent.newsletterModal().then((module) => ({ default: module.NewsletterForm })))

/** The layout's newsletter modal (spec §2): for guests and customers alike, the customer's address filled in. */
export function NewsletterModal() {
  const panel = usePanel('newsletterModal')
  const trpc = useTRPC()
  const { data: customer } = useQuery({ ...trpc.customer.me.queryOptions(), enabled: panel.open })
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
