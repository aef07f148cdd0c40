import type { Context } from '../kernel/context'
import type { Env } from '../kernel/env'
import type { CommerceModule } from '../kernel/module'
import { deliverMails, queueMail } from './delivery'
import type { Mail, Mailer, SendAgain } from './mail'
import { mailbox } from './mailbox'
import { type Envelope, orderMails, retryFailedMail, storeMail } from './outbox'
import { oldestUndeliveredMail, outboxHealth } from './outbox-health'
import { renderMail, type Storefront } from './render'
import { emailTranslations } from './translations'
import { transportOf } from './transport'

declare module '../kernel/context' {
  interface Context {
    /** Sends mails in the store view's language (the one mail interface of the backend). */
    mailer: Mailer
  }
}

declare module '../kernel/env' {
  interface Env {
    /** "1" serves the development mailbox (/dev/mailbox, /dev/mailbox.json). */
    DEV_MAILBOX?: string
    /** `outbox` (the default: mails stay in the outbox), `resend` or `cloudflare`; see transport.ts. */
    MAIL_TRANSPORT?: string
    /** The base of Resend's API (`https://api.resend.com`), or of a stand-in. */
    MAIL_API_URL?: string
    /** Resend's API key (a secret). */
    MAIL_API_KEY?: string
    /** Seconds a try of the mail API may take (default 10). */
    MAIL_API_TIMEOUT_SECONDS?: string
    /** Seconds before the first retry of a failed delivery, doubling with each (default 30). */
    MAIL_RETRY_SECONDS?: string
    /** The queue of mails to deliver (consumed by this Worker). */
    MAIL_QUEUE?: Queue<unknown>
    /** Cloudflare Email Service's `send_email` binding. */
    EMAIL?: SendEmail
  }
}

const config = (ctx: Context, path: string) => ctx.registry.config(ctx.store, path)?.trim() || null

/** The store view's name and storefront base (`web/secure/base_link_url`, which ends in the locale's path). */
function storefront(ctx: Context): Storefront {
  const base = config(ctx, 'web/secure/base_link_url') ?? `http://localhost/${ctx.store.code}/`
  return {
    name: config(ctx, 'general/store_information/name') ?? ctx.store.name,
    baseUrl: base.endsWith('/') ? base : `${base}/`,
  }
}

/**
 * From the store view's configuration, as Magento's: the sender is the general contact (`trans_email/ident_general`,
 * else the sales representative), replies go to the sales inbox (`trans_email/ident_sales/email`).
 */
function envelope(ctx: Context, mail: Mail, delivered: boolean): Envelope {
  const ident = config(ctx, 'trans_email/ident_general/email') ? 'ident_general' : 'ident_sales'
  const email = config(ctx, `trans_email/${ident}/email`)
  const name = config(ctx, `trans_email/${ident}/name`)?.replaceAll(/["<>]/g, '')
  return {
    sender: email && (name ? `${name} <${email}>` : email),
    replyTo: config(ctx, 'trans_email/ident_sales/email'),
    orderId: mail.orderId ?? null,
    delivered,
  }
}

/** Stores the mail, then, unless the outbox is the transport, queues it for delivery. */
async function send(ctx: Context, env: Env, mail: Mail): Promise<void> {
  const outboxOnly = transportOf(env) === null
  const translate = mail.locale ? ctx.translateIn(mail.locale) : ctx.translate
  const id = await storeMail(ctx.db, renderMail(mail, translate, storefront(ctx)), envelope(ctx, mail, outboxOnly))
  if (!outboxOnly) await queueMail(ctx.db, env, id)
}

async function sendAgain(ctx: Context, env: Env, orderId: number, messageId: number): Promise<SendAgain> {
  if (await retryFailedMail(ctx.db, orderId, messageId)) {
    return (await queueMail(ctx.db, env, messageId)) ? 'queued' : 'refused'
  }
  const known = (await orderMails(ctx.db, orderId)).some((mail) => mail.message_id === messageId)
  return known ? 'not-failed' : 'unknown'
}

function mailer(ctx: Context, env: Env): Mailer {
  return {
    send: (mail) => send(ctx, env, mail),
    mailsOf: (orderId) => orderMails(ctx.db, orderId),
    sendAgain: (orderId, messageId) => sendAgain(ctx, env, orderId, messageId),
  }
}

/** E-mail: the mailer of every request, the delivery of its mails, the development mailbox and the outbox's health. */
export const emailModule: CommerceModule = {
  translations: emailTranslations,
  request: (_request, ctx, env) => ({ mailer: mailer(ctx, env) }),
  queue: deliverMails,
  fetch: mailbox,
  health: (db) => ({ outbox: async () => outboxHealth(await oldestUndeliveredMail(db)) }),
}
