import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type RatingMetadataView, type ReviewInput, reviewInputSchema } from '../../../contract/review'
import { errorData } from '../../trpc/error-data'
import { checkedBy, useAppForm } from '../../ui/form/form-hook'
import { showIssuesAtFields } from '../../ui/form/server-issues'
import { usePanels } from '../../ui/panels/use-panels'
import { useSignedInCustomer } from '../customer/use-signed-in-customer'
import { reviewFailureMessage } from './review-messages'
import { useCreateReview } from './use-create-review'

/** The review form's fields, checked with the schema the procedure uses (loaded with the form, see ReviewForm). */
export function ReviewFormFields({ sku, ratings }: { sku: string; ratings: RatingMetadataView[] }) {
  const { i18n, t } = useLingui()
  const customer = useSignedInCustomer()
  const panels = usePanels()
  const [error, setError] = useState<{ message: string; signIn: boolean } | null>(null)
  const [sent, setSent] = useState(false)
  const { create, reloadMine } = useCreateReview()
  const defaultValues: ReviewInput = {
    sku,
    nickname: customer?.firstname ?? '',
    summary: '',
    text: '',
    ratings: ratings.map((rating) => ({ id: rating.id, valueId: '' })),
  }
  const form = useAppForm({
    defaultValues,
    ...checkedBy(reviewInputSchema),
    onSubmit: async ({ value, formApi }) => {
      try {
        await create(value)
        setError(null)
        setSent(true)
        formApi.reset()
        await reloadMine()
      } catch (cause) {
        const signIn = !customer && errorData(cause)?.reason === 'NOT_AUTHORIZED'
        const rest = showIssuesAtFields(formApi, cause)
        setError(rest ? { message: reviewFailureMessage(i18n, rest), signIn } : null)
      }
    },
  })

  if (sent) {
    return (
      <div className="review-form__sent" role="status">
        <p>
          <Trans>Thank you for your review. It will appear here once the shop has approved it.</Trans>
        </p>
        <button type="button" className="button button--secondary" onClick={() => setSent(false)}>
          <Trans>Write another review</Trans>
        </button>
      </div>
    )
  }
  return (
    <form.AppForm>
      <form.Form className="form">
        <div className="form__alert" role="alert" tabIndex={-1}>
          {error && <p>{error.message}</p>}
          {error?.signIn && (
            <button type="button" className="button button--secondary" onClick={() => panels.open('loginModal')}>
              <Trans>Login</Trans>
            </button>
          )}
        </div>
        {ratings.map((rating, index) => (
          <form.AppField key={rating.id} name={`ratings[${index}].valueId`}>
            {(field) => (
              <field.SelectField
                label={rating.name}
                required
                placeholder={t`Please choose`}
                options={rating.values.map((value) => ({ value: value.valueId, label: value.label }))}
              />
            )}
          </form.AppField>
        ))}
        <form.AppField name="nickname">
          {(field) => <field.TextField label={t`Nickname`} required maxLength={128} autoComplete="nickname" />}
        </form.AppField>
        <form.AppField name="summary">
          {(field) => <field.TextField label={t`Summary`} required maxLength={255} />}
        </form.AppField>
        <form.AppField name="text">
          {(field) => <field.TextAreaField label={t`Review`} required rows={5} />}
        </form.AppField>
        <div className="form__actions">
          <form.SubmitButton>{t`Submit review`}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
