import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ErrorReason } from '../../../contract/error-reason'
import type { InputIssueCode } from '../../../contract/input-issue'
import { errorData } from '../../trpc/error-data'

/**
 * How a domain tells the visitor why a call failed: its reasons' messages, the messages of the input issues its
 * procedures answer (../../ui/form/input-issue-messages.ts, or a part of them), and the message for anything else.
 */
export interface FailureMessages {
  byReason: Partial<Record<ErrorReason, MessageDescriptor>>
  byIssue: Partial<Record<InputIssueCode, MessageDescriptor>>
  fallback: MessageDescriptor
}

/** The reasons any procedure can answer, worded once for every domain. */
export const commonReasonMessages = {
  NOT_AUTHORIZED: msg`You are not authorized, please log in.`,
  BACKEND_UNAVAILABLE: msg`The shop backend cannot be reached right now. Please try again later.`,
  BACKEND_TIMEOUT: msg`The shop backend did not answer in time. Please try again.`,
} satisfies Partial<Record<ErrorReason, MessageDescriptor>>

/**
 * The message for a failed call: the server's own text where the spec shows it (`data.userMessage`, already in the
 * store view's language), else the first input issue's message (one the domain words), else the reason's message.
 */
export function failureMessage(i18n: I18n, error: unknown, messages: FailureMessages): string {
  const data = errorData(error)
  if (data?.userMessage) return data.userMessage
  const issue = data?.inputIssues?.find(({ code }) => code !== 'INVALID')
  const issueMessage = issue && messages.byIssue[issue.code as InputIssueCode]
  if (issueMessage) return i18n._(issueMessage)
  return i18n._(messages.byReason[data?.reason ?? 'UNKNOWN'] ?? messages.fallback)
}
