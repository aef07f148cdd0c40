/**
 * Every mail the shop wrote about the request, newest first: when, to whom, its subject and whether the mail service
 * took it (delivered), is still trying (pending) or gave up (failed, with the reason); a failed one can be sent again.
 */
import SendIcon from '@mui/icons-material/Send'
import { Box, Button, Typography } from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import {
  ArrayField,
  DataTable,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import type { DeskDataProvider } from '../data-provider'
import { CodeField, DateTimeField } from '../ui/fields'
import { Section } from '../ui/section'
import type { DeskMail, DeskRequest } from './desk-request'

function SendAgainButton({ request }: { request: DeskRequest }) {
  const mail = useRecordContext<DeskMail>()
  const dataProvider = useDataProvider<DeskDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const sendAgain = useMutation({
    mutationFn: (id: number) => dataProvider.sendMailAgain('requests', request.id, id),
    onSuccess: (queued) => {
      notify(queued ? 'desk.mails.sent_again' : 'desk.mails.not_queued', { type: queued ? 'success' : 'error' })
      refresh()
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  })
  if (mail?.status !== 'failed') return null
  return (
    <Button
      size="small"
      startIcon={<SendIcon />}
      disabled={sendAgain.isPending}
      onClick={() => sendAgain.mutate(mail.id)}
      aria-label={translate('desk.mails.send_again_of', { subject: mail.subject })}
    >
      {translate('desk.mails.send_again')}
    </Button>
  )
}

export function RequestMails() {
  const request = useRecordContext<DeskRequest>()
  const translate = useTranslate()
  if (!request) return null
  return (
    <Section title="desk.mails.title">
      {(request.mails ?? []).length === 0 ? (
        <Typography variant="body2">{translate('desk.mails.none')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', overflowX: 'auto' }}>
          <ArrayField source="mails" label={false}>
            <DataTable<DeskMail> bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="createdAt" label="desk.mails.created_at" disableSort>
                <DateTimeField source="createdAt" />
              </DataTable.Col>
              <DataTable.Col source="recipient" label="desk.mails.recipient" disableSort />
              <DataTable.Col source="subject" label="desk.mails.subject" disableSort />
              <DataTable.Col source="status" label="desk.mails.status" disableSort>
                <CodeField source="status" prefix="desk.mails.statuses" />
              </DataTable.Col>
              <DataTable.Col source="failure" label="desk.mails.failure" disableSort />
              <DataTable.Col label={false} disableSort>
                <SendAgainButton request={request} />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </Box>
      )}
    </Section>
  )
}
