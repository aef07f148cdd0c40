/**
 * The company's side through Magento's admin REST API, with Magento's shapes (admin token required):
 * `GET /rest/V1/orders?searchCriteria…` → `{items, search_criteria, total_count}`, `GET /rest/V1/orders/{id}` → the
 * order, `POST /rest/V1/orders/{id}/comments` with `{statusHistory: {comment, status, is_customer_notified,
 * is_visible_on_front, extension_attributes: {assigned_to}}}` → `true`: the comment is added, the order moves to
 * `status` (after the contract only step by step: confirmed → processing → complete; else 409), is assigned to the
 * staff user `assigned_to` names ("" for nobody; an extension), and a notified comment is mailed to the customer in
 * the order's store view.
 */

import { companyMayMove } from '../../../../rules/request-workflow'
import type { CommentBody, OrderSearchResult, RestOrder, SearchCriteria } from '../../../api/order'
import type { Context } from '../../kernel/context'
import type { Database } from '../../kernel/database'
import { invalidValueError, restJson } from '../../kernel/rest-input'
import type { RestServices } from '../../kernel/rest-router'
import { sendCommentMail } from '../mails'
import { notFound } from '../rest-errors'
import { orderContext } from './order-context'
import { orderDetails } from './order-details'
import {
  changeStatus,
  findOrder,
  loadStatuses,
  type OrderFilter,
  type OrderRecord,
  searchOrders,
} from './order-repository'
import { restOrder, restOrderWithFacts } from './rest-order'

/** At most this many orders when the criteria name no page size. */
const UNPAGED_LIMIT = 1000

/** The search of the validated criteria, and the criteria as Magento echoes them. */
function search(criteria: SearchCriteria) {
  const currentPage = criteria.current_page ?? 1
  const groups: OrderFilter[][] = criteria.filter_groups.map((g) =>
    g.filters.map((f) => ({ field: f.field, condition: f.condition_type, value: f.value })),
  )
  return {
    search: { groups, sort: criteria.sort_orders, pageSize: criteria.page_size ?? UNPAGED_LIMIT, currentPage },
    echo: {
      filter_groups: criteria.filter_groups,
      ...(criteria.sort_orders.length > 0 ? { sort_orders: criteria.sort_orders } : {}),
      ...(criteria.page_size ? { page_size: criteria.page_size } : {}),
      current_page: currentPage,
    },
  }
}

async function ordersJson(db: Database, orders: OrderRecord[]): Promise<RestOrder[]> {
  const details = await orderDetails(
    db,
    orders.map((o) => o.entity_id),
  )
  return orders.map((o) => restOrder(o, details.get(o.entity_id)))
}

/** Whom the comment assigns the request to: a username, null for nobody, undefined when it does not say. */
async function assignee(ctx: Context, given: string | null | undefined): Promise<string | null | undefined> {
  if (given === undefined || given === null) return undefined
  const username = given.trim()
  if (username === '') return null
  if (!(await ctx.loaders.isActiveStaffUser(username))) throw invalidValueError(username, 'assigned_to')
  return username
}

async function addComment(
  request: Request,
  db: Database,
  order: OrderRecord,
  contextFor: (r: Request) => Promise<Context>,
  staffUser: string,
  history: CommentBody['statusHistory'],
): Promise<Response> {
  const statuses = await loadStatuses(db, 0)
  const status = history.status || order.status
  const known = statuses.get(status)
  if (!known) throw invalidValueError(status, 'status')
  const ctx = await orderContext(request, order, contextFor)
  const assignedTo = await assignee(ctx, history.extension_attributes?.assigned_to)
  const notify = Boolean(history.is_customer_notified)
  const moved =
    companyMayMove(order.status, status) &&
    (await changeStatus(db, order.entity_id, {
      from: [order.status],
      status,
      state: known.state,
      comment: history.comment?.trim() || null,
      isCustomerNotified: notify,
      isVisibleOnFront: Boolean(history.is_visible_on_front),
      author: staffUser,
      assignedTo,
    }))
  if (!moved) {
    return restJson(
      { message: 'The order status can\'t change from "%1" to "%2".', parameters: [order.status, status] },
      409,
    )
  }
  if (notify && history.comment?.trim()) {
    const changed = (await findOrder(db, order.entity_id)) ?? order
    const label = (await ctx.loaders.orderStatuses()).get(status)?.storeLabel ?? status
    await sendCommentMail(ctx, changed, history.comment.trim(), label)
  }
  return restJson(true)
}

export const orderServices: RestServices = {
  async orderSearch({ db, input }) {
    const { search: criteria, echo } = search(input)
    const { orders, total } = await searchOrders(db, criteria)
    const answer: OrderSearchResult = {
      items: await ordersJson(db, orders),
      search_criteria: echo,
      total_count: total,
    }
    return restJson(answer)
  },
  async orderGet({ request, db, params, context }) {
    const order = await findOrder(db, params.id ?? 0)
    if (!order) return notFound()
    const ctx = await orderContext(request, order, context)
    return restJson(await restOrderWithFacts(ctx, order, await ctx.loaders.orderDetails.load(order.entity_id)))
  },
  async orderComment({ request, db, params, input, staff, context }) {
    const order = await findOrder(db, params.id ?? 0)
    if (!order) return notFound()
    return addComment(request, db, order, context, staff.username, input.statusHistory)
  },
}
