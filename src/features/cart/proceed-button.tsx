import { Trans } from '@lingui/react/macro'
import { appConfig } from '../../../app.config'
import { useLocale } from '../../i18n/use-locale'

/**
 * The next step after the cart. With appConfig.externalCheckout enabled: the backend-for-frontend redirects to the
 * external checkout with the (HttpOnly) token and cart id. Otherwise: the quote or order request,
 * /{locale}/request (a full page load: that route comes with the request feature).
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
    <a className="button cart-proceed" href={`/${locale}/request`} onClick={onNavigate}>
      <Trans>Continue to your request</Trans>
    </a>
  )
}
