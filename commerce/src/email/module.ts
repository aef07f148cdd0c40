import type { Context } from '../kernel/context'
import type { CommerceModule } from '../kernel/module'
import type { Mailer } from './mail'
import { mailbox } from './mailbox'
import { storeMail } from './outbox'
import { oldestUndeliveredMail, outboxHealth } from './outbox-health'
import { renderMail, type Storefront } from './render'
import { emailTranslations } from './translations'

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
  }
}

/** The store view's name and storefront base (`web/secure/base_link_url`, which ends in the locale's path). */
function storefront(ctx: Context): Storefront {
  const base = ctx.registry.config(ctx.store, 'web/secure/base_link_url') ?? `http://localhost/${ctx.store.code}/`
  return {
    name: ctx.registry.config(ctx.store, 'general/store_information/name') ?? ctx.store.name,
    baseUrl: base.endsWith('/') ? base : `${base}/`,
  }
}

/** E-mail: the mailer of every request, the development mailbox and the outbox's health. */
export const emailModule: CommerceModule = {
  translations: emailTranslations,
  request: (_request, ctx) => ({
    mailer: { send: (mail) => storeMail(ctx.db, renderMail(mail, ctx.translate, storefront(ctx))) },
  }),
  fetch: mailbox,
  health: (db) => ({ outbox: async () => outboxHealth(await oldestUndeliveredMail(db)) }),
}
