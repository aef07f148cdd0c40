import { useState } from 'react'
import {
  BooleanInput,
  Confirm,
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { Section } from '../ui/section'
import type { DeskRequest } from './desk-request'
import { commentStatusChoices } from './request-choices'
import type { RequestComment } from './requests-data'
import { useCommentRequest } from './use-comment-request'

export function RequestAnswer() {
  const request = useRecordContext<DeskRequest>()
  if (!request) return null
  // A fresh form once the saved comment is in the history: empty, the request's new status preselected.
  return <AnswerForm key={`${request.status}-${request.history.length}`} request={request} />
}

function AnswerForm({ request }: { request: DeskRequest }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [unconfirmed, setUnconfirmed] = useState<RequestComment | null>(null)
  const { mutate, isPending } = useCommentRequest(request)
  const submit = (values: Partial<RequestComment>) => {
    const comment = values as RequestComment
    const statusChanges = comment.status !== request.status
    if (!statusChanges && !comment.comment?.trim()) return notify('desk.answer.nothing', { type: 'warning' })
    if (statusChanges) return setUnconfirmed(comment)
    mutate(comment)
  }
  const statusName = (code: string) => translate(`desk.status.${code}`, { _: code })
  return (
    <Section title="desk.answer.title">
      <Form
        defaultValues={{ comment: '', status: request.status, notifyCustomer: false, visibleToCustomer: false }}
        onSubmit={submit}
      >
        <TextInput source="comment" label="desk.answer.comment" multiline minRows={3} fullWidth />
        <SelectInput source="status" label="desk.answer.status" choices={commentStatusChoices(request.status)} />
        <BooleanInput source="notifyCustomer" label="desk.answer.notify" />
        <BooleanInput source="visibleToCustomer" label="desk.answer.visible" />
        <SaveButton label="desk.answer.submit" disabled={isPending} alwaysEnable={!isPending} />
      </Form>
      <Confirm
        isOpen={unconfirmed !== null}
        title="desk.answer.confirm_title"
        content="desk.answer.confirm_content"
        translateOptions={{
          number: request.number,
          from: statusName(request.status),
          to: statusName(unconfirmed?.status ?? request.status),
        }}
        loading={isPending}
        onConfirm={() => {
          if (unconfirmed) mutate(unconfirmed)
          setUnconfirmed(null)
        }}
        onClose={() => setUnconfirmed(null)}
      />
    </Section>
  )
}
