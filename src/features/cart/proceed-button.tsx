import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { appConfig } from '../../../app.config'
import { useLocale } from '../../i18n/use-locale'

/**
 * The next step after the cart. With appConfig.externalCheckout enabled: the backend-for-frontend redirects to the
 * external checkout with the (HttpOnly) token and cart id. Otherwise: the quote or order request,
 * /{locale}/request, where the buyer chooses the kind.
 */
export function ProceedButton({ onNavigate }: { onNavigate?: () => void }) {
  const locale = useLocale()
  if (appConfig.externalCheckout.enabled) {
    return (
      <a className="button cart-proceed" href={`/api/checkout/external?locale=${locale}`} onClick={onNavigate}>
        <Trans>Proceed to checkout</Trans>
      </a>
    )
  }
  return (
    <Link to="/$locale/request" params={{ locale }} className="button cart-proceed" onClick={onNavigate}>
      <Trans>Continue to your request</Trans>
    </Link>
  )
}
