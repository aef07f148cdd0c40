/**
 * The company's side through Magento's admin REST API, with Magento's shapes (admin token required):
 * `GET /rest/V1/orders?searchCriteria…` → `{items, search_criteria, total_count}`, `GET /rest/V1/orders/{id}` → the
 * order, `POST /rest/V1/orders/{id}/comments` with `{statusHistory: {comment, status, is_customer_notified,
 * is_visible_on_front, extension_attributes: {assigned_to}}}` → `true`: the comment is added, the order moves to
 * `status` (after the contract only step by step: confirmed → processing → complete; else 409), is assigned to the
 * staff user `assigned_to` names ("" for nobody; an extension), and a notified comment is mailed to the customer in
 * the order's store view.
 */
import { z } from 'zod'
import { isActiveStaffUser, requireAdmin, restJson } from '../../admin/authorization'
import type { Context } from '../../kernel/context'
import type { Database } from '../../kernel/database'
import type { Env } from '../../kernel/env'
import type { ModuleRoute } from '../../kernel/module'
import {
  assertProperties,
  bracketParams,
  children,
  own,
  parseRest,
  property,
  type QueryTree,
} from '../../kernel/rest-input'
import { sendCommentMail } from '../mails'
import { jsonBody, notFound, UNREADABLE_BODY } from '../rest-errors'
import { companyMayMove } from '../statuses'
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
import { restOrder, restOrderWithFacts } from './rest-order'

const ROUTE = /^\/rest(?:\/(?:default|all))?\/V1\/orders(?:\/(\d+)(\/comments)?)?\/?$/
const VIEW = 'Magento_Sales::actions_view'
const COMMENT = 'Magento_Sales::comment'

/**
 * The largest page of a search: Magento's Web API input limits (`webapi/validation/maximum_page_size`, 300 when
 * input limits are on). Pages are counted up to MAX_PAGE so that the offset stays an exact number.
 */
export const MAX_REST_PAGE_SIZE = 300
const MAX_PAGE = 1_000_000
/** A whole number as Magento's REST reads an `int`: digits only ("1.5", "1e3", "-1" are refused). */
const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
const knownField = z.string().refine((field): field is OrderField => Object.hasOwn(ORDER_FIELDS, field))
const filterSchema = z.object({
  field: knownField,
  value: z.string().optional().default(''),
  condition_type: z
    .enum(['eq', 'neq', 'in', 'nin', 'like', 'gt', 'gteq', 'lt', 'lteq', 'from', 'to', 'null', 'notnull'])
    .optional()
    .default('eq'),
})
const sortSchema = z.object({
  field: knownField,
  direction: z
    .string()
    .optional()
    .transform((d) => (d?.toUpperCase() === 'DESC' ? ('DESC' as const) : ('ASC' as const))),
})
const criteriaSchema = z.object({
  filter_groups: z.array(z.object({ filters: z.array(filterSchema) })),
  sort_orders: z.array(sortSchema),
  page_size: whole(MAX_REST_PAGE_SIZE).optional(),
  current_page: whole(MAX_PAGE).optional(),
})

/** Magento's data interfaces of a searchCriteria, as its messages name them. */
const SEARCH_CRITERIA = 'Magento\\Framework\\Api\\SearchCriteriaInterface'
const FILTER_GROUP = 'Magento\\Framework\\Api\\Search\\FilterGroup'
const FILTER = 'Magento\\Framework\\Api\\Filter'
const SORT_ORDER = 'Magento\\Framework\\Api\\SortOrder'

/**
 * The searchCriteria of the query string, read without prototype keys and validated: a field that is not an order
 * column (`constructor`, `toString`, …), an unknown condition, a page size that is not a whole number from 1 to 300,
 * a page past 1,000,000 or a key the criteria have no property for answer 400. Keys in snake_case or camelCase, as
 * Magento takes them.
 */
function criteria(url: URL) {
  const given = own(bracketParams(url.searchParams), 'searchCriteria')
  const c: QueryTree = typeof given === 'object' ? given : Object.create(null)
  assertProperties(c, ['filter_groups', 'sort_orders', 'page_size', 'current_page'], SEARCH_CRITERIA)
  const parsed = parseRest(criteriaSchema, {
    filter_groups: children(property(c, 'filter_groups')).map((group) => {
      assertProperties(group, ['filters'], FILTER_GROUP)
      return {
        filters: children(own(group, 'filters')).map((f) => {
          assertProperties(f, ['field', 'value', 'condition_type'], FILTER)
          return { field: own(f, 'field') ?? '', value: own(f, 'value'), condition_type: property(f, 'condition_type') }
        }),
      }
    }),
    sort_orders: children(property(c, 'sort_orders')).map((s) => {
      assertProperties(s, ['field', 'direction'], SORT_ORDER)
      return { field: own(s, 'field') ?? '', direction: own(s, 'direction') }
    }),
    page_size: property(c, 'page_size'),
    current_page: property(c, 'current_page'),
  })
  const filterGroups = parsed.filter_groups.map((g) => g.filters)
  const currentPage = parsed.current_page ?? 1
  const groups: OrderFilter[][] = filterGroups.map((g) =>
    g.map((f) => ({ field: f.field, condition: f.condition_type, value: f.value })),
  )
  return {
    search: {
      groups,
      sort: parsed.sort_orders,
      pageSize: parsed.page_size ?? 1000,
      currentPage,
    },
    echo: {
      filter_groups: parsed.filter_groups,
      ...(parsed.sort_orders.length > 0 ? { sort_orders: parsed.sort_orders } : {}),
      ...(parsed.page_size ? { page_size: parsed.page_size } : {}),
      current_page: currentPage,
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
  const parsed = criteria(url)
  const { orders, total } = await searchOrders(db, parsed.search)
  return restJson({ items: await ordersJson(db, orders), search_criteria: parsed.echo, total_count: total })
}

/**
 * The longest comment: Magento keeps a comment in `sales_order_status_history.comment`, a MySQL TEXT column of
 * 65,535 bytes; a longer one could not be stored there, so it is refused here (counted in UTF-8 bytes).
 */
export const MAX_COMMENT_BYTES = 65_535
const flag = z.union([z.boolean(), z.number().int().min(0).max(1)]).nullish()
const commentSchema = z.object({
  statusHistory: z.object({
    comment: z
      .string()
      .refine((c) => new TextEncoder().encode(c).byteLength <= MAX_COMMENT_BYTES)
      .nullish(),
    status: z.string().max(32).nullish(),
    is_customer_notified: flag,
    is_visible_on_front: flag,
    /** An extension: the staff user the request is assigned to from now on ("" for nobody). */
    extension_attributes: z.object({ assigned_to: z.string().max(40).nullish() }).nullish(),
  }),
})

const invalidValue = (value: string, field: string) =>
  restJson({ message: 'Invalid value of "%1" provided for the %2 field.', parameters: [value, field] }, 400)

/** Whom the comment assigns the request to: a username, null for nobody, undefined when it does not say. */
async function assignee(env: Env, given: string | null | undefined): Promise<string | null | undefined | Response> {
  if (given === undefined || given === null) return undefined
  const username = given.trim()
  if (username === '') return null
  return (await isActiveStaffUser(env, username)) ? username : invalidValue(username, 'assigned_to')
}

async function addComment(
  request: Request,
  db: Database,
  env: Env,
  order: OrderRecord,
  contextFor: (r: Request) => Promise<Context>,
  staffUser: string,
): Promise<Response> {
  const body = await jsonBody(request)
  if (body === undefined) return restJson(UNREADABLE_BODY, 400)
  const history = parseRest(commentSchema, body).statusHistory
  const statuses = await loadStatuses(db, 0)
  const status = history.status || order.status
  const known = statuses.get(status)
  if (!known) return invalidValue(status, 'status')
  const assignedTo = await assignee(env, history.extension_attributes?.assigned_to)
  if (assignedTo instanceof Response) return assignedTo
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
  if (isComment) return addComment(request, db, env, order, contextFor, admin.username)
  const ctx = await orderContext(request, order, contextFor)
  return restJson(await restOrderWithFacts(ctx, order, await ctx.loaders.orderDetails.load(order.entity_id)))
}
