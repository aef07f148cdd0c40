/**
 * The company's side through Magento's admin REST API, with Magento's shapes (admin token required):
 * `GET /rest/V1/orders?searchCriteria…` → `{items, search_criteria, total_count}`, `GET /rest/V1/orders/{id}` → the
 * order, `POST /rest/V1/orders/{id}/comments` with `{statusHistory: {comment, status, is_customer_notified,
 * is_visible_on_front}}` → `true`: the comment is added, the order moves to `status` (after the contract only step by
 * step: confirmed → processing → complete; else 409), and a notified comment is mailed to the customer in the
 * order's store view.
 */
import { requireAdmin, restJson } from '../admin/authorization'
import type { Context } from '../kernel/context'
import type { Database } from '../kernel/database'
import type { ModuleRoute } from '../kernel/module'
import { sendCommentMail } from './mails'
import { orderContext } from './order-context'
import { orderDetails } from './order-details'
import {
  changeStatus,
  findOrder,
  loadStatuses,
  ORDER_FIELDS,
  type OrderField,
  type OrderFilter,
  type OrderRecord,
  searchOrders,
} from './order-repository'
import { notFound } from './rest-errors'
import { restOrder, restOrderWithFacts } from './rest-order'
import { companyMayMove } from './statuses'

const ROUTE = /^\/rest(?:\/(?:default|all))?\/V1\/orders(?:\/(\d+)(\/comments)?)?\/?$/
const VIEW = 'Magento_Sales::actions_view'
const COMMENT = 'Magento_Sales::comment'
const CONDITIONS = new Set(['eq', 'neq', 'in', 'nin', 'like', 'gt', 'gteq', 'lt', 'lteq', 'from', 'to'])

type Nested = { [key: string]: Nested | string }

/** PHP's bracket notation (`searchCriteria[filter_groups][0][filters][0][field]=status`) as nested objects. */
function bracketParams(params: URLSearchParams): Nested {
  const root: Nested = {}
  for (const [key, value] of params) {
    const path = key.replace(/\]/g, '').split('[')
    let node = root
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value
        return
      }
      const child = node[part]
      if (typeof child === 'object') node = child
      else {
        const created: Nested = {}
        node[part] = created
        node = created
      }
    })
  }
  return root
}

const entries = (value: Nested | string | undefined): Nested[] =>
  value && typeof value === 'object' ? Object.values(value).filter((v): v is Nested => typeof v === 'object') : []
const text = (value: Nested | string | undefined) => (typeof value === 'string' ? value : undefined)

class InvalidCriteria extends Error {}

function criteria(url: URL) {
  const given = bracketParams(url.searchParams).searchCriteria
  const c = typeof given === 'object' ? given : {}
  const filterGroups = entries(c.filter_groups).map((group) =>
    entries(group.filters).map((f) => ({
      field: text(f.field) ?? '',
      value: text(f.value) ?? '',
      condition_type: text(f.condition_type) ?? 'eq',
    })),
  )
  const sortOrders = entries(c.sortOrders ?? c.sort_orders).map((s) => ({
    field: text(s.field) ?? '',
    direction: text(s.direction)?.toUpperCase() === 'DESC' ? ('DESC' as const) : ('ASC' as const),
  }))
  const pageSize = Number(text(c.pageSize ?? c.page_size) ?? 0)
  const currentPage = Number(text(c.currentPage ?? c.current_page) ?? 1)
  const known = (field: string): field is OrderField => field in ORDER_FIELDS
  for (const f of [...filterGroups.flat(), ...sortOrders]) {
    if (!known(f.field)) throw new InvalidCriteria(f.field)
  }
  const groups: OrderFilter[][] = filterGroups.map((g) =>
    g.map((f) => {
      if (!CONDITIONS.has(f.condition_type)) throw new InvalidCriteria(f.condition_type)
      return { field: f.field as OrderField, condition: f.condition_type as OrderFilter['condition'], value: f.value }
    }),
  )
  return {
    search: {
      groups,
      sort: sortOrders.map((s) => ({ field: s.field as OrderField, direction: s.direction })),
      pageSize: pageSize > 0 ? pageSize : 1000,
      currentPage: currentPage > 0 ? currentPage : 1,
    },
    echo: {
      filter_groups: filterGroups.map((filters) => ({ filters })),
      ...(sortOrders.length > 0 ? { sort_orders: sortOrders } : {}),
      ...(pageSize > 0 ? { page_size: pageSize } : {}),
      current_page: currentPage > 0 ? currentPage : 1,
    },
  }
}

async function ordersJson(db: Database, orders: OrderRecord[]) {
  const details = await orderDetails(
    db,
    orders.map((o) => o.entity_id),
  )
  return orders.map((o) => restOrder(o, details.get(o.entity_id)))
}

async function listOrders(db: Database, url: URL): Promise<Response> {
  let parsed: ReturnType<typeof criteria>
  try {
    parsed = criteria(url)
  } catch (error) {
    if (!(error instanceof InvalidCriteria)) throw error
    return restJson(
      { message: 'Invalid value of "%1" provided for the %2 field.', parameters: [error.message, 'searchCriteria'] },
      400,
    )
  }
  const { orders, total } = await searchOrders(db, parsed.search)
  return restJson({ items: await ordersJson(db, orders), search_criteria: parsed.echo, total_count: total })
}

type CommentBody = {
  statusHistory?: {
    comment?: string
    status?: string
    is_customer_notified?: number | boolean
    is_visible_on_front?: number | boolean
  }
}

async function addComment(
  request: Request,
  db: Database,
  order: OrderRecord,
  contextFor: (r: Request) => Promise<Context>,
  staffUser: string,
): Promise<Response> {
  let body: CommentBody
  try {
    body = (await request.json()) as CommentBody
  } catch {
    return restJson({ message: 'Decoding error: Unable to unserialize value.', parameters: [] }, 400)
  }
  const history = body?.statusHistory
  if (!history || typeof history !== 'object') {
    return restJson(
      { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'statusHistory' } },
      400,
    )
  }
  const statuses = await loadStatuses(db, 0)
  const status = history.status || order.status
  const known = statuses.get(status)
  if (!known)
    return restJson(
      { message: 'Invalid value of "%1" provided for the %2 field.', parameters: [status, 'status'] },
      400,
    )
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
    }))
  if (!moved) {
    return restJson(
      { message: 'The order status can\'t change from "%1" to "%2".', parameters: [order.status, status] },
      409,
    )
  }
  if (notify && history.comment?.trim()) {
    const ctx = await orderContext(request, order, contextFor)
    const changed = (await findOrder(db, order.entity_id)) ?? order
    const label = (await ctx.loaders.orderStatuses()).get(status)?.storeLabel ?? status
    await sendCommentMail(ctx, changed, history.comment.trim(), label)
  }
  return restJson(true)
}

export const adminOrdersRoute: ModuleRoute = async (request, db, env, contextFor) => {
  const url = new URL(request.url)
  const match = ROUTE.exec(url.pathname)
  if (!match) return null
  const [, id, comments] = match
  const isComment = comments !== undefined
  if (request.method !== (isComment ? 'POST' : 'GET')) return null
  const admin = await requireAdmin(request, env, isComment ? COMMENT : VIEW)
  if (admin instanceof Response) return admin
  if (id === undefined) return listOrders(db, url)
  const order = await findOrder(db, Number(id))
  if (!order) return notFound()
  if (isComment) return addComment(request, db, order, contextFor, admin.username)
  const ctx = await orderContext(request, order, contextFor)
  return restJson(await restOrderWithFacts(ctx, order, await ctx.loaders.orderDetails.load(order.entity_id)))
}
