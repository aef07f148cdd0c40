/**
 * What the commerce Worker's deploy configuration needs to deliver mails (commerce/README.md, "E-mail"): the queue
 * `MAIL_QUEUE` that it both produces to and consumes, and the transport that `MAIL_TRANSPORT` names (Resend's address,
 * or the `send_email` binding `EMAIL`). Used by `npm run deploy:check` on the built config and by
 * tests/unit/mail-delivery-config.test.ts on the source config (which also checks the consumer's room for retries).
 */

export interface MailDeliveryConfig {
  queues?: {
    producers?: { binding: string; queue: string }[]
    consumers?: { queue: string; max_retries?: number }[]
  }
  send_email?: { name: string }[]
  vars?: Record<string, unknown>
}

/** Why mails could not be delivered as configured; empty when they can. */
export function mailDeliveryProblems(config: MailDeliveryConfig): string[] {
  const problems: string[] = []
  const queue = config.queues?.producers?.find((producer) => producer.binding === 'MAIL_QUEUE')?.queue
  const consumer = config.queues?.consumers?.find((c) => c.queue === queue)
  if (!queue) problems.push('no queue producer with the binding MAIL_QUEUE')
  else if (!consumer) problems.push(`the Worker does not consume its queue ${queue}`)
  const transport = config.vars?.MAIL_TRANSPORT
  if (transport === 'resend' && typeof config.vars?.MAIL_API_URL !== 'string') {
    problems.push('MAIL_TRANSPORT resend needs MAIL_API_URL')
  } else if (transport === 'cloudflare' && !config.send_email?.some((binding) => binding.name === 'EMAIL')) {
    problems.push('MAIL_TRANSPORT cloudflare needs the send_email binding EMAIL')
  } else if (transport !== 'resend' && transport !== 'cloudflare') {
    problems.push('"vars.MAIL_TRANSPORT" must name a transport that delivers: resend or cloudflare')
  }
  return problems
}
