import { Trans, useLingui } from '@lingui/react/macro'
import { type AnswerComment, answerCommentSchema, type RequestDetailView } from '../../../../contract/request'
import { formatDateTime } from '../../../i18n/format'
import { useLocale } from '../../../i18n/use-locale'
import { checkedBy, useAppForm } from '../../../ui/form/form-hook'
import { showIssuesAtFields } from '../../../ui/form/server-issues'
import { useRequestComment } from './use-request-comment'

const noComment: AnswerComment = { comment: '' }

/**
 * The request's thread: the buyer's and the company's messages in order, each with its side, name and time, and a
 * field to write the next one (the company reads it in its sales desk).
 */
export function RequestThread({ request }: { request: RequestDetailView }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { comment } = useRequestComment(request.number)
  const form = useAppForm({
    defaultValues: noComment,
    ...checkedBy(answerCommentSchema),
    onSubmit: async ({ value, formApi }) => {
      try {
        await comment(value.comment.trim())
        formApi.reset(noComment)
      } catch (cause) {
        showIssuesAtFields(formApi, cause)
      }
    },
  })
  return (
    <section className="order__section" aria-labelledby="order-comments-title">
      <h2 id="order-comments-title" className="request-section__title">
        <Trans>Messages</Trans>
      </h2>
      {request.comments.length > 0 ? (
        <ol className="order-comments">
          {request.comments.map((entry) => (
            <li key={`${entry.date}-${entry.message}`} className={`order-comment order-comment--${entry.side}`}>
              <p className="order-comment__date">
                {[
                  entry.side === 'buyer' ? t`You` : entry.author || t`Our sales team`,
                  formatDateTime(entry.date, locale),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="order-comment__message">{entry.message}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form.AppForm>
        <form.Form className="form order-comment-form">
          <form.AppField name="comment">
            {(field) => <field.TextAreaField label={t`Your message to us`} required maxLength={2000} rows={3} />}
          </form.AppField>
          <div className="request-actions">
            <form.SubmitButton>
              <Trans>Send message</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </section>
  )
}
