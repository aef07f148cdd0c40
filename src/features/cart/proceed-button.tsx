import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { appConfig } from '../../../app.config'
import { useLocale } from '../../i18n/use-locale'
import { firstRefusedQuantityField } from './refused-quantities'

/**
 * The next step after the cart. With appConfig.externalCheckout enabled: the backend-for-frontend redirects to the
 * external checkout with the (HttpOnly) token and cart id. Otherwise: the quote or order request,
 * /{locale}/request, where the buyer chooses the kind. While a quantity field holds what no line takes, it stays
 * and takes the buyer to that field, which says why.
 */
export function ProceedButton({ onNavigate }: { onNavigate?: () => void }) {
  const locale = useLocale()
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const view = event.currentTarget.closest('[data-cart-view]')
    const refused = view ? firstRefusedQuantityField(view) : undefined
    if (refused) {
      event.preventDefault()
      refused.say()
      refused.field.focus()
      return
    }
    onNavigate?.()
  }
  if (appConfig.externalCheckout.enabled) {
    return (
      <a className="button cart-proceed" href={`/api/checkout/external?locale=${locale}`} onClick={onClick}>
        <Trans>Proceed to checkout</Trans>
      </a>
    )
  }
  return (
    <Link to="/$locale/request" params={{ locale }} className="button cart-proceed" onClick={onClick}>
      <Trans>Continue to your request</Trans>
    </Link>
  )
}
