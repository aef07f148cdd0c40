import { Alert, AlertTitle } from '@mui/material'
import { useGetOne, useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDateTime } from '../ui/format'
import type { DeskRequest } from './desk-request'

/**
 * The buyer's open revision request, on top of the request's page and of the compose form: when they asked and
 * what should change. The compose screen names the request by `requestId`; the request's page has it as its record.
 */
export function RevisionWish({ requestId }: { requestId?: number }) {
  const record = useRecordContext<DeskRequest>()
  const fetched = useGetOne<DeskRequest>('requests', { id: requestId ?? 0 }, { enabled: requestId !== undefined })
  const request = requestId === undefined ? record : fetched.data
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const revision = request?.revision
  if (!revision) return null
  return (
    <Alert severity="warning" data-testid="revision-wish">
      <AlertTitle>{translate('desk.negotiation.wish_title', { date: formatDateTime(revision.at, locale) })}</AlertTitle>
      <span style={{ whiteSpace: 'pre-line' }}>{revision.wish}</span>
    </Alert>
  )
}
