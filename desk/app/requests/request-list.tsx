/**
 * The inbox: the requests waiting for the company (by default), the longest-waiting first, each with the day its
 * answer is due and whether that has passed. A table on wide screens, a list on phones.
 */
import { alpha, Stack, type Theme, useMediaQuery } from '@mui/material'
import {
  BooleanInput,
  DataTable,
  List,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SimpleList,
  useGetIdentity,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { waitingForCompany } from '../../../rules/request-workflow'
import { inboxPageSize } from '../../desk.config'
import { CodeField, DateTimeField, MoneyField } from '../ui/fields'
import { formatDateTime, formatMoney } from '../ui/format'
import { AnswerByField, isOverdueRequest } from './answer-by-field'
import type { DeskRequest } from './desk-request'
import { kindChoices, statusChoices } from './request-choices'
import { RequestStateField, useRequestState } from './request-state'
import { REVISION_REQUESTED } from './requests-data'

/** The revision requests, a state of their own among the statuses (requests-data.ts searches them). */
const revisionChoice = { id: REVISION_REQUESTED, name: 'desk.negotiation.revision_requested' }

function useInboxFilters() {
  const translate = useTranslate()
  const { identity } = useGetIdentity()
  const me = identity ? String(identity.id) : undefined
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('desk.inbox.search')} />,
    <SelectArrayInput key="status" source="status" choices={[...statusChoices, revisionChoice]} alwaysOn />,
    <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
    // "Mine": the requests assigned to the signed-in clerk (the filter holds their username).
    <BooleanInput
      key="assignedTo"
      source="assignedTo"
      label="desk.facts.mine"
      format={(clerk) => Boolean(clerk)}
      parse={(checked) => (checked ? me : undefined)}
      alwaysOn
    />,
  ]
}

/** Overdue rows are tinted besides their "Overdue" chip (react-admin types the row's theme loosely). */
const overdueTint = (theme: object) => alpha((theme as Theme).palette.error.main, 0.08)
const overdueRow = (request: DeskRequest) => (isOverdueRequest(request) ? { backgroundColor: overdueTint } : {})

function InboxTable() {
  return (
    <DataTable<DeskRequest> rowClick="show" bulkActionButtons={false} rowSx={overdueRow}>
      <DataTable.Col source="number" />
      <DataTable.Col source="receivedAt">
        <DateTimeField source="receivedAt" />
      </DataTable.Col>
      <DataTable.Col source="company" disableSort />
      <DataTable.Col source="buyer" disableSort />
      <DataTable.Col source="kind" disableSort>
        <CodeField source="kind" prefix="desk.kind" />
      </DataTable.Col>
      <DataTable.Col source="status">
        <RequestStateField />
      </DataTable.Col>
      <DataTable.Col source="total" align="right">
        <MoneyField source="total" />
      </DataTable.Col>
      <DataTable.Col source="purchaseOrderNumber" disableSort />
      <DataTable.Col source="answerBy">
        <AnswerByField />
      </DataTable.Col>
    </DataTable>
  )
}

/** A phone's line of the inbox under the number and company: status, arrival and the answer-by day. */
function InboxCardFacts() {
  const request = useRecordContext<DeskRequest>()
  const stateOf = useRequestState()
  const [locale] = useLocaleState()
  if (!request) return null
  return (
    <Stack component="span" spacing={0.5}>
      <span>
        {stateOf(request)} · {formatDateTime(request.receivedAt, locale)}
      </span>
      <AnswerByField />
    </Stack>
  )
}

function InboxCards() {
  const [locale] = useLocaleState()
  return (
    <SimpleList<DeskRequest>
      linkType="show"
      primaryText={(request) => `${request.number} · ${request.company || request.buyer}`}
      secondaryText={<InboxCardFacts />}
      tertiaryText={(request) => formatMoney(request.total, locale)}
      rowSx={overdueRow}
    />
  )
}

export function RequestList() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  return (
    <List
      filters={useInboxFilters()}
      filterDefaultValues={{ status: [...waitingForCompany] }}
      sort={{ field: 'answerBy', order: 'ASC' }}
      perPage={inboxPageSize}
      exporter={false}
    >
      {isPhone ? <InboxCards /> : <InboxTable />}
    </List>
  )
}
