import { createIsomorphicFn } from '@tanstack/react-start'
import { createTRPCClient, httpBatchLink } from '@trpc/client'
import { appConfig, type Locale } from '../../app.config'
import { MAX_BATCH_SIZE } from '../../contract/limits'
import type { AppRouter } from '../../server/router'

/** Procedures per batched request; the BFF refuses larger batches. */
export { MAX_BATCH_SIZE }

const endpoint = createIsomorphicFn()
  .server(() => ({
    url: 'http://storefront.internal/api/trpc',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const { inProcessFetch } = await import('./in-process-fetch')
      return inProcessFetch(String(input), init)
    },
  }))
  .client(() => ({ url: '/api/trpc' }))

/** `getLocale` is read on every call: the store view (x-store header) follows the page's locale. */
export function createTrpcClient(getLocale: () => Locale) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        ...endpoint(),
        maxItems: MAX_BATCH_SIZE,
        headers: () => ({ 'x-store': appConfig.localeSettings[getLocale()].store }),
      }),
    ],
  })
}
