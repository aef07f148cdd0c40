import { useLingui } from '@lingui/react'
import { FieldMessage } from './field-message'
import { inputIssueMessage } from './input-issue-messages'

/** A field's first error: the message of a zod issue, an input issue code (contract/input-issue.ts). */
export function firstErrorMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
      return error.message
    }
  }
  return undefined
}

/** The error line under a field, in the visitor's language; empty (but present, so nothing shifts) when valid. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { i18n } = useLingui()
  return <FieldMessage id={id} text={message ? inputIssueMessage(i18n, message) : undefined} />
}
