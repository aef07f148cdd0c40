import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { RequestSummaryView } from '../../../../contract/request'
import { formatDate, formatPrice } from '../../../i18n/format'
import { useLocale } from '../../../i18n/use-locale'
import { ListStates } from '../../../ui/list-states'
import { PageHeading } from '../../../ui/page-heading'
import { EmptyListNote, PageNote } from '../../../ui/page-note'
import { Pagination } from '../../../ui/pagination-nav'
import { requestTypeLabels } from '../request-labels'
import { useRequestList } from './use-request-list'
import '../../../styles/beyond-first-paint.css'

/** order-history: the customer's quote and order requests, newest first, ten a page (`?page=`). */
export function OrderHistoryPage({ page }: { page: number }) {
  const locale = useLocale()
  const list = useRequestList(page)
  return (
    <section className="order-history">
      <PageHeading>
        <Trans>Order history</Trans>
      </PageHeading>
      <ListStates
        query={list}
        loading={<Trans>Loading your requests…</Trans>}
        failed={<Trans>Your requests could not be loaded. Please try again later.</Trans>}
        empty={(requests) =>
          requests.items.length > 0 ? null : page > 1 ? (
            <PageNote
              muted
              action={
                <Link to="/$locale/customer/order-history" params={{ locale }} className="button">
                  <Trans>Go to the first page</Trans>
                </Link>
              }
            >
              <Trans>There is no page {page} of your requests.</Trans>
            </PageNote>
          ) : (
            <EmptyListNote>
              <Trans>You have not sent any quote or order requests yet.</Trans>
            </EmptyListNote>
          )
        }
      >
        {(requests) => (
          <>
            <RequestTable requests={requests.items} />
            <Pagination page={page} totalPages={requests.totalPages} searchFor={(next) => ({ page: next })} />
          </>
        )}
      </ListStates>
    </section>
  )
}

/** The requests of a page: number (the link to the request), date, kind, status and total. */
function RequestTable({ requests }: { requests: RequestSummaryView[] }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
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
        {requests.map((request) => (
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
  )
}
