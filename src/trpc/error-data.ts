import { TRPCClientError } from '@trpc/client'
import type { AppRouter } from './app-router'

/** What the shop's procedures say about a failure (contract/error-reason.ts): its reason, and texts to show. */
export type ErrorData = NonNullable<TRPCClientError<AppRouter>['data']>

/** The data of a failed procedure call; undefined for anything else (e.g. a network failure before an answer). */
export function errorData(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? ((error as TRPCClientError<AppRouter>).data ?? undefined) : undefined
}
