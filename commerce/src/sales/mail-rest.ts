/**
 * A request's mails for the sales desk through the admin REST API (an extension beside the order's documents; the
 * mails come from `ctx.mailer`, the email domain's outbox):
 *
 * - `GET /rest/V1/order/{orderId}/mails` → `{items, total_count}`, newest first, each `{message_id, recipient,
 *   subject, created_at, status, attempts, failure, delivered_at}` with `status` `pending`, `sent` or `failed`;
 * - `POST /rest/V1/order/{orderId}/mails/{messageId}/retry` → `true` when a failed mail is queued again, `false` when
 *   the queue did not take it (it stays failed, its reason saying so); 409 when the mail has not failed.
 *
 * An unknown order, or a mail that is not the order's, is Magento's 404.
 */
import type { MailSearchResult } from '../../api/mail'
import { restJson } from '../kernel/rest-input'
import type { RestServices } from '../kernel/rest-router'
import { orderContext } from './request/order-context'
import { findOrder } from './request/order-repository'
import { notFound } from './rest-errors'

const NOT_FAILED = { message: 'Only a mail whose delivery failed can be sent again.', parameters: [] }

export const mailServices: RestServices = {
  async orderMails({ request, db, params, context }) {
    const order = await findOrder(db, params.orderId ?? 0)
    if (!order) return notFound()
    const items = await (await orderContext(request, order, context)).mailer.mailsOf(order.entity_id)
    const answer: MailSearchResult = { items, total_count: items.length }
    return restJson(answer)
  },
  async orderMailRetry({ request, db, params, context }) {
    const order = await findOrder(db, params.orderId ?? 0)
    if (!order) return notFound()
    const { mailer } = await orderContext(request, order, context)
    const outcome = await mailer.sendAgain(order.entity_id, params.messageId ?? 0)
    if (outcome === 'unknown') return notFound()
    if (outcome === 'not-failed') return restJson(NOT_FAILED, 409)
    return restJson(outcome === 'queued')
  },
}
