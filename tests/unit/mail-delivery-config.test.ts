/** Issue 40: the commerce Worker as deployed delivers its mails through its queue to a transport. */
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { unstable_readConfig } from 'wrangler'
import { MAX_ATTEMPTS } from '../../commerce/src/email/delivery'
import { type MailDeliveryConfig, mailDeliveryProblems } from '../../scripts/mail-delivery-config'

const config = () =>
  unstable_readConfig({ config: resolve(import.meta.dirname, '../../commerce/wrangler.jsonc') }) as MailDeliveryConfig

describe('the commerce Worker as deployed', () => {
  it('consumes its own mail queue and delivers through Resend, with the send_email binding at hand', () => {
    expect(mailDeliveryProblems(config())).toEqual([])
    expect(config().send_email).toEqual([{ name: 'EMAIL' }])
    // The queue gives up on a message only after the delivery's last try (the first delivery is no retry).
    expect(config().queues?.consumers?.[0]?.max_retries).toBeGreaterThanOrEqual(MAX_ATTEMPTS - 1)
  })

  it('refuses a config without the queue, its consumer or a delivering transport', () => {
    const queues = {
      producers: [{ binding: 'MAIL_QUEUE', queue: 'mail' }],
      consumers: [{ queue: 'mail', max_retries: 6 }],
    }
    const vars = { MAIL_TRANSPORT: 'resend', MAIL_API_URL: 'https://api.resend.com' }
    expect(mailDeliveryProblems({ queues, vars })).toEqual([])
    expect(mailDeliveryProblems({ vars })).toHaveLength(1)
    expect(mailDeliveryProblems({ queues: { producers: queues.producers }, vars })).toHaveLength(1)
    expect(mailDeliveryProblems({ queues, vars: { MAIL_TRANSPORT: 'outbox' } })).toHaveLength(1)
    expect(mailDeliveryProblems({ queues, vars: { MAIL_TRANSPORT: 'cloudflare' } })).toHaveLength(1)
    expect(
      mailDeliveryProblems({ queues, vars: { MAIL_TRANSPORT: 'cloudflare' }, send_email: [{ name: 'EMAIL' }] }),
    ).toEqual([])
  })
})
