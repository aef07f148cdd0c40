import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatDate, formatPrice } from '../../../i18n/format'
import { useLocale } from '../../../i18n/use-locale'
import { PageHeading } from '../../../ui/page-heading'
import { Pagination } from '../../../ui/pagination-nav'
import { requestTypeLabels } from '../request-labels'
import { useRequestList } from './use-request-list'
import '../../../styles/beyond-first-paint.css'

/** order-history: the customer's quote and order requests, newest first, ten a page (`?page=`). */
export function OrderHistoryPage({ page }: { page: number }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const list = useRequestList(page)
  const requests = list.data
  return (
    <section className="order-history">
      <PageHeading>
        <Trans>Order history</Trans>
      </PageHeading>
      {list.isPending ? (
        <p role="status">
          <Trans>Loading your requests…</Trans>
        </p>
      ) : list.isError ? (
        <p role="alert">
          <Trans>Your requests could not be loaded. Please try again later.</Trans>
        </p>
      ) : requests?.items.length === 0 && page > 1 ? (
        <div className="panel-empty">
          <p>
            <Trans>There is no page {page} of your requests.</Trans>
          </p>
          <Link to="/$locale/customer/order-history" params={{ locale }} className="button">
            <Trans>Go to the first page</Trans>
          </Link>
        </div>
      ) : requests?.items.length === 0 ? (
        <div className="panel-empty">
          <p>
            <Trans>You have not sent any quote or order requests yet.</Trans>
          </p>
          <Link to="/$locale" params={{ locale }} className="button">
            <Trans>Back to stock list</Trans>
          </Link>
        </div>
      ) : (
        <>
          <table className="order-table">
            <caption className="visually-hidden">{t`Your quote and order requests`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Number`}</th>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Kind`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col" className="order-table__amount">
                  {t`Total`}
                </th>
              </tr>
            </thead>
            <tbody>
              {requests?.items.map((request) => (
                <tr key={request.number}>
                  <th scope="row" data-label={t`Number`}>
                    <Link to="/$locale/customer/order-history/$orderId" params={{ locale, orderId: request.number }}>
                      {request.number}
                    </Link>
                  </th>
                  <td data-label={t`Date`}>{formatDate(request.date, locale)}</td>
                  <td data-label={t`Kind`}>{i18n._(requestTypeLabels[request.type])}</td>
                  <td data-label={t`Status`}>
                    <span className="badge">{request.status}</span>
                  </td>
                  <td data-label={t`Total`} className="order-table__amount">
                    {formatPrice(request.total.value, locale, request.total.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} totalPages={requests?.totalPages ?? 0} searchFor={(next) => ({ page: next })} />
        </>
      )}
    </section>
  )
}
