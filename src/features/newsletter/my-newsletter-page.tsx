import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { NewsletterStatus } from '../../../contract/newsletter'
import { PageHeading } from '../../ui/page-heading'
import { accountErrorMessages } from '../account/account-messages'
import { NewsletterStatusNote } from './newsletter-form'
import { useNewsletterSubscribe } from './use-newsletter-subscribe'
import { useNewsletterSubscription } from './use-newsletter-subscription'

/**
 * my-newsletter: whether the customer's address is subscribed, subscribe (double opt-in: pending until the mail's
 * link is followed) and unsubscribe.
 */
export function MyNewsletterPage() {
  const { i18n } = useLingui()
  const subscribe = useNewsletterSubscribe()
  const [pending, setPending] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const { subscription, unsubscribe, isUnsubscribing, reload } = useNewsletterSubscription({
    onUnsubscribed: () => {
      setError('')
      setPending(false)
    },
    onRefused: (cause) => setError(accountErrorMessages(i18n, cause).join(', ')),
  })
  const onSubscribe = async (email: string) => {
    setBusy(true)
    const answer = await subscribe(email)
    setBusy(false)
    if ('errors' in answer) return setError(answer.errors.join(', '))
    setError('')
    if (answer.status === 'UNCONFIRMED') setPending(true)
    else await reload()
  }
  const data = subscription.data
  const status: NewsletterStatus = data?.isSubscribed ? 'SUBSCRIBED' : pending ? 'UNCONFIRMED' : 'NOT_ACTIVE'
  return (
    <section className="newsletter">
      <PageHeading>
        <Trans>My newsletter</Trans>
      </PageHeading>
      {data ? (
        <>
          <NewsletterStatusNote status={status} />
          <p className="form__alert" role="alert">
            {error}
          </p>
          {data.isSubscribed ? (
            <button
              type="button"
              className="button button--secondary"
              aria-busy={isUnsubscribing || undefined}
              onClick={unsubscribe}
            >
              <Trans>Unsubscribe</Trans>
            </button>
          ) : (
            <button
              type="button"
              className="button"
              aria-busy={busy || undefined}
              onClick={() => {
                if (!busy) void onSubscribe(data.email)
              }}
            >
              {pending ? <Trans>Send the confirmation mail again</Trans> : <Trans>Subscribe to the newsletter</Trans>}
            </button>
          )}
        </>
      ) : subscription.isError ? (
        <p role="alert">
          <Trans>Your subscription could not be loaded. Please try again later.</Trans>
        </p>
      ) : (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
    </section>
  )
}
