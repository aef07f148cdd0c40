import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { inputIssueMessages } from '../../ui/form/input-issue-messages'
import { commonReasonMessages, type FailureMessages, failureMessage } from '../errors/failure-message'

/** Why a review was not taken, in the visitor's language (a guest where the shop lets only customers review). */
const reviewNotSent = msg`Your review could not be sent. Please try again.`

const reviewMessages: FailureMessages = {
  byReason: {
    ...commonReasonMessages,
    NOT_AUTHORIZED: msg`Please sign in to write a review.`,
  },
  byIssue: inputIssueMessages,
  fallback: reviewNotSent,
}

export function reviewFailureMessage(i18n: I18n, error: unknown): string {
  return failureMessage(i18n, error, reviewMessages)
}
