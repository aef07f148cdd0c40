import { Typography } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import type { DeskRequest } from './desk-request'

/** Where a request stands: its status, or "Revision requested" while the buyer's revision request is open. */
export function useRequestState() {
  const translate = useTranslate()
  return (request: DeskRequest) =>
    request.revision
      ? translate('desk.negotiation.revision_requested')
      : translate(`desk.status.${request.status}`, { _: request.status })
}

export function RequestStateField(_: { label?: string; source?: string }) {
  const request = useRecordContext<DeskRequest>()
  const stateOf = useRequestState()
  if (!request) return null
  return (
    <Typography component="span" variant="body2" data-state={request.revision ? 'revision_requested' : request.status}>
      {stateOf(request)}
    </Typography>
  )
}
