import { createIsomorphicFn } from '@tanstack/react-start'
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client'
import { appConfig, type Locale } from '../../app.config'
import { CAPTCHA_HEADER } from '../../contract/captcha'
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

/** The captcha token an account form's call carries in its context (src/features/customer/captcha/captcha.ts). */
const captchaTokenOf = (context: Record<string, unknown>) =>
  typeof context.captchaToken === 'string' ? context.captchaToken : undefined

/**
 * `getLocale` is read on every call: the store view (x-store header) follows the page's locale. A call with a
 * captcha token goes alone (its header belongs to it only); the rest are batched.
 */
export function createTrpcClient(getLocale: () => Locale) {
  const storeHeader = () => ({ 'x-store': appConfig.localeSettings[getLocale()].store })
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => captchaTokenOf(op.context) !== undefined,
        true: httpLink({
          ...endpoint(),
          headers: ({ op }) => ({ ...storeHeader(), [CAPTCHA_HEADER]: captchaTokenOf(op.context) ?? '' }),
        }),
        false: httpBatchLink({ ...endpoint(), maxItems: MAX_BATCH_SIZE, headers: storeHeader }),
      }),
    ],
  })
}
