import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { PageHeading } from '../../ui/page-heading'
import { PageNote } from '../../ui/page-note'
import type { NewsletterLinkResult } from './newsletter-link'

/** The page a newsletter mail's link opens: what happened, in the visitor's language, and the way back to the shop. */
export function NewsletterLinkPage({ result }: { result: NewsletterLinkResult }) {
  const locale = useLocale()
  return (
    <section className="page newsletter-link">
      <PageHeading>
        <Trans>Newsletter</Trans>
      </PageHeading>
      <PageNote
        role="status"
        action={
          <Link to="/$locale" params={{ locale }} className="button">
            <Trans>Back to the shop</Trans>
          </Link>
        }
      >
        {!result.done ? (
          <Trans id="This newsletter link is not valid.">This newsletter link is not valid.</Trans>
        ) : result.action === 'confirm' ? (
          <Trans>Your subscription has been confirmed. Thank you!</Trans>
        ) : (
          <Trans>You have been unsubscribed from our newsletter.</Trans>
        )}
      </PageNote>
    </section>
  )
}
