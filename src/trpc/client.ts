import { createIsomorphicFn } from '@tanstack/react-start'
import { createTRPCClient } from '@trpc/client'
import { appConfig, type Locale } from '../../app.config'
import { shopLinks } from '../../client/links'
import type { AppRouter } from './app-router'

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
  const storeHeader = () => ({ 'x-store': appConfig.localeSettings[getLocale()].store })
  return createTRPCClient<AppRouter>({ links: shopLinks({ ...endpoint(), headers: storeHeader }) })
}
