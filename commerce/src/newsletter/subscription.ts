/**
 * Newsletter subscriptions with double opt-in (Magento's SubscriptionManager with "Need to Confirm" on): a new
 * subscription is UNCONFIRMED and a confirmation mail goes out; the mail's link makes it SUBSCRIBED.
 */
import type { Context } from '../kernel/context'
import { isEmail } from '../kernel/email-address'
import { GraphQlAlreadyExistsException, GraphQlInputException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import {
  findByCustomer,
  findByEmail,
  findSubscriber,
  STATUS,
  type SubscriberRecord,
  saveSubscriber,
  setStatus,
} from './subscriber-repository'

type Subscriber = { entity_id: number; email: string; firstname: string; lastname: string }

const newCode = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')

function sendConfirmationRequest(ctx: Context, subscriber: SubscriberRecord, name?: string): Promise<void> {
  return ctx.mailer.send({
    to: subscriber.subscriber_email,
    name,
    subject: __('Newsletter subscription confirmation'),
    paragraphs: [
      __('Thank you for subscribing to our newsletter.'),
      __(
        'To begin receiving the newsletter, you must first confirm your subscription by clicking on the following link:',
      ),
    ],
    action: {
      label: __('Confirm subscription'),
      path: `newsletter/subscriber/confirm?id=${subscriber.subscriber_id}&code=${subscriber.subscriber_confirm_code}`,
    },
  })
}

/** Subscribes `email` (of a guest or of the signed-in `customer`): UNCONFIRMED until confirmed, SUBSCRIBED stays. */
async function subscribe(ctx: Context, email: string, customer: Subscriber | null): Promise<SubscriberRecord> {
  const existing = customer ? await findByCustomer(ctx.db, customer.entity_id) : await findByEmail(ctx.db, email)
  if (existing?.subscriber_status === STATUS.SUBSCRIBED) return existing
  const subscriber = await saveSubscriber(ctx.db, {
    email,
    storeId: existing?.store_id ?? ctx.store.store_id,
    customerId: customer?.entity_id ?? null,
    status: STATUS.UNCONFIRMED,
    code: existing?.subscriber_confirm_code ?? newCode(),
  })
  await sendConfirmationRequest(ctx, subscriber, customer ? `${customer.firstname} ${customer.lastname}` : undefined)
  return subscriber
}

/** subscribeEmailToNewsletter. */
export async function subscribeEmail(ctx: Context, rawEmail: string, customer: Subscriber | null): Promise<number> {
  const email = rawEmail.trim().toLowerCase()
  if (!email) throw new GraphQlInputException('You must specify an email address to subscribe to a newsletter.')
  if (!isEmail(email)) throw new GraphQlInputException('Enter a valid email address.')
  if (!customer && !ctx.registry.configFlag(ctx.store, 'newsletter/subscription/allow_guest_subscribe')) {
    throw new GraphQlInputException(
      'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
    )
  }
  const own = customer?.email === email
  const current = own && customer ? await findByCustomer(ctx.db, customer.entity_id) : await findByEmail(ctx.db, email)
  if (current?.subscriber_status === STATUS.SUBSCRIBED) {
    throw new GraphQlAlreadyExistsException('This email address is already subscribed.')
  }
  if (!own && (await ctx.loaders.customerExists(email))) {
    throw new GraphQlInputException('This email address is already assigned to another user.')
  }
  return (await subscribe(ctx, email, own ? customer : null)).subscriber_status
}

/** The customer's subscription as the account sets it (updateCustomerV2, registration). */
export async function setCustomerSubscription(ctx: Context, customer: Subscriber, wanted: boolean): Promise<void> {
  if (wanted) {
    await subscribe(ctx, customer.email, customer)
    return
  }
  const existing = await findByCustomer(ctx.db, customer.entity_id)
  if (existing && existing.subscriber_status !== STATUS.UNSUBSCRIBED) {
    await setStatus(ctx.db, existing.subscriber_id, STATUS.UNSUBSCRIBED)
  }
}

export async function isSubscribed(ctx: Context, customerId: number): Promise<boolean> {
  return (await findByCustomer(ctx.db, customerId))?.subscriber_status === STATUS.SUBSCRIBED
}

/** The confirmation link (Magento's newsletter/subscriber/confirm?id=&code=): SUBSCRIBED. */
export async function confirmSubscription(ctx: Context, id: number, code: string): Promise<void> {
  const subscriber = await findSubscriber(ctx.db, id)
  if (!subscriber || subscriber.subscriber_confirm_code !== code) {
    throw new GraphQlInputException('This is an invalid subscription confirmation code.')
  }
  if (subscriber.subscriber_status !== STATUS.SUBSCRIBED) await setStatus(ctx.db, id, STATUS.SUBSCRIBED)
}

/** The unsubscribe link (Magento's newsletter/subscriber/unsubscribe?id=&code=): UNSUBSCRIBED. */
export async function unsubscribe(ctx: Context, id: number, code: string): Promise<void> {
  const subscriber = await findSubscriber(ctx.db, id)
  if (!subscriber || subscriber.subscriber_confirm_code !== code) {
    throw new GraphQlInputException('This is an invalid subscription ID.')
  }
  await setStatus(ctx.db, id, STATUS.UNSUBSCRIBED)
}
