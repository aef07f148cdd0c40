import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ErrorReason } from '../../../contract/error-reason'
import { inputIssueMessages } from '../../ui/form/input-issue-messages'
import { commonReasonMessages, failureMessage } from '../errors/failure-message'

/** What the request page and the order history say when a call is refused, by reason (contract/error-reason.ts). */

export const proposeFailed = msg`Propose failed!`
export const shippingAddressMissing = msg`Please add a shipping address`
export const billingAddressMissing = msg`Please add a billing address`

const byReason: Partial<Record<ErrorReason, MessageDescriptor>> = {
  SHIPPING_ADDRESS_MISSING: shippingAddressMissing,
  BILLING_ADDRESS_MISSING: billingAddressMissing,
  ADDRESS_NOT_FOUND: msg`The chosen address is no longer in your address book. Please choose another one.`,
  REQUEST_FAILED: proposeFailed,
  REQUEST_UNCONFIRMED: msg`The connection broke off while your request was being sent, so we cannot tell yet whether it arrived. Please send it again in a moment: if it arrived, you will see it, and no second request is made.`,
  CART_NOT_FOUND: msg`Your cart is empty.`,
  ANSWER_NOT_ALLOWED: msg`This answer is no longer possible: the request has changed meanwhile.`,
  OFFER_EXPIRED: msg`This offer has expired and can no longer be accepted. You can ask us for a renewed offer.`,
  DOCUMENT_OUTDATED: msg`We have sent a newer version meanwhile. Please check the figures shown now and answer again.`,
  DOCUMENT_NOT_FOUND: msg`This document is no longer part of the request. Please check the figures shown now.`,
  NOT_FOUND: msg`This order could not be found.`,
  ...commonReasonMessages,
}

/** Why a request could not be sent; 'Propose failed!' for anything else (spec §8). */
export function placeErrorMessage(i18n: I18n, error: unknown): string {
  return failureMessage(i18n, error, { byReason, byIssue: inputIssueMessages, fallback: proposeFailed })
}

/** Why the customer's answer to an offer or a confirmation was not taken. */
export function answerErrorMessage(i18n: I18n, error: unknown): string {
  const fallback = msg`Your answer could not be sent. Please try again.`
  return failureMessage(i18n, error, { byReason, byIssue: inputIssueMessages, fallback })
}
