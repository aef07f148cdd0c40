import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { RequestAddressView, RequestDetailView } from '../../../../contract/request'
import { formatCutPiece, formatDate } from '../../../i18n/format'
import { useLocale } from '../../../i18n/use-locale'
import { PageHeading } from '../../../ui/page-heading'
import { PageNote } from '../../../ui/page-note'
import { cityLine } from '../../account/addresses/address-card'
import { useCountryName } from '../../directory/use-countries'
import { UnitCount } from '../../product/sales-unit'
import { deliveryTimeLabels, shippingMethodLabels } from '../request-labels'
import { requestTypeLabels } from '../request-type-labels'
import { AnswerPanel } from './answer-panel'
import { DocumentFigures, TotalsRow, useMoney } from './document-figures'
import { RequestThread } from './request-thread'
import { RevisionNotice } from './revision-notice'
import { useReorder } from './use-reorder'
import { useRequestDetail } from './use-request-detail'
import '../../../styles/beyond-first-paint.css'

/** order-history/{orderId}: one request by its number; an unknown number says so. */
export function OrderPage({ number }: { number: string }) {
  const { query, notFound } = useRequestDetail(number)
  if (notFound) return <OrderNotFound />
  if (query.isError) {
    return (
      <section>
        <PageHeading>
          <Trans>Order history</Trans>
        </PageHeading>
        <p role="alert">
          <Trans>This request could not be loaded. Please try again later.</Trans>
        </p>
      </section>
    )
  }
  if (query.isPending) {
    return (
      <p role="status">
        <Trans>Loading the request…</Trans>
      </p>
    )
  }
  return <OrderDetail request={query.data} />
}

function OrderNotFound() {
  const locale = useLocale()
  return (
    <section>
      <PageHeading>
        <Trans>Order history</Trans>
      </PageHeading>
      <PageNote
        muted
        action={
          <Link to="/$locale/customer/order-history" params={{ locale }} className="button">
            <Trans>Back to the order history</Trans>
          </Link>
        }
      >
        <Trans>This order could not be found.</Trans>
      </PageNote>
    </section>
  )
}

function OrderDetail({ request }: { request: RequestDetailView }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { reorder, busy } = useReorder()
  const money = useMoney()
  const { number, document } = request
  const unpricedShipping = request.type === 'quote' ? t`Quoted with our offer` : t`Stated in our order confirmation`
  return (
    <section className="order">
      <PageHeading>
        <Trans>Request {number}</Trans>
      </PageHeading>
      <dl className="order__facts">
        <Fact label={t`Date`}>{formatDate(request.date, locale)}</Fact>
        <Fact label={t`Kind`}>{i18n._(requestTypeLabels[request.type])}</Fact>
        <Fact label={t`Status`}>
          <span className="badge">{request.status}</span>
        </Fact>
        <Fact label={t`Shipping`}>
          {request.shippingMethod ? i18n._(shippingMethodLabels[request.shippingMethod]) : '–'}
        </Fact>
        <Fact label={t`Desired delivery time`}>
          {request.deliveryTime ? i18n._(deliveryTimeLabels[request.deliveryTime]) : t`No preference`}
        </Fact>
        {request.purchaseOrderNumber ? <Fact label={t`Your order number`}>{request.purchaseOrderNumber}</Fact> : null}
      </dl>
      {request.revision ? <RevisionNotice revision={request.revision} /> : null}
      {document ? <DocumentFigures document={document} earlier={request.earlierDocuments} /> : null}
      {request.answers.length > 0 ? <AnswerPanel request={request} /> : null}
      <RequestThread request={request} />
      {request.message ? (
        <section className="order__section" aria-labelledby="order-message-title">
          <h2 id="order-message-title" className="request-section__title">
            <Trans>Your message</Trans>
          </h2>
          <p className="order__message">{request.message}</p>
        </section>
      ) : null}
      {document ? null : (
        <section className="order__section" aria-labelledby="order-lines-title">
          <h2 id="order-lines-title" className="request-section__title">
            <Trans>Items</Trans>
          </h2>
          <table className="order-table order-lines">
            <thead>
              <tr>
                <th scope="col">{t`Product`}</th>
                <th scope="col">{t`Item number`}</th>
                <th scope="col" className="order-table__amount">
                  {t`Quantity`}
                </th>
                <th scope="col" className="order-table__amount">
                  {t`Price`}
                </th>
                <th scope="col" className="order-table__amount">
                  {t`Row total`}
                </th>
              </tr>
            </thead>
            <tbody>
              {request.lines.map((line) => (
                <tr key={line.sku}>
                  <th scope="row" data-label={t`Product`}>
                    {line.name}
                    <LineOptions line={line} />
                  </th>
                  <td data-label={t`Item number`}>{line.sku}</td>
                  <td data-label={t`Quantity`} className="order-table__amount">
                    {line.pieces.length > 0 ? (
                      <Plural value={line.quantity} one="# sheet" other="# sheets" />
                    ) : (
                      <UnitCount count={line.quantity} unit={line.salesUnit} />
                    )}
                  </td>
                  <td data-label={t`Price`} className="order-table__amount">
                    {money(line.price)}
                  </td>
                  <td data-label={t`Row total`} className="order-table__amount">
                    {money(line.rowTotal)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="cart-totals order__totals">
            <TotalsRow label={t`Subtotal (excl. VAT)`}>{money(request.subtotal)}</TotalsRow>
            <TotalsRow label={t`Shipping`}>{request.shipping ? money(request.shipping) : unpricedShipping}</TotalsRow>
            <TotalsRow label={t`VAT`}>{money(request.tax)}</TotalsRow>
            <TotalsRow label={t`Total (incl. VAT)`} grand>
              {money(request.total)}
            </TotalsRow>
          </dl>
        </section>
      )}
      <section className="order__section order__addresses" aria-label={t`Addresses`}>
        <OrderAddress title={<Trans>Billing address</Trans>} address={request.billingAddress} />
        <OrderAddress title={<Trans>Shipping address</Trans>} address={request.shippingAddress} />
      </section>
      <div className="request-actions">
        <button
          type="button"
          className="button button--secondary"
          aria-busy={busy || undefined}
          onClick={() => void reorder(request)}
        >
          <Trans>Reorder</Trans>
        </button>
        <Link to="/$locale/customer/order-history" params={{ locale }}>
          <Trans>Back to the order history</Trans>
        </Link>
      </div>
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="order__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function OrderAddress({ title, address }: { title: ReactNode; address: RequestAddressView | null }) {
  const countryName = useCountryName()
  return (
    <div className="request-address">
      <h2 className="request-address__title">{title}</h2>
      {address ? (
        <address className="address-card__lines">
          {[address.company, address.name, ...address.street, cityLine(address)]
            .concat(countryName(address.countryCode), address.telephone)
            .filter((line) => line.trim() !== '')
            .map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address never move.
              <span key={index}>{line}</span>
            ))}
        </address>
      ) : (
        <p>–</p>
      )}
    </div>
  )
}

/** A line's options and, for a sheet cut to size, its pieces ("12 × 480 × 320 mm"), under its name. */
function LineOptions({ line }: { line: RequestDetailView['lines'][number] }) {
  const locale = useLocale()
  if (line.options.length === 0 && line.pieces.length === 0) return null
  return (
    <span className="order-table__options">
      {line.options.map((option) => (
        <span key={option.label}>
          {option.label}: {option.value}
        </span>
      ))}
      {line.pieces.length > 0 && (
        <ul className="cut-list-summary__pieces">
          {line.pieces.map((piece, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces may repeat and are never reordered
            <li key={index} data-piece>
              {formatCutPiece(piece, locale)}
            </li>
          ))}
        </ul>
      )}
    </span>
  )
}
