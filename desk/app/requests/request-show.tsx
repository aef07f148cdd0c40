/**
 * One request: what it asks for and from whom, what the company can do with it (request-actions.tsx: write the
 * offer or order confirmation, decline, move it on), the versions of its documents, its mails, a comment, and its
 * history.
 */
import { Stack, Typography } from '@mui/material'
import { Labeled, Show, TextField, useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { Facts } from '../ui/facts'
import { CodeField, DateTimeField } from '../ui/fields'
import { formatDateTime, formatKilograms } from '../ui/format'
import { Section } from '../ui/section'
import { AddressField } from './address-field'
import { AnswerByField } from './answer-by-field'
import type { DeskRequest } from './desk-request'
import { EarlierRequests } from './earlier-requests'
import { RequestActions } from './request-actions'
import { RequestAnswer } from './request-answer'
import { AssignmentField } from './request-assignment'
import { RequestDocuments } from './request-documents'
import { RequestHistory } from './request-history'
import { RequestLines } from './request-lines'
import { RequestMails } from './request-mails'
import { RequestStateField } from './request-state'
import { RequestThread } from './request-thread'
import { RevisionWish } from './revision-wish'

function RequestTitle() {
  const request = useRecordContext<DeskRequest>()
  const translate = useTranslate()
  return <span>{request ? translate('desk.request.title', { number: request.number }) : ''}</span>
}

function WeightField(_: { label?: string; source: string }) {
  const request = useRecordContext<DeskRequest>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!request?.weight) return null
  return (
    <Typography component="span" variant="body2">
      {translate('desk.request.weight', { weight: formatKilograms(request.weight, locale) })}
    </Typography>
  )
}

/** The shipping method in the desk's language by its carrier; the buyer's store view's words for another carrier. */
function CarrierField(_: { label?: string; source: string }) {
  const request = useRecordContext<DeskRequest>()
  const translate = useTranslate()
  if (!request) return null
  return (
    <Typography component="span" variant="body2">
      {translate(`desk.facts.carrier.${request.carrier}`, { _: request.shippingMethod || '–' })}
    </Typography>
  )
}

function PalletsField(_: { label?: string; source: string }) {
  const request = useRecordContext<DeskRequest>()
  const translate = useTranslate()
  const pallets = request?.pallets
  if (!pallets) return null
  const loose = pallets.loosePieces > 0 ? translate('desk.request.loose', { pieces: pallets.loosePieces }) : ''
  return (
    <Typography component="span" variant="body2">
      {translate('desk.request.pallets', { full: pallets.full, part: pallets.part }) + loose}
    </Typography>
  )
}

function RequestFacts() {
  return (
    <Section title="desk.request.request">
      <Facts>
        <TextField source="number" />
        <DateTimeField source="receivedAt" />
        <CodeField source="kind" prefix="desk.kind" />
        <RequestStateField source="status" />
        <AnswerByField label="resources.requests.fields.answerBy" />
        <TextField source="purchaseOrderNumber" emptyText="desk.request.none" />
        <CodeField source="deliveryTime" prefix="desk.delivery_time" />
        <CarrierField source="shippingMethod" />
        <WeightField source="weight" />
        <PalletsField source="pallets" />
        <TextField source="coupon" emptyText="desk.request.none" />
        <AssignmentField source="assignedTo" label="desk.facts.assigned_to" />
      </Facts>
      <Labeled sx={{ mt: 2 }}>
        <TextField source="message" emptyText="desk.request.none" sx={{ whiteSpace: 'pre-line' }} />
      </Labeled>
    </Section>
  )
}

/** What VIES said about the VAT ID, when and under which consultation number. */
function VatCheckField(_: { label?: string; source: string }) {
  const check = useRecordContext<DeskRequest>()?.vatCheck
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!check) return null
  return (
    <Typography variant="body2">
      {translate(`desk.request.vat_check.${check.outcome}`, {
        date: formatDateTime(check.date, locale),
        consultation: check.consultation || '–',
      })}
    </Typography>
  )
}

function BuyerFacts() {
  return (
    <Section title="desk.request.buyer">
      <Facts>
        <TextField source="buyer" />
        <TextField source="buyerEmail" />
        <TextField source="company" emptyText="desk.request.none" />
        <TextField source="vatId" emptyText="desk.request.none" />
        <VatCheckField source="vatCheck" />
        <AddressField source="billingAddress" />
        <AddressField source="shippingAddress" />
      </Facts>
    </Section>
  )
}

export function RequestShow() {
  return (
    <Show title={<RequestTitle />} actions={false} component="div">
      <Stack spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
        <RevisionWish />
        <RequestFacts />
        <BuyerFacts />
        <RequestLines />
        <EarlierRequests />
        <RequestActions />
        <RequestDocuments />
        <RequestThread />
        <RequestMails />
        <RequestAnswer />
        <RequestHistory />
      </Stack>
    </Show>
  )
}
