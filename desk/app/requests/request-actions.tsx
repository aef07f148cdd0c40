/**
 * What the company can do with a request in its status: write the offer (or its next version, when the buyer asked
 * for a revision) or the order confirmation, decline it with a reason, and after the contract move it to
 * processing and then complete. Each status change is confirmed first; a change that another clerk beat answers
 * with commerce's conflict in words.
 */
import BlockIcon from '@mui/icons-material/Block'
import EditNoteIcon from '@mui/icons-material/EditNote'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'
import { useState } from 'react'
import { Confirm, Form, Link, required, SaveButton, TextInput, useRecordContext, useTranslate } from 'react-admin'
import { composableDocument, declinable, nextFulfilmentStatus } from '../../../rules/request-workflow'
import { Section } from '../ui/section'
import type { DeskRequest } from './desk-request'
import type { RequestComment } from './requests-data'
import { useCommentRequest } from './use-comment-request'

export function RequestActions() {
  const request = useRecordContext<DeskRequest>()
  if (!request) return null
  const compose = composableDocument(request.status)
  const next = nextFulfilmentStatus(request.status)
  if (!compose && !declinable(request.status) && !next) return null
  return (
    <Section title="desk.actions.title">
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {compose && <ComposeButton request={request} type={compose} />}
        {next && <FulfilmentButton request={request} status={next} />}
        {declinable(request.status) && <DeclineButton request={request} />}
      </Stack>
    </Section>
  )
}

function ComposeButton({ request, type }: { request: DeskRequest; type: 'offer' | 'confirmation' }) {
  const translate = useTranslate()
  const sent = (request.documents ?? []).find((document) => document.type === type)
  const label = sent
    ? translate(`desk.actions.revise_${type}`, { version: sent.version + 1 })
    : translate(`desk.actions.compose_${type}`)
  return (
    <Button
      variant="contained"
      component={Link}
      to={`/requests/${request.id}/compose/${type}`}
      startIcon={<EditNoteIcon />}
    >
      {label}
    </Button>
  )
}

function FulfilmentButton({ request, status }: { request: DeskRequest; status: 'processing' | 'complete' }) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const { mutate, isPending } = useCommentRequest(request, () => setOpen(false))
  const statusName = (code: string) => translate(`desk.status.${code}`, { _: code })
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate(`desk.actions.to_${status}`)}
      </Button>
      <Confirm
        isOpen={open}
        title="desk.answer.confirm_title"
        content="desk.answer.confirm_content"
        translateOptions={{ number: request.number, from: statusName(request.status), to: statusName(status) }}
        loading={isPending}
        onConfirm={() =>
          mutate({ comment: '', status, notifyCustomer: false, visibleToCustomer: false } satisfies RequestComment)
        }
        onClose={() => setOpen(false)}
      />
    </>
  )
}

/** Declining needs a reason: it is mailed to the buyer and shown in their account. */
function DeclineButton({ request }: { request: DeskRequest }) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const { mutate, isPending } = useCommentRequest(request, () => setOpen(false))
  const decline = (values: Record<string, unknown>) =>
    mutate({
      comment: String(values.reason ?? '').trim(),
      status: 'declined',
      notifyCustomer: true,
      visibleToCustomer: true,
    })
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        {translate('desk.actions.decline')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth aria-labelledby="decline-title">
        <Form defaultValues={{ reason: '' }} onSubmit={decline}>
          <DialogTitle id="decline-title">
            {translate('desk.actions.decline_title', { number: request.number })}
          </DialogTitle>
          <DialogContent>
            <TextInput
              source="reason"
              label="desk.actions.decline_reason"
              helperText="desk.actions.decline_help"
              validate={required()}
              multiline
              minRows={3}
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton
              label="desk.actions.decline_submit"
              icon={<BlockIcon />}
              disabled={isPending}
              alwaysEnable={!isPending}
            />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  )
}
