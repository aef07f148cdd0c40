/** The customer's mails (Magento's customer e-mail templates), written through the one mailer. */
import type { Context } from '../kernel/context'
import { __ } from '../kernel/phrase'
import type { CustomerRecord } from './customer-repository'

const storeName = (ctx: Context) => ctx.registry.config(ctx.store, 'general/store_information/name') ?? ctx.store.name
const fullName = (c: CustomerRecord) => `${c.firstname} ${c.lastname}`

/**
 * The confirmation link leads to the storefront's `confirm-email/{id}/{key}` page (the e-mail rides along, and
 * `back_url`, where the visitor goes next, when the registration named one).
 */
export function sendConfirmation(ctx: Context, customer: CustomerRecord, key: string, backUrl?: string): Promise<void> {
  const query = new URLSearchParams({ email: customer.email, ...(backUrl ? { back_url: backUrl } : {}) })
  return ctx.mailer.send({
    to: customer.email,
    name: fullName(customer),
    subject: __('Please confirm your %1 account', storeName(ctx)),
    paragraphs: [
      __('You must confirm your %1 email before you can sign in (link is only valid once):', customer.email),
    ],
    action: {
      label: __('Confirm Your Account'),
      path: `confirm-email/${customer.entity_id}/${key}?${query}`,
    },
  })
}

export function sendWelcome(ctx: Context, customer: CustomerRecord): Promise<void> {
  return ctx.mailer.send({
    to: customer.email,
    name: fullName(customer),
    subject: __('Welcome to %1', storeName(ctx)),
    paragraphs: [
      __('Welcome to %1.', storeName(ctx)),
      __('To sign in to our site, use your email address %1 and your password on the My Account page.', customer.email),
    ],
    action: { label: __('My Account'), path: 'customer' },
  })
}

/** The reset link leads to the storefront's `create-password/{email}/{token}` page. */
export function sendPasswordReset(ctx: Context, customer: CustomerRecord, token: string): Promise<void> {
  return ctx.mailer.send({
    to: customer.email,
    name: fullName(customer),
    subject: __('Reset your %1 password', storeName(ctx)),
    paragraphs: [
      __('There was recently a request to change the password for your account.'),
      __('If you requested this change, set a new password here:'),
      __('If you did not make this request, you can ignore this email and your password will remain the same.'),
    ],
    action: {
      label: __('Set a New Password'),
      path: `create-password/${encodeURIComponent(customer.email)}/${token}`,
    },
  })
}

/**
 * Magento's "Your %1 password has been changed" (customer/password/reset_password_template's notice, sent on a
 * change and on a reset): the owner learns of a change they did not make.
 */
export function sendPasswordChanged(ctx: Context, customer: CustomerRecord): Promise<void> {
  return ctx.mailer.send({
    to: customer.email,
    name: fullName(customer),
    subject: __('Your %1 password has been changed', storeName(ctx)),
    paragraphs: [
      __(
        'We have received a request to change the following information associated with your account at %1: password.',
        storeName(ctx),
      ),
      __('You have been signed out everywhere else. If you have not authorized this action, reset your password now.'),
    ],
    action: { label: __('Set a New Password'), path: 'reset-password' },
  })
}

/**
 * The link that makes an e-mail change (email-change.ts), to the new address: the confirmation page of a new account,
 * `confirm-email/{id}/{key}?email={new}`, which asks for the password.
 */
export function sendEmailChangeConfirmation(
  ctx: Context,
  customer: CustomerRecord,
  newEmail: string,
  key: string,
): Promise<void> {
  return ctx.mailer.send({
    to: newEmail,
    name: fullName(customer),
    subject: __('Please confirm your new %1 email address', storeName(ctx)),
    paragraphs: [
      __('You asked to sign in to your %1 account with %2 from now on.', storeName(ctx), newEmail),
      __('Your email address changes when you open this link and enter your password (valid for 24 hours):'),
    ],
    action: {
      label: __('Confirm Your New Email Address'),
      path: `confirm-email/${customer.entity_id}/${key}?${new URLSearchParams({ email: newEmail })}`,
    },
  })
}

/**
 * Magento's "Your %1 email has been changed" (customer/account_information/change_email_template), to the old
 * address before the change takes effect, with the way back: the reset page with a token of the change, which sets
 * a new password and keeps this address.
 */
export function sendEmailChangeNotice(
  ctx: Context,
  customer: CustomerRecord,
  newEmail: string,
  undoToken: string,
): Promise<void> {
  return ctx.mailer.send({
    to: customer.email,
    name: fullName(customer),
    subject: __('Your %1 email is about to change', storeName(ctx)),
    paragraphs: [
      __(
        'We have received a request to change the following information associated with your account at %1: email, to %2.',
        storeName(ctx),
        newEmail,
      ),
      __('The change takes effect once it is confirmed from the new address.'),
      __(
        'If you have not authorized this action, set a new password within 7 days: your account keeps this address and is signed out everywhere.',
      ),
    ],
    action: {
      label: __('Keep This Address and Set a New Password'),
      path: `create-password/${encodeURIComponent(customer.email)}/${undoToken}`,
    },
  })
}
