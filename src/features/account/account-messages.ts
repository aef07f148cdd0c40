import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { errorData } from '../../trpc/error-data'
import { inputIssueMessage } from '../../ui/form/input-issue-messages'
import { accountMessages } from '../customer/customer-messages'
import { type FailureMessages, failureMessage } from '../errors/failure-message'

/**
 * What the account pages and the newsletter say when a call is refused: the account forms' messages
 * (src/features/customer/customer-messages.ts) and the reasons only these pages meet.
 */
const accountAreaMessages: FailureMessages = {
  ...accountMessages,
  byReason: {
    ...accountMessages.byReason,
    PASSWORD_INCORRECT: msg`Please enter your current password correctly.`,
    ADDRESS_IS_DEFAULT: msg`An address can be deleted only if another billing or shipping address is selected.`,
    NEWSLETTER_LINK_INVALID: msg`This newsletter link is not valid.`,
  },
}

/**
 * Every message of a refused account call: the message of each of the input's issue codes, else the server's own
 * text or the reason's message.
 */
export function accountErrorMessages(i18n: I18n, error: unknown): string[] {
  const data = errorData(error)
  if (!data?.userMessage && data?.inputIssues?.length) {
    return [...new Set(data.inputIssues.map(({ code }) => code))].map((code) => inputIssueMessage(i18n, code))
  }
  return [failureMessage(i18n, error, accountAreaMessages)]
}

/** Spec §8: profile and password errors are joined with commas (and kept in the form's state). */
export function joinedErrorMessage(i18n: I18n, error: unknown): string {
  return accountErrorMessages(i18n, error).join(', ')
}
