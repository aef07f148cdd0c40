import { createIsomorphicFn } from '@tanstack/react-start'
import { createTRPCClient, httpBatchLink } from '@trpc/client'
import type { AppRouter } from '../../server/router'

/** Procedures per batched request; the BFF refuses larger batches. */
export const MAX_BATCH_SIZE = 10

const endpoint = createIsomorphicFn()
  .server(() => ({
    url: 'http://storefront.internal/api/trpc',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const { inProcessFetch } = await import('./in-process-fetch')
      return inProcessFetch(String(input), init)
    },
  }))
  .client(() => ({ url: '/api/trpc' }))

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ ...endpoint(), maxItems: MAX_BATCH_SIZE })],
  })
}
