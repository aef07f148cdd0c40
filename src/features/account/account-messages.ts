import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ErrorReason } from '../../../contract/error-reason'
import { errorData } from '../../trpc/error-data'
import { accountInputMessageIds } from '../customer/account-input-messages'

/**
 * What the account pages and the newsletter say when a call is refused, in one place: the reason
 * (contract/error-reason.ts) becomes a message in the visitor's language; where the server sends its own words
 * (Magento's text in the store view's language) they are shown as they come.
 */
const failed = msg({
  id: 'Something went wrong. Please try again.',
  message: 'Something went wrong. Please try again.',
})

const byReason: Partial<Record<ErrorReason, MessageDescriptor>> = {
  PASSWORD_INCORRECT: msg({
    id: 'Please enter your current password correctly.',
    message: 'Please enter your current password correctly.',
  }),
  EMAIL_EXISTS: msg({
    id: 'A customer with the same email address already exists in an associated website.',
    message: 'A customer with the same email address already exists in an associated website.',
  }),
  ADDRESS_IS_DEFAULT: msg({
    id: 'An address can be deleted only if another billing or shipping address is selected.',
    message: 'An address can be deleted only if another billing or shipping address is selected.',
  }),
  NEWSLETTER_LINK_INVALID: msg({
    id: 'This newsletter link is not valid.',
    message: 'This newsletter link is not valid.',
  }),
  RATE_LIMITED: msg({
    id: 'Too many attempts. Please try again in a minute.',
    message: 'Too many attempts. Please try again in a minute.',
  }),
  NOT_AUTHORIZED: msg({
    id: 'You are not authorized, please log in.',
    message: 'You are not authorized, please log in.',
  }),
  BACKEND_UNAVAILABLE: msg({
    id: 'The shop backend cannot be reached right now. Please try again later.',
    message: 'The shop backend cannot be reached right now. Please try again later.',
  }),
  BACKEND_TIMEOUT: msg({
    id: 'The shop backend did not answer in time. Please try again.',
    message: 'The shop backend did not answer in time. Please try again.',
  }),
}

/**
 * Every message of a refused account call: the server's own text where it sends one, else the reason's; the
 * input's messages (our own, contract/*.ts) translated.
 */
export function accountErrorMessages(i18n: I18n, error: unknown): string[] {
  const data = errorData(error)
  if (data?.userMessage) return [data.userMessage]
  if (data?.inputIssues?.length) {
    return [...new Set(data.inputIssues)].map((issue) => (accountInputMessageIds.has(issue) ? i18n._(issue) : issue))
  }
  return [i18n._(byReason[data?.reason ?? 'UNKNOWN'] ?? failed)]
}

/** Spec §8: profile and password errors are joined with commas (and kept in the form's state). */
export function joinedErrorMessage(i18n: I18n, error: unknown): string {
  return accountErrorMessages(i18n, error).join(', ')
}
