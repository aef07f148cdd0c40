/**
 * The buyer's other requests on a request's page, newest first: number, arrival, status and total, and what the
 * buyer's contracts came to (the totals of the requests they approved).
 */
import { Typography } from '@mui/material'
import {
  ListContextProvider,
  ResourceContextProvider,
  SimpleList,
  useGetList,
  useList,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { isContract } from '../../../rules/request-workflow'
import { formatDateTime, formatMoney } from '../ui/format'
import { Section } from '../ui/section'
import type { DeskRequest } from './desk-request'
import type { InboxFilter } from './requests-data'

const SHOWN = 10

export function EarlierRequests() {
  const request = useRecordContext<DeskRequest>()
  if (!request) return null
  return <BuyersRequests request={request} />
}

function BuyersRequests({ request }: { request: DeskRequest }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const buyer: InboxFilter =
    request.customerId === null ? { buyerEmail: request.buyerEmail } : { customerId: request.customerId }
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList<DeskRequest>('requests', {
    filter: { ...buyer, except: request.id } satisfies InboxFilter,
    sort: { field: 'receivedAt', order: 'DESC' },
    pagination: { page: 1, perPage: SHOWN },
  })
  const list = useList({ data, isPending })
  const contracts = data.filter((earlier) => isContract(earlier.status))
  const contractsTotal = {
    value: contracts.reduce((sum, earlier) => sum + earlier.total.value, 0),
    currency: request.total.currency,
  }
  return (
    <Section title="desk.facts.earlier_requests">
      {!isPending && total === 0 ? (
        <Typography variant="body2">{translate('desk.facts.no_earlier_requests')}</Typography>
      ) : (
        <>
          <Typography variant="body2" data-testid="accepted-total">
            {translate('desk.facts.accepted_total', {
              smart_count: contracts.length,
              total: formatMoney(contractsTotal, locale),
            })}
          </Typography>
          <ResourceContextProvider value="requests">
            <ListContextProvider value={list}>
              <SimpleList<DeskRequest>
                linkType="show"
                primaryText={(earlier) => `${earlier.number} · ${formatDateTime(earlier.receivedAt, locale)}`}
                secondaryText={(earlier) => translate(`desk.status.${earlier.status}`, { _: earlier.status })}
                tertiaryText={(earlier) => formatMoney(earlier.total, locale)}
              />
            </ListContextProvider>
          </ResourceContextProvider>
        </>
      )}
    </Section>
  )
}
