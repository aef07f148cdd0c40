import { initTRPC } from '@trpc/server'
import { CommerceError } from '../commerce/errors'
import type { Context } from './context'

const t = initTRPC.context<Context>().create({
  // Visitors and scripts see readable messages, never stack traces.
  isDev: false,
  errorFormatter({ shape, error, ctx }) {
    const { cause } = error
    const loggedOut = cause instanceof CommerceError && cause.isAuthorizationError && ctx
    return {
      ...shape,
      message: hasIssues(cause) ? describeIssues(cause.issues) : shape.message,
      data: {
        ...shape.data,
        /** Set when the visitor was logged out: the UI reloads on this page. */
        redirectTo: loggedOut ? `/${ctx.session.locale}` : undefined,
      },
    }
  },
})

interface Issue {
  message: string
  path?: readonly (PropertyKey | { key: PropertyKey })[]
}

/** Input validation failed: zod's ZodError and tRPC's StandardSchemaV1Error both carry `issues`. */
function hasIssues(cause: unknown): cause is { issues: Issue[] } {
  return typeof cause === 'object' && cause !== null && Array.isArray((cause as { issues?: unknown }).issues)
}

/** `identifier: The identifier must not be empty; …` instead of zod's JSON dump. */
function describeIssues(issues: Issue[]): string {
  return issues
    .map((issue) => {
      const path = issue.path?.map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.')
      return path ? `${path}: ${issue.message}` : issue.message
    })
    .join('; ')
}

export const router = t.router
export const publicProcedure = t.procedure
