/**
 * Delivery of stored mails through the queue `MAIL_QUEUE`: a message names a mail of the outbox; its consumer hands
 * the mail to the transport and records the outcome. A failed try is retried with a doubling delay (from
 * `MAIL_RETRY_SECONDS`) up to MAX_ATTEMPTS tries; then, or at once when the provider refused the mail itself, the mail
 * is `failed` with the reason, for the sales desk to see and send again. A mail already `sent` is never handed over
 * again (the queue may deliver a message twice), and every try of one mail carries the same idempotency key.
 */
import type { Database } from '../kernel/database'
import type { Env } from '../kernel/env'
import { outgoingMail, recordAttempt, recordRefusal } from './outbox'
import { DeliveryFailure, type Transport, transportOf } from './transport'

/** Tries per mail; the queue's `max_retries` (commerce/wrangler.jsonc) allows at least as many. */
export const MAX_ATTEMPTS = 5
const DEFAULT_RETRY_SECONDS = 30
/** Cloudflare Queues delay a retry by at most 12 hours. */
const MAX_DELAY_SECONDS = 12 * 60 * 60

export type MailMessage = { messageId: number }

/**
 * Queues the stored mail `id` for delivery; a mail the queue does not take is `failed` with that reason (the desk can
 * send it again), so the caller's work (a registration, a sent document) stands either way.
 */
export async function queueMail(db: Database, env: Env, id: number): Promise<boolean> {
  try {
    if (!env.MAIL_QUEUE) throw new Error('the queue binding MAIL_QUEUE is missing')
    await env.MAIL_QUEUE.send({ messageId: id } satisfies MailMessage)
    return true
  } catch (error) {
    await recordRefusal(db, id, `the delivery queue refused the mail: ${error}`)
    return false
  }
}

const delaySeconds = (env: Env, attempts: number) =>
  Math.min(Number(env.MAIL_RETRY_SECONDS ?? DEFAULT_RETRY_SECONDS) * 2 ** (attempts - 1), MAX_DELAY_SECONDS)

const isMailMessage = (body: unknown): body is MailMessage =>
  typeof body === 'object' && body !== null && typeof (body as MailMessage).messageId === 'number'

async function deliver(db: Database, env: Env, transport: Transport, message: Message<unknown>): Promise<void> {
  const mail = isMailMessage(message.body) ? await outgoingMail(db, message.body.messageId) : null
  if (mail?.status !== 'pending') return message.ack()
  try {
    await transport(mail)
  } catch (error) {
    const failure = error instanceof DeliveryFailure ? error : new DeliveryFailure(String(error), false)
    const final = failure.permanent || message.attempts >= MAX_ATTEMPTS
    await recordAttempt(db, mail.id, { status: final ? 'failed' : 'pending', failure: failure.message })
    if (final) return message.ack()
    return message.retry({ delaySeconds: delaySeconds(env, message.attempts) })
  }
  await recordAttempt(db, mail.id, { status: 'sent' })
  message.ack()
}

/** The consumer of `MAIL_QUEUE`. */
export async function deliverMails(batch: MessageBatch<unknown>, db: Database, env: Env): Promise<void> {
  const transport = transportOf(env)
  if (!transport) return batch.ackAll()
  for (const message of batch.messages) await deliver(db, env, transport, message)
}
