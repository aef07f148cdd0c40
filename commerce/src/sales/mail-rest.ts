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
import { requireAdmin, restJson } from '../admin/authorization'
import type { ModuleRoute } from '../kernel/module'
import { orderContext } from './request/order-context'
import { findOrder } from './request/order-repository'
import { notFound } from './rest-errors'

const ROUTE = /^\/rest(?:\/(?:default|all))?\/V1\/order\/(\d+)\/mails(?:\/(\d+)\/retry)?\/?$/
const VIEW = 'Magento_Sales::actions_view'
const EDIT = 'Magento_Sales::actions_edit'

const NOT_FAILED = { message: 'Only a mail whose delivery failed can be sent again.', parameters: [] }

export const adminMailsRoute: ModuleRoute = async (request, db, env, contextFor) => {
  const match = ROUTE.exec(new URL(request.url).pathname)
  if (!match) return null
  const [, orderId, messageId] = match
  if (request.method !== (messageId ? 'POST' : 'GET')) return null
  const admin = await requireAdmin(request, env, messageId ? EDIT : VIEW)
  if (admin instanceof Response) return admin
  const order = await findOrder(db, Number(orderId))
  if (!order) return notFound()
  const { mailer } = await orderContext(request, order, contextFor)
  if (!messageId) {
    const items = await mailer.mailsOf(order.entity_id)
    return restJson({ items, total_count: items.length })
  }
  const outcome = await mailer.sendAgain(order.entity_id, Number(messageId))
  if (outcome === 'unknown') return notFound()
  if (outcome === 'not-failed') return restJson(NOT_FAILED, 409)
  return restJson(outcome === 'queued')
}
