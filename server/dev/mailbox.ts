import { env } from 'cloudflare:workers'
import { withRequestId } from '../../observability/request-id'

/**
 * The development mailbox at the shop's own address: /dev/mailbox and /dev/mailbox.json are the bundled commerce
 * Worker's outbox (commerce/src/email/mailbox.ts), forwarded through the COMMERCE binding only when the storefront
 * Worker has `DEV_MAILBOX=1` too (npm start and the tests). A deployed shop answers 404.
 */
export const MAILBOX_PATHS: ReadonlySet<string> = new Set(['/dev/mailbox', '/dev/mailbox.json'])

export async function forwardMailbox(request: Request): Promise<Response> {
  if ((env as { DEV_MAILBOX?: string }).DEV_MAILBOX !== '1') return new Response('Not found', { status: 404 })
  const { pathname } = new URL(request.url)
  const answer = await env.COMMERCE.fetch(`https://commerce${pathname}`, { headers: withRequestId() })
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'text/plain', 'cache-control': 'no-store' },
  })
}
