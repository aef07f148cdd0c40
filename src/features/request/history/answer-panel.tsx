import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import {
  type AnswerComment,
  answerCommentSchema,
  type RequestAnswer,
  type RequestDetailView,
} from '../../../../contract/request'
import { formatDay } from '../../../i18n/format'
import { useLocale } from '../../../i18n/use-locale'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { Dialog, useDialogTrigger } from '../../../ui/dialog'
import { checkedBy, useAppForm } from '../../../ui/form/form-hook'
import { showIssuesAtFields } from '../../../ui/form/server-issues'
import { deliveryTimeLabels, documentKindLabels } from '../request-labels'
import { Delivery, TotalsRow, useMoney } from './document-figures'
import { useRequestAnswer } from './use-request-answer'

type Dialogs = 'accept' | 'revise' | 'declineOffer' | 'approve' | 'declineConfirmation' | null

/**
 * The answers the status allows, to the version of the document the page shows. An offer: accept through a summary
 * of what is accepted (it becomes an order request), ask for a revision with a comment, or decline after a question;
 * an expired one only a renewal or a decline. An order confirmation: approve through a summary that says the
 * contract is concluded, or decline with a reason.
 */
export function AnswerPanel({ request }: { request: RequestDetailView }) {
  const { number, answers, answering } = request
  const { answer, sending } = useRequestAnswer(number)
  const [open, setOpen] = useState<Dialogs>(null)
  const trigger = useDialogTrigger()
  const locale = useLocale()
  // The version answered: the current document where it is of the kind answered (none for an answer by comment).
  const document = request.document?.kind === answering ? request.document : null
  const documentId = document?.id ?? null
  const expired = document?.expired === true
  const send = (kind: RequestAnswer, comment = '') => answer({ answer: kind, documentId, comment })
  const close = () => setOpen(null)
  const offer = answering === 'offer'
  const validUntil = document?.validUntil ? formatDay(document.validUntil, locale) : ''

  const buttons: { kind: RequestAnswer; label: ReactNode; dialog?: Dialogs; primary?: boolean }[] = offer
    ? [
        { kind: 'acceptOffer', label: <Trans>Accept offer</Trans>, dialog: 'accept', primary: true },
        {
          kind: 'requestRevision',
          label: expired ? <Trans>Ask for a renewed offer</Trans> : <Trans>Ask for a revision</Trans>,
          dialog: 'revise',
          primary: expired,
        },
        { kind: 'decline', label: <Trans>Decline</Trans>, dialog: 'declineOffer' },
      ]
    : [
        {
          kind: 'approveConfirmation',
          label: <Trans>Approve order confirmation</Trans>,
          dialog: 'approve',
          primary: true,
        },
        { kind: 'decline', label: <Trans>Decline</Trans>, dialog: 'declineConfirmation' },
      ]

  return (
    <section className="order__section order-answer" aria-labelledby="order-answer-title">
      <h2 id="order-answer-title" className="request-section__title">
        <Trans>Your answer</Trans>
      </h2>
      {offer && expired ? (
        <p className="order-answer__expired">
          <Trans>
            This offer expired on {validUntil} and can no longer be accepted. Ask us for a renewed offer, or decline it.
          </Trans>
        </p>
      ) : (
        <p>
          {offer ? (
            <Trans>
              Accept the offer to turn it into an order request on its terms, ask us for a revision, or decline it.
            </Trans>
          ) : (
            <Trans>We have sent you an order confirmation. Approving it concludes the contract.</Trans>
          )}
        </p>
      )}
      <div className="request-actions">
        {buttons
          .filter((button) => answers.includes(button.kind))
          .map((button) => (
            <button
              key={button.kind}
              type="button"
              className={button.primary ? 'button' : 'button button--secondary'}
              aria-busy={sending === button.kind || undefined}
              {...(button.dialog ? trigger : {})}
              onClick={() => (button.dialog ? setOpen(button.dialog) : void send(button.kind).catch(ignore))}
            >
              {button.label}
            </button>
          ))}
      </div>
      <CommentDialog
        open={open === 'revise'}
        title={expired ? <Trans>Ask for a renewed offer</Trans> : <Trans>Ask for a revision</Trans>}
        intro={
          expired ? (
            <Trans>Tell us what the renewed offer should say; we will send you a new version.</Trans>
          ) : (
            <Trans>Tell us what should change (prices, quantities, delivery); we will send you a new version.</Trans>
          )
        }
        fieldLabel={<Trans>What should change?</Trans>}
        submitLabel={<Trans>Send request</Trans>}
        onCancel={close}
        onSend={(comment) => send('requestRevision', comment).then(close)}
      />
      <ConfirmDialog
        open={open === 'declineOffer'}
        title={<Trans>Decline the offer?</Trans>}
        question={<Trans>Do you really want to decline request {number}? It is closed then.</Trans>}
        confirmLabel={<Trans>Decline</Trans>}
        onCancel={close}
        onConfirm={() => {
          close()
          void send('decline').catch(ignore)
        }}
      />
      <CommentDialog
        open={open === 'declineConfirmation'}
        title={<Trans>Decline the order confirmation?</Trans>}
        intro={<Trans>Request {number} is closed then. Please tell us why you decline.</Trans>}
        fieldLabel={<Trans>Reason</Trans>}
        submitLabel={<Trans>Decline</Trans>}
        danger
        onCancel={close}
        onSend={(comment) => send('decline', comment).then(close)}
      />
      <AnswerSummaryDialog
        open={open === 'accept'}
        request={request}
        title={<Trans>Accept the offer</Trans>}
        consequence={
          <Trans>
            By accepting you request an order on the terms of this offer; we answer with an order confirmation, which
            you approve to order bindingly.
          </Trans>
        }
        confirmLabel={<Trans>Accept and request the order</Trans>}
        onCancel={close}
        onConfirm={() => send('acceptOffer').then(close, ignore)}
      />
      <AnswerSummaryDialog
        open={open === 'approve'}
        request={request}
        title={<Trans>Approve the order confirmation</Trans>}
        consequence={
          <Trans>
            By approving you order bindingly: the contract is concluded on the terms of this order confirmation.
          </Trans>
        }
        confirmLabel={<Trans>Approve and order bindingly</Trans>}
        onCancel={close}
        onConfirm={() => send('approveConfirmation').then(close, ignore)}
      />
    </section>
  )
}

function ignore(): void {}

/**
 * The summary before an answer that turns the document into the next step (accepting an offer, approving an order
 * confirmation): which document and version, payment terms, delivery and the total incl. VAT, what the answer
 * means, and one press to give it.
 */
function AnswerSummaryDialog({
  open,
  request,
  title,
  consequence,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  open: boolean
  request: RequestDetailView
  title: ReactNode
  consequence: ReactNode
  confirmLabel: ReactNode
  onCancel: () => void
  onConfirm: () => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const money = useMoney()
  const [busy, setBusy] = useState(false)
  const document = request.document?.kind === request.answering ? request.document : null
  const { number } = request
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel()
      }}
      placement="center"
      className="dialog--wide"
      title={title}
    >
      <dl className="cart-totals order-approve__summary">
        <TotalsRow label={t`Request`}>{number}</TotalsRow>
        {document ? (
          <TotalsRow label={i18n._(documentKindLabels[document.kind])}>
            {t`${document.number}, version ${document.version}`}
          </TotalsRow>
        ) : null}
        {document?.paymentTerms ? <TotalsRow label={t`Payment terms`}>{document.paymentTerms}</TotalsRow> : null}
        <DeliveryRow request={request} document={document} />
        <TotalsRow label={t`Total (incl. VAT)`} grand>
          {money(document?.total ?? request.total)}
        </TotalsRow>
      </dl>
      <p className="order-approve__binding">{consequence}</p>
      <div className="confirm__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className="button"
          aria-busy={busy || undefined}
          onClick={() => {
            if (busy) return
            setBusy(true)
            void onConfirm().finally(() => setBusy(false))
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}

/** The document's delivery when its lines share one, else the delivery time the buyer asked for. */
function DeliveryRow({ request, document }: { request: RequestDetailView; document: RequestDetailView['document'] }) {
  const { t, i18n } = useLingui()
  const lines = document?.lines ?? []
  const deliveryOf = (line: (typeof lines)[number]) => line.deliveryDate ?? line.deliveryWeek
  const [first] = lines
  if (first && deliveryOf(first) && lines.every((line) => deliveryOf(line) === deliveryOf(first))) {
    return (
      <TotalsRow label={t`Delivery`}>
        <Delivery line={first} />
      </TotalsRow>
    )
  }
  if (lines.some(deliveryOf)) return <TotalsRow label={t`Delivery`}>{t`as stated for each line`}</TotalsRow>
  if (!request.deliveryTime) return null
  return <TotalsRow label={t`Requested delivery time`}>{i18n._(deliveryTimeLabels[request.deliveryTime])}</TotalsRow>
}

const noComment: AnswerComment = { comment: '' }

/** A dialog asking for the buyer's words to an answer (answerCommentSchema); what was typed stays on a refusal. */
function CommentDialog({
  open,
  title,
  intro,
  fieldLabel,
  submitLabel,
  danger,
  onCancel,
  onSend,
}: {
  open: boolean
  title: ReactNode
  intro: ReactNode
  fieldLabel: ReactNode
  submitLabel: ReactNode
  danger?: boolean
  onCancel: () => void
  onSend: (comment: string) => Promise<void>
}) {
  const form = useAppForm({
    defaultValues: noComment,
    ...checkedBy(answerCommentSchema),
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSend(value.comment.trim())
        formApi.reset(noComment)
      } catch (cause) {
        showIssuesAtFields(formApi, cause)
      }
    },
  })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel()
      }}
      placement="center"
      title={title}
    >
      <form.AppForm>
        <form.Form className="form">
          <p>{intro}</p>
          <form.AppField name="comment">
            {(field) => <field.TextAreaField label={fieldLabel} required maxLength={2000} rows={4} />}
          </form.AppField>
          <div className="confirm__actions">
            <button type="button" className="button button--secondary" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </button>
            <form.SubmitButton className={danger ? 'button button--danger' : undefined}>
              {submitLabel}
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </Dialog>
  )
}
