import { Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material'
import { Form, required, SaveButton, TextInput, useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDateTime } from '../ui/format'
import { Section } from '../ui/section'
import type { DeskHistoryEntry, DeskRequest } from './desk-request'
import type { RequestComment } from './requests-data'
import { useCommentRequest } from './use-comment-request'

/**
 * The conversation with the buyer, oldest first: their messages and the company's comments shown on their page
 * (Magento's comments visible on the front), and the clerk's next message, shown to the buyer and mailed to them.
 */
export function RequestThread() {
  const request = useRecordContext<DeskRequest>()
  const translate = useTranslate()
  if (!request) return null
  const thread = request.history.filter((entry) => entry.visibleOnFront && entry.comment).reverse()
  return (
    <Section title="desk.negotiation.thread">
      {thread.length > 0 ? (
        <List dense disablePadding data-testid="thread">
          {thread.map((entry) => (
            <ThreadEntry key={entry.id} entry={entry} buyer={request.buyer} />
          ))}
        </List>
      ) : (
        <Typography variant="body2">{translate('desk.negotiation.thread_empty')}</Typography>
      )}
      {/* a fresh form once the message is in the thread */}
      <ReplyForm key={thread.length} request={request} />
    </Section>
  )
}

function ThreadEntry({ entry, buyer }: { entry: DeskHistoryEntry; buyer: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const byBuyer = entry.by === 'customer'
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              component="span"
              size="small"
              color={byBuyer ? 'primary' : 'default'}
              label={translate(byBuyer ? 'desk.negotiation.buyer' : 'desk.negotiation.company')}
            />
            <span>{[byBuyer ? buyer : entry.by, formatDateTime(entry.at, locale)].filter(Boolean).join(' · ')}</span>
          </Stack>
        }
        secondary={<span style={{ whiteSpace: 'pre-line' }}>{entry.comment}</span>}
      />
    </ListItem>
  )
}

function ReplyForm({ request }: { request: DeskRequest }) {
  const { mutate, isPending } = useCommentRequest(request)
  const send = (values: Partial<RequestComment>) =>
    mutate({ comment: values.comment ?? '', status: request.status, notifyCustomer: true, visibleToCustomer: true })
  return (
    <Form defaultValues={{ comment: '' }} onSubmit={send}>
      <TextInput
        source="comment"
        label="desk.negotiation.reply"
        helperText="desk.negotiation.reply_help"
        validate={required()}
        multiline
        minRows={2}
        fullWidth
      />
      <SaveButton label="desk.negotiation.send" disabled={isPending} alwaysEnable={!isPending} />
    </Form>
  )
}
