import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { PageHeading } from '../../ui/page-heading'
import { useSentRequest } from './use-sent-request'
import '../../styles/beyond-first-paint.css'

/** After a request: its number and kind, and what happens next. Reloading it shows the same. */
export function RequestThankYouPage({ number }: { number: string }) {
  const locale = useLocale()
  const request = useSentRequest(number)
  return (
    <div className="page request-thank-you">
      <PageHeading>
        <Trans>Thank you for your request</Trans>
      </PageHeading>
      <p className="request-thank-you__number">
        {request.type === 'quote' ? (
          <Trans>
            Your request for quotation has been sent under the number <strong>{number}</strong>.
          </Trans>
        ) : (
          <Trans>
            Your order request has been sent under the number <strong>{number}</strong>.
          </Trans>
        )}
      </p>
      <p>
        <Trans>A copy has been sent to your e-mail address.</Trans>
      </p>
      <section aria-labelledby="request-next-title">
        <h2 id="request-next-title" className="request-section__title">
          <Trans>What happens next</Trans>
        </h2>
        <ol className="request-next">
          {request.type === 'quote' ? (
            <li>
              <Trans>We answer within the next working day with a non-binding offer.</Trans>
            </li>
          ) : (
            <li>
              <Trans>We answer within the next working day with an order confirmation.</Trans>
            </li>
          )}
          {request.type === 'quote' ? (
            <li>
              <Trans>If you accept the offer, it becomes an order request on the offer's terms.</Trans>
            </li>
          ) : null}
          <li>
            <Trans>The contract is concluded only once you approve our order confirmation.</Trans>
          </li>
          <li>
            <Trans>You find the request and our answers in your order history.</Trans>
          </li>
        </ol>
      </section>
      <div className="request-actions">
        <Link to="/$locale/customer/order-history/$orderId" params={{ locale, orderId: number }} className="button">
          <Trans>View your request</Trans>
        </Link>
        <Link to="/$locale" params={{ locale }} className="button button--secondary">
          <Trans>Back to stock list</Trans>
        </Link>
      </div>
    </div>
  )
}
