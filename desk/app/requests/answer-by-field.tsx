import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import { Chip, Stack, Typography } from '@mui/material'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { isOverdue } from '../../../contract/answer-by'
import { waitingForCompany } from '../../../rules/request-workflow'
import { formatDay } from '../ui/format'
import type { DeskRequest } from './desk-request'

/** A request that still waits for the company after its answer-by day has ended. */
export const isOverdueRequest = (request: DeskRequest, now = new Date()) =>
  (waitingForCompany as readonly string[]).includes(request.status) && isOverdue(request.answerBy, now)

/** The day the answer is due, and "Overdue" in words and with an icon once it has passed. */
export function AnswerByField(_: { label?: string }) {
  const request = useRecordContext<DeskRequest>()
  const [locale] = useLocaleState()
  const translate = useTranslate()
  if (!request) return null
  return (
    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {formatDay(request.answerBy.day, locale)}
      </Typography>
      {isOverdueRequest(request) && (
        <Chip
          component="span"
          size="small"
          color="error"
          icon={<WarningAmberIcon />}
          label={translate('desk.inbox.overdue')}
          data-testid="overdue"
        />
      )}
    </Stack>
  )
}
