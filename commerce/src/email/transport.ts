/**
 * The production transports that deliver a stored mail, chosen by `MAIL_TRANSPORT`: `resend` (Resend's HTTP API at
 * `MAIL_API_URL`, key `MAIL_API_KEY`) or `cloudflare` (Cloudflare Email Service, the `send_email` binding `EMAIL`).
 * `outbox` (the default) delivers nothing: the outbox is then the mailbox (/dev/mailbox).
 */
import type { Env } from '../kernel/env'
import type { OutgoingMail } from './outbox'

/** Why a try failed; `permanent` when trying again cannot help (the provider refused the mail itself). */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
  }
}

export type Transport = (mail: OutgoingMail) => Promise<void>

const DEFAULT_TIMEOUT_SECONDS = 10

/** `Name <address>` as stored, split for APIs that take the two apart. */
function address(value: string): EmailAddress {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value)
  return named ? { name: named[1] ?? '', email: named[2] ?? '' } : { name: '', email: value }
}

function sender(mail: OutgoingMail): string {
  if (!mail.from) throw new DeliveryFailure('no sender address (trans_email/ident_general/email)', true)
  return mail.from
}

/** Statuses after which the same request may succeed: rate limit, an idempotent request still running, the server's. */
const retryable = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500

/**
 * Resend's `POST /emails`: the `Idempotency-Key` is the mail's, so a try whose answer was lost is not sent twice (Resend
 * answers a repeated key with the first answer for 24 hours); attachments go as base64 `content`.
 */
function resend(env: Env): Transport {
  return async (mail) => {
    if (!env.MAIL_API_URL || !env.MAIL_API_KEY) {
      throw new DeliveryFailure('MAIL_API_URL or MAIL_API_KEY is not set', true)
    }
    const base = env.MAIL_API_URL.endsWith('/') ? env.MAIL_API_URL : `${env.MAIL_API_URL}/`
    const timeout = Number(env.MAIL_API_TIMEOUT_SECONDS || DEFAULT_TIMEOUT_SECONDS) * 1000
    let response: Response
    try {
      response = await fetch(new URL('emails', base), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${env.MAIL_API_KEY}`,
          'content-type': 'application/json',
          'idempotency-key': mail.idempotencyKey,
        },
        body: JSON.stringify({
          from: sender(mail),
          to: [mail.to],
          ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments.map((file) => ({
            filename: file.filename,
            content: file.content_base64,
            content_type: file.content_type,
          })),
        }),
        signal: AbortSignal.timeout(timeout),
      })
    } catch (error) {
      if (error instanceof DeliveryFailure) throw error
      throw new DeliveryFailure(`the mail API did not answer: ${(error as Error).message}`, false)
    }
    if (response.ok) return
    const detail = (await response.text().catch(() => '')).slice(0, 300)
    throw new DeliveryFailure(`the mail API answered ${response.status}: ${detail}`, !retryable(response.status))
  }
}

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))

/**
 * Cloudflare Email Service through the `send_email` binding. It takes no idempotency key: a mail whose try failed
 * after Cloudflare accepted it may arrive twice, which the binding's in-network call makes rare.
 */
function emailService(binding: SendEmail | undefined): Transport {
  return async (mail) => {
    if (!binding) throw new DeliveryFailure('the send_email binding EMAIL is missing', true)
    try {
      await binding.send({
        from: address(sender(mail)),
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((file) => ({
          disposition: 'attachment' as const,
          filename: file.filename,
          type: file.content_type,
          content: bytes(file.content_base64),
        })),
      })
    } catch (error) {
      if (error instanceof DeliveryFailure) throw error
      throw new DeliveryFailure(`Email Service refused the mail: ${(error as Error).message}`, false)
    }
  }
}

/** The transport `MAIL_TRANSPORT` names; null for the outbox (nothing to deliver). */
export function transportOf(env: Env): Transport | null {
  switch (env.MAIL_TRANSPORT) {
    case 'resend':
      return resend(env)
    case 'cloudflare':
      return emailService(env.EMAIL)
    case undefined:
    case '':
    case 'outbox':
      return null
    default:
      throw new Error(`MAIL_TRANSPORT ${env.MAIL_TRANSPORT} is none of outbox, resend, cloudflare`)
  }
}
