import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import {
  deliveryTimes,
  type RequestType,
  requestInputSchema,
  requestTypes,
  shippingMethods,
} from '../../../contract/request'
import { useLocale } from '../../i18n/use-locale'
import { checkedBy, useAppForm } from '../../ui/form/form-hook'
import { PageHeading } from '../../ui/page-heading'
import { usePanels } from '../../ui/panels/use-panels'
import { type CartView, useCart } from '../cart/use-cart'
import { useSignedInCustomer } from '../customer/use-signed-in-customer'
import { RequestAddresses } from './request-addresses'
import { keepRequestDraft, keptAddressChoice, newRequest, type RequestDraft, requestDraft } from './request-draft'
import { deliveryTimeLabels, shippingMethodLabels } from './request-labels'
import { billingAddressMissing, shippingAddressMissing } from './request-messages'
import { RequestSummary } from './request-summary'
import { requestTypeLabels } from './request-type-labels'
import { usePlaceRequest } from './use-place-request'
import { useRequestAddresses } from './use-request-addresses'
import '../../styles/beyond-first-paint.css'

interface RequestPageProps {
  /** The kind chosen (the address's `type`), preselected in the form. */
  type: RequestType
  onTypeChange: (type: RequestType) => void
}

/**
 * /{locale}/request: the cart sent as a quote request or an order request. A guest is asked to sign in here and
 * stays on this page with the cart (merged into the customer's); an empty cart leads back to the stock list.
 */
export function RequestPage({ type, onTypeChange }: RequestPageProps) {
  const customer = useSignedInCustomer()
  const { cart, isLoading, error } = useCart()
  const wasGuest = useRef(false)
  if (customer === null) wasGuest.current = true
  return (
    <div className="page request-page">
      <PageHeading>
        <Trans>Send a request</Trans>
      </PageHeading>
      {error ? (
        <p role="alert">
          <Trans>The cart could not be loaded. Please try again later.</Trans>
        </p>
      ) : customer === undefined || isLoading || !cart ? (
        <RequestSkeleton />
      ) : cart.items.length === 0 ? (
        <EmptyRequest />
      ) : customer === null ? (
        <SignInFirst cart={cart} />
      ) : (
        <RequestForm cart={cart} type={type} onTypeChange={onTypeChange} focusOnMount={wasGuest.current} />
      )}
    </div>
  )
}

function RequestSkeleton() {
  return (
    <div className="request-layout" aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Loading your request…</Trans>
      </p>
      <div className="request-layout__main skeleton request-skeleton" aria-hidden="true" />
      <div className="request-layout__summary skeleton request-skeleton" aria-hidden="true" />
    </div>
  )
}

function EmptyRequest() {
  const locale = useLocale()
  return (
    <div className="cart-empty">
      <p>
        <Trans>Your cart is empty. Add products from the stock list, then send your request.</Trans>
      </p>
      <Link to="/$locale" params={{ locale }} className="button">
        <Trans>Back to stock list</Trans>
      </Link>
    </div>
  )
}

/** A guest: requests belong to an account. Signing in keeps this page and the cart. */
function SignInFirst({ cart }: { cart: CartView }) {
  const locale = useLocale()
  const panels = usePanels()
  return (
    <div className="request-layout">
      <section className="request-layout__main request-section" aria-labelledby="request-sign-in-title">
        <h2 id="request-sign-in-title" className="request-section__title">
          <Trans>Sign in to send your request</Trans>
        </h2>
        <p>
          <Trans>
            Requests are sent from your customer account, so that we can answer you and you can follow them in your
            order history. Your cart is kept.
          </Trans>
        </p>
        <div className="request-actions">
          <button type="button" className="button" onClick={() => panels.open('loginModal')}>
            <Trans>Sign in</Trans>
          </button>
          <Link
            to="/$locale/registration"
            params={{ locale }}
            search={{ returnTo: 'request' }}
            className="button button--secondary"
          >
            <Trans>Create an account</Trans>
          </Link>
        </div>
      </section>
      <div className="request-layout__summary">
        <RequestSummary cart={cart} />
      </div>
    </div>
  )
}

interface RequestFormProps extends RequestPageProps {
  cart: CartView
  /** After signing in on this page: the form takes the focus, so the keyboard goes on from here. */
  focusOnMount: boolean
}

function RequestForm({ cart, type, onTypeChange, focusOnMount }: RequestFormProps) {
  const { t, i18n } = useLingui()
  const addresses = useRequestAddresses()
  const place = usePlaceRequest()
  const kindLegend = useRef<HTMLSpanElement>(null)
  const addButtonId = useId()
  const [refusal, setRefusal] = useState('')
  // Asked for when a submit found an address missing; the alert empties itself once both are there.
  const [addressesAsked, setAddressesAsked] = useState(false)
  const missingAddresses = [
    addresses.billing ? null : billingAddressMissing,
    addresses.shipping ? null : shippingAddressMissing,
  ].flatMap((message) => (message ? [i18n._(message)] : []))
  const alert = addressesAsked && missingAddresses.length > 0 ? missingAddresses.join(' · ') : refusal
  useEffect(() => {
    if (focusOnMount) kindLegend.current?.focus()
  }, [focusOnMount])

  const form = useAppForm({
    defaultValues: newRequest(type),
    ...checkedBy(requestInputSchema),
    listeners: { onChange: ({ formApi }) => keepRequestDraft(formApi.state.values) },
    onSubmit: async ({ value }) => {
      setRefusal('')
      if (missingAddresses.length > 0) {
        setAddressesAsked(true)
        document.getElementById(addButtonId)?.focus()
        return
      }
      const refusal = await place(value)
      if (refusal) setRefusal(refusal)
    },
  })
  // The kept addresses wait for the address book: a chosen address may have gone meanwhile.
  const keptAddresses = useRef<RequestDraft | null>(null)
  useEffect(() => {
    const draft = requestDraft()
    if (!draft) return
    form.setFieldValue('shippingMethod', draft.shippingMethod)
    form.setFieldValue('deliveryTime', draft.deliveryTime)
    form.setFieldValue('purchaseOrderNumber', draft.purchaseOrderNumber)
    form.setFieldValue('message', draft.message)
    keptAddresses.current = draft
  }, [form])
  useEffect(() => {
    const draft = keptAddresses.current
    if (!draft || addresses.isPending) return
    keptAddresses.current = null
    for (const field of ['billingAddressId', 'shippingAddressId'] as const) {
      form.setFieldValue(field, keptAddressChoice(draft, field, addresses.saved))
    }
  }, [form, addresses.isPending, addresses.saved])

  return (
    <form.AppForm>
      <form.Form className="request-layout">
        <div className="request-layout__main form">
          <p className="form__alert" role="alert" tabIndex={-1}>
            {alert}
          </p>
          <form.AppField name="type" listeners={{ onChange: ({ value }) => onTypeChange(value) }}>
            {(field) => (
              <field.RadioGroupField
                label={
                  <span ref={kindLegend} tabIndex={-1} className="request-form__focus">
                    {t`Kind of request`}
                  </span>
                }
                options={requestTypes.map((kind) => ({
                  value: kind,
                  label: i18n._(requestTypeLabels[kind]),
                  description:
                    kind === 'quote'
                      ? t`A non-binding offer with prices and freight costs.`
                      : t`We confirm your order; the contract is concluded once you approve our order confirmation.`,
                }))}
              />
            )}
          </form.AppField>
          <RequestAddresses form={form} addresses={addresses} addButtonId={addButtonId} />
          <form.AppField name="shippingMethod">
            {(field) => (
              <field.RadioGroupField
                label={t`Shipping`}
                options={shippingMethods.map((method) => ({
                  value: method,
                  label: i18n._(shippingMethodLabels[method]),
                  description:
                    method === 'freight'
                      ? t`Delivered by a forwarding agent; the freight is priced in our answer.`
                      : t`You collect the goods at our plant.`,
                }))}
              />
            )}
          </form.AppField>
          <form.AppField name="deliveryTime">
            {(field) => (
              <field.RadioGroupField
                label={t`Desired delivery time`}
                inline
                options={[
                  { value: null, label: t`No preference` },
                  ...deliveryTimes.map((time) => ({ value: time, label: i18n._(deliveryTimeLabels[time]) })),
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="purchaseOrderNumber">
            {(field) => <field.TextField label={t`Your order number (optional)`} maxLength={40} />}
          </form.AppField>
          <form.AppField name="message">
            {(field) => (
              <field.TextAreaField
                label={t`Message`}
                hint={t`A delivery date, or anything else we should know.`}
                maxLength={2000}
              />
            )}
          </form.AppField>
        </div>
        <div className="request-layout__summary">
          <RequestSummary cart={cart} />
          <div className="request-submit">
            <form.SubmitButton className="button request-submit__button">
              <form.Subscribe selector={(state) => state.values.type}>
                {(kind) => (kind === 'quote' ? t`Request a quote` : t`Send order request`)}
              </form.Subscribe>
            </form.SubmitButton>
            <p className="request-submit__note">
              <Trans>We answer within the next working day. Nothing is paid online.</Trans>
            </p>
          </div>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
