import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { type RequestSearch, type RequestSummaryView, requestSearchSchema } from '../../../../contract/request'
import { formatDate } from '../../../i18n/format'
import { useLocale } from '../../../i18n/use-locale'
import { checkedBy, useAppForm } from '../../../ui/form/form-hook'
import { ListStates } from '../../../ui/list-states'
import { PageHeading } from '../../../ui/page-heading'
import { EmptyListNote, PageNote } from '../../../ui/page-note'
import { Pagination } from '../../../ui/pagination-nav'
import { documentKindLabels } from '../request-labels'
import { requestTypeLabels } from '../request-type-labels'
import { useMoney } from './document-figures'
import { useRequestList } from './use-request-list'
import '../../../styles/beyond-first-paint.css'

/**
 * order-history: the customer's quote and order requests, newest first, ten a page (`?page=`), searched by the
 * buyer's own order number (`?po=`).
 */
export function OrderHistoryPage({ page, purchaseOrderNumber }: { page: number; purchaseOrderNumber: string }) {
  const locale = useLocale()
  const list = useRequestList(page, purchaseOrderNumber)
  const firstPage = (
    <Link to="/$locale/customer/order-history" params={{ locale }} className="button">
      <Trans>Show all requests</Trans>
    </Link>
  )
  return (
    <section className="order-history">
      <PageHeading>
        <Trans>Order history</Trans>
      </PageHeading>
      <OrderNumberSearch purchaseOrderNumber={purchaseOrderNumber} />
      <ListStates
        query={list}
        loading={<Trans>Loading your requests…</Trans>}
        failed={<Trans>Your requests could not be loaded. Please try again later.</Trans>}
        empty={(requests) =>
          requests.items.length > 0 ? null : purchaseOrderNumber ? (
            <PageNote muted action={firstPage}>
              <Trans>No request has an order number containing “{purchaseOrderNumber}”.</Trans>
            </PageNote>
          ) : page > 1 ? (
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
            <Pagination
              page={page}
              totalPages={requests.totalPages}
              searchFor={(next) => ({ page: next, po: purchaseOrderNumber || undefined })}
            />
          </>
        )}
      </ListStates>
    </section>
  )
}

/** The search by the buyer's own order number, given when the request was sent; kept in the address (`?po=`). */
function OrderNumberSearch({ purchaseOrderNumber }: { purchaseOrderNumber: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const locale = useLocale()
  const defaultValues: RequestSearch = { purchaseOrderNumber }
  const searched = useRef(purchaseOrderNumber)
  const form = useAppForm({
    defaultValues,
    ...checkedBy(requestSearchSchema),
    onSubmit: ({ value }) => {
      searched.current = value.purchaseOrderNumber?.trim() ?? ''
      // Not awaited: the list shows its own loading state, and the next search must not wait for this one's page.
      void navigate({
        to: '/$locale/customer/order-history',
        params: { locale },
        search: { po: searched.current || undefined },
      })
    },
  })
  // A search from elsewhere (a link, the back button) shows in the field; this form's own search keeps what the
  // buyer may already be typing next.
  useEffect(() => {
    if (purchaseOrderNumber === searched.current) return
    searched.current = purchaseOrderNumber
    form.setFieldValue('purchaseOrderNumber', purchaseOrderNumber)
  }, [purchaseOrderNumber, form])
  return (
    <form.AppForm>
      <form.Form className="order-search" role="search" aria-label={t`Search your requests`}>
        <form.AppField name="purchaseOrderNumber">
          {(field) => <field.TextField label={t`Your order number`} type="search" maxLength={40} />}
        </form.AppField>
        <form.SubmitButton className="button button--secondary">{t`Search`}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

/** The requests of a page: number (the link to the request), date, kind and document, status and total. */
function RequestTable({ requests }: { requests: RequestSummaryView[] }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const money = useMoney()
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
            <td data-label={t`Kind`}>
              <span className="order-line__product">
                {i18n._(requestTypeLabels[request.type])}
                {request.document ? (
                  <span className="order-line__sku">
                    {i18n._(documentKindLabels[request.document.kind])} {request.document.number}
                  </span>
                ) : null}
              </span>
            </td>
            <td data-label={t`Status`}>
              <span className="badge">{request.status}</span>
            </td>
            <td data-label={t`Total`} className="order-table__amount">
              {money(request.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
