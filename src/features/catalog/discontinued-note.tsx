import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCorporateLinks } from '../../i18n/use-corporate-site'
import { useLocale } from '../../i18n/use-locale'

/** A discontinued item cannot be requested: its page names the successor, or the sales team that advises. */
export function DiscontinuedNote({ successorSku }: { successorSku: string | null }) {
  const locale = useLocale()
  const links = useCorporateLinks()
  return (
    <p className="note product-page__discontinued" role="note" data-discontinued="">
      <Trans>This item is no longer made and cannot be requested.</Trans>{' '}
      {successorSku ? (
        <Trans>
          It is replaced by{' '}
          <Link to="/$locale/p/$sku" params={{ locale, sku: successorSku }}>
            item no. {successorSku}
          </Link>
          .
        </Trans>
      ) : (
        <Trans>
          Our <a href={links.contact}>sales team</a> will gladly suggest an alternative.
        </Trans>
      )}
    </p>
  )
}
