import { type HTTPHeaders, httpBatchLink, splitLink, type TRPCLink } from '@trpc/client'
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
 * calls a request, the limit the backend enforces); a call with a captcha token goes alone, a batch of one, since
 * its header belongs to it only (the same link's code: the browser loads no second one).
 */
export function shopLinks({ url, fetch, headers }: ShopLinkOptions): TRPCLink<AppRouter>[] {
  return [
    splitLink({
      condition: (op) => captchaTokenOf(op.context) !== undefined,
      true: httpBatchLink({
        url,
        fetch,
        maxItems: 1,
        headers: ({ opList }) => ({ ...headers(), [CAPTCHA_HEADER]: captchaTokenOf(opList[0]?.context ?? {}) ?? '' }),
      }),
      false: httpBatchLink({ url, fetch, maxItems: MAX_BATCH_SIZE, headers }),
    }),
  ]
}
