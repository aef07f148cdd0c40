import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ErrorReason } from '../../../contract/error-reason'
import { inputIssueMessages } from '../../ui/form/input-issue-messages'
import { commonReasonMessages, type FailureMessages, failureMessage } from '../errors/failure-message'
import { CaptchaError, type CaptchaFailure } from './captcha/captcha'

/**
 * What the account forms (sign-in, registration, confirmation, password reset) tell the visitor when a call is
 * refused, in one place. Where the spec shows the server's words (a refused sign-in, an existing e-mail address)
 * they come as `userMessage` in the store view's language and are shown as they are.
 */
const somethingWentWrong = msg`Something went wrong. Please try again.`

export const passwordResetFailed = msg`Your password could not be reset, please contact support!`

export const resetLinkExpired = msg`Your password reset link has expired`

const byReason: Partial<Record<ErrorReason, MessageDescriptor>> = {
  SIGN_IN_FAILED: msg`The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.`,
  EMAIL_EXISTS: msg`A customer with the same email address already exists in an associated website.`,
  REGISTRATION_FAILED: msg`Your account could not be created. Please check your details and try again.`,
  CONFIRMATION_FAILED: msg`This confirmation link is not valid.`,
  PASSWORD_RESET_FAILED: passwordResetFailed,
  RESET_LINK_INVALID: resetLinkExpired,
  CAPTCHA_FAILED: msg`The captcha was not solved. Please try again.`,
  RATE_LIMITED: msg`Too many attempts. Please try again in a minute.`,
  INVALID_INPUT: inputIssueMessages.INVALID,
  ...commonReasonMessages,
  UNKNOWN: somethingWentWrong,
}

/** The four captcha failures of spec §8. */
const byCaptchaFailure: Record<CaptchaFailure, MessageDescriptor> = {
  noKey: msg`The captcha has no site key.`,
  noVersion: msg`The captcha has no version.`,
  loadFailed: msg`The captcha script could not be loaded. Please try again.`,
  executeFailed: msg`The captcha could not be run. Please try again.`,
}

/** The account's messages: those of the account area (src/features/account/account-messages.ts) build on them. */
export const accountMessages: FailureMessages = { byReason, byIssue: inputIssueMessages, fallback: somethingWentWrong }

/** The message for a failed account form: a captcha failure in the browser, or the server's refusal. */
export function customerFailureMessage(i18n: I18n, error: unknown): string {
  if (error instanceof CaptchaError) return i18n._(byCaptchaFailure[error.failure])
  return failureMessage(i18n, error, accountMessages)
}
