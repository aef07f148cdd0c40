import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { NewsletterStatus } from '../../../contract/newsletter'
import { newsletterSubscribeInputSchema } from '../../../contract/newsletter'
import { checkedBy, useAppForm } from '../../ui/form/form-hook'
import { useNewsletterSubscribe } from './use-newsletter-subscribe'
import '../../styles/beyond-first-paint.css'

/** The newsletter modal's form: an e-mail address, then the double opt-in's 'check your mail'. */
export function NewsletterForm({ email }: { email: string }) {
  const { t } = useLingui()
  const subscribe = useNewsletterSubscribe()
  const [error, setError] = useState('')
  const [status, setStatus] = useState<NewsletterStatus | null>(null)
  const form = useAppForm({
    defaultValues: { email },
    ...checkedBy(newsletterSubscribeInputSchema),
    onSubmit: async ({ value }) => {
      const answer = await subscribe(value.email)
      if ('errors' in answer) {
        setError(answer.errors.join(', '))
      } else {
        setError('')
        setStatus(answer.status)
      }
    },
  })
  if (status) return <NewsletterStatusNote status={status} />
  return (
    <form.AppForm>
      <form.Form className="form">
        <p>
          <Trans>
            News about our sheets, rods and boards, stock offers and delivery times. You can unsubscribe at any time.
          </Trans>
        </p>
        <p className="form__alert" role="alert" tabIndex={-1}>
          {error}
        </p>
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" required autoComplete="email" inputMode="email" />}
        </form.AppField>
        <div className="form__actions">
          <form.SubmitButton>{t`Subscribe`}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

/** What a subscription's status means for the visitor. */
export function NewsletterStatusNote({ status }: { status: NewsletterStatus }) {
  return (
    <p className="newsletter__status" role="status" tabIndex={-1}>
      {status === 'SUBSCRIBED' ? (
        <Trans>You are subscribed to our newsletter.</Trans>
      ) : status === 'UNCONFIRMED' ? (
        <Trans>We have sent you a confirmation mail. Please follow its link to confirm your subscription.</Trans>
      ) : (
        <Trans>You are not subscribed to our newsletter.</Trans>
      )}
    </p>
  )
}
