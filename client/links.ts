import { type HTTPHeaders, httpBatchLink, httpLink, splitLink, type TRPCLink } from '@trpc/client'
import { CAPTCHA_HEADER } from '../contract/captcha.ts'
import { MAX_BATCH_SIZE } from '../contract/limits.ts'
import type { AppRouter } from '../server/router.ts'

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

export interface ShopLinkOptions {
  /** The procedures' endpoint: `/api/trpc` of the shop. */
  url: string
  fetch?: Fetch
  /** Headers of every call (the store view; a script adds its Origin and cookies). Read per call. */
  headers: () => HTTPHeaders
}

/** The captcha token an account form's call carries in its context (src/features/customer/captcha/captcha.ts). */
const captchaTokenOf = (context: Record<string, unknown>) =>
  typeof context.captchaToken === 'string' ? context.captchaToken : undefined

/**
 * How every caller reaches the procedures, the shop's pages and scripts alike: batched (at most MAX_BATCH_SIZE
 * calls a request, the limit the backend enforces); a call with a captcha token goes alone, since its header
 * belongs to it only.
 */
export function shopLinks({ url, fetch, headers }: ShopLinkOptions): TRPCLink<AppRouter>[] {
  return [
    splitLink({
      condition: (op) => captchaTokenOf(op.context) !== undefined,
      true: httpLink({
        url,
        fetch,
        headers: ({ op }) => ({ ...headers(), [CAPTCHA_HEADER]: captchaTokenOf(op.context) ?? '' }),
      }),
      false: httpBatchLink({ url, fetch, maxItems: MAX_BATCH_SIZE, headers }),
    }),
  ]
}
