import { initTRPC } from '@trpc/server'
import type { ErrorData } from '../../contract/error-reason'
import { type InputIssue, inputIssueCode } from '../../contract/input-issue'
import { CommerceError } from '../commerce/errors'
import type { Context } from './context'
import { Refusal, reasonOf } from './error-reason'

const t = initTRPC.context<Context>().create({
  // Visitors and scripts see readable messages, never stack traces.
  isDev: false,
  errorFormatter({ shape, error, ctx }) {
    const { cause } = error
    const loggedOut = cause instanceof CommerceError && cause.isAuthorizationError && ctx?.isLoggedOut()
    const issues = hasIssues(cause) ? cause.issues : undefined
    const details = cause instanceof Refusal ? cause.details : {}
    const data: ErrorData = {
      reason: issues ? 'INVALID_INPUT' : reasonOf(error),
      ...details,
      inputIssues: issues?.flatMap(inputIssuesOf) ?? details.inputIssues,
      redirectTo: loggedOut && ctx ? `/${ctx.session.locale}` : undefined,
    }
    return {
      ...shape,
      message: issues ? describeIssues(issues) : shape.message,
      data: { ...shape.data, ...data },
    }
  },
})

interface Issue {
  message: string
  path?: readonly (PropertyKey | { key: PropertyKey })[]
  /** zod's unrecognized_keys: the keys a strict object does not have. */
  keys?: readonly string[]
}

/** Input validation failed: zod's ZodError and tRPC's StandardSchemaV1Error both carry `issues`. */
function hasIssues(cause: unknown): cause is { issues: Issue[] } {
  return typeof cause === 'object' && cause !== null && Array.isArray((cause as { issues?: unknown }).issues)
}

/** The field an issue is about, e.g. `lines.3.quantity`; '' for the input as a whole. */
function pathOf(issue: Issue): string {
  return issue.path?.map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.') ?? ''
}

/** The fields an issue is about: its path, or for keys an object does not have each key below it (`filters.foo`). */
function fieldsOf(issue: Issue): string[] {
  const path = pathOf(issue)
  return issue.keys ? issue.keys.map((key) => (path ? `${path}.${key}` : key)) : [path]
}

/** The issue as the browser gets it: the field and the code of the schema's message, never a text. */
function inputIssuesOf(issue: Issue): InputIssue[] {
  const code = inputIssueCode(issue.message)
  return fieldsOf(issue).map((path) => ({ path, code }))
}

/** `email: EMAIL_INVALID; …` instead of zod's JSON dump, for scripts and logs. */
function describeIssues(issues: Issue[]): string {
  return issues
    .flatMap((issue) => fieldsOf(issue).map((path) => (path ? `${path}: ${issue.message}` : issue.message)))
    .join('; ')
}

export const router = t.router
export const publicProcedure = t.procedure
