import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../../i18n/use-locale'
import { documentKindLabels } from '../request-labels'
import { useMoney, Validity } from './document-figures'
import { useAwaitingAnswer } from './use-awaiting-answer'

/**
 * The account's first page: the offers and order confirmations that wait for the buyer's answer, each with its
 * number, total and validity and a link to the request. Nothing while none waits (or the list cannot be had).
 */
export function AwaitingAnswer() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const money = useMoney()
  const { data: requests } = useAwaitingAnswer()
  if (!requests?.length) return null
  return (
    <section className="awaiting-answer" aria-labelledby="awaiting-answer-title">
      <h2 id="awaiting-answer-title" className="awaiting-answer__title">
        <Trans>Waiting for your answer</Trans>
      </h2>
      <ul className="awaiting-answer__list">
        {requests.map((request) => {
          const { number, document } = request
          return (
            <li key={number} className="awaiting-answer__item">
              <Link to="/$locale/customer/order-history/$orderId" params={{ locale, orderId: number }}>
                <Trans>Request {number}</Trans>
              </Link>
              {document ? (
                <span>
                  {i18n._(documentKindLabels[document.kind])} {document.number}
                </span>
              ) : null}
              <span>{money(request.total)}</span>
              {document ? <Validity document={document} /> : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
