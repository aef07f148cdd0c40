/**
 * The inbox's and a request's data: commerce's `GET /rest/V1/orders` (searchCriteria) and `GET /rest/V1/orders/{id}`
 * with its documents and its mails (`GET /rest/V1/order/{id}/mails`), a comment with an optional status change and
 * an assignment, `POST /rest/V1/orders/{id}/comments`, and a failed mail sent again,
 * `POST /rest/V1/order/{id}/mails/{mail}/retry`.
 */
import type { GetListParams, GetListResult, GetOneParams, GetOneResult, Identifier, UpdateParams } from 'react-admin'
import type { SentDocument } from '../../../commerce/api/document'
import type { MailSearchResult, RestMail } from '../../../commerce/api/mail'
import type { CommentInput, OrderSearchResult, RestOrder } from '../../../commerce/api/order'
import { fromCommerceTime } from '../commerce-time'
import { documentPdfUrl, requestDocuments } from '../documents/documents-data'
import { rest } from '../rest'
import { unsupported } from '../unsupported'
import { type DeskDocument, type DeskMail, type DeskRequest, deskRequest } from './desk-request'
import { containing, type SearchCriteria, type SearchFilter, searchCriteriaParams } from './search-criteria'

/** The inbox's filters (request-list.tsx). */
export interface InboxFilter {
  /** The number, the buyer's e-mail, name or VAT ID, the company, a city or the buyer's order number, in part. */
  q?: string
  status?: string[]
  kind?: string
  /** "Mine": the requests assigned to this clerk (staff username). */
  assignedTo?: string
  /** The requests of one buyer: their account, else (a guest) their e-mail. */
  customerId?: number
  buyerEmail?: string
  /** A request left out (the one whose page lists the buyer's others). */
  except?: number
}

/** The inbox's sortable columns and commerce's fields behind them (the answer-by day counts from waiting_since). */
const sortFields: Record<string, string> = {
  receivedAt: 'created_at',
  answerBy: 'waiting_since',
  number: 'increment_id',
  status: 'status',
  total: 'grand_total',
}

/**
 * Where commerce's REST search looks for the clerk's search text, any of them: the number, the buyer's e-mail, names
 * and VAT ID, the company (billing address), the billing and shipping city and the buyer's own order number.
 */
const searchedFields = [
  'increment_id',
  'customer_email',
  'customer_firstname',
  'customer_lastname',
  'customer_taxvat',
  'billing_company',
  'billing_city',
  'shipping_city',
  'po_number',
]

/** The state the inbox filters by beside the statuses: the buyer asked for a revision (commerce's extension field). */
export const REVISION_REQUESTED = 'revision_requested'

/** Any of the chosen statuses, or an open revision request where that is chosen. */
function statusFilters(chosen: string[]): SearchFilter[] {
  const statuses = chosen.filter((status) => status !== REVISION_REQUESTED)
  const filters: SearchFilter[] = []
  if (statuses.length > 0) filters.push({ field: 'status', value: statuses.join(','), conditionType: 'in' })
  if (chosen.includes(REVISION_REQUESTED)) {
    filters.push({ field: 'revision_requested_at', value: '', conditionType: 'notnull' })
  }
  return filters
}

function filterGroups(filter: InboxFilter): SearchFilter[][] {
  const groups: SearchFilter[][] = []
  if (filter.status?.length) groups.push(statusFilters(filter.status))
  if (filter.kind) groups.push([{ field: 'request_type', value: filter.kind, conditionType: 'eq' }])
  if (filter.assignedTo) groups.push([{ field: 'assigned_to', value: filter.assignedTo, conditionType: 'eq' }])
  if (filter.customerId) groups.push([{ field: 'customer_id', value: String(filter.customerId), conditionType: 'eq' }])
  if (filter.buyerEmail) groups.push([{ field: 'customer_email', value: filter.buyerEmail, conditionType: 'eq' }])
  if (filter.except) groups.push([{ field: 'entity_id', value: String(filter.except), conditionType: 'neq' }])
  if (filter.q?.trim()) {
    const value = containing(filter.q)
    groups.push(searchedFields.map((field) => ({ field, value, conditionType: 'like' })))
  }
  return groups
}

export function inboxCriteria(params: GetListParams): SearchCriteria {
  const sortField = params.sort && sortFields[params.sort.field]
  return {
    filterGroups: filterGroups(params.filter as InboxFilter),
    sortOrders: sortField ? [{ field: sortField, direction: params.sort?.order === 'DESC' ? 'DESC' : 'ASC' }] : [],
    pageSize: params.pagination?.perPage ?? 25,
    currentPage: params.pagination?.page ?? 1,
  }
}

async function listRequests(params: GetListParams): Promise<GetListResult<DeskRequest>> {
  const search = await rest<OrderSearchResult>(`orders?${searchCriteriaParams(inboxCriteria(params))}`)
  return { data: search.items.map(deskRequest), total: search.total_count }
}

const deskDocument = (document: SentDocument): DeskDocument => ({
  id: document.entity_id,
  type: document.document_type,
  number: document.increment_id,
  version: document.version,
  sentAt: fromCommerceTime(document.created_at).toISOString(),
  sentBy: document.created_by,
  total: { value: document.grand_total, currency: document.order_currency_code },
  validUntil: document.expiration_date,
  pdfUrl: documentPdfUrl(document.entity_id),
})

const deskMail = (mail: RestMail): DeskMail => ({
  id: mail.message_id,
  recipient: mail.recipient,
  subject: mail.subject,
  createdAt: fromCommerceTime(mail.created_at).toISOString(),
  status: mail.status,
  failure: mail.failure,
  deliveredAt: mail.delivered_at && fromCommerceTime(mail.delivered_at).toISOString(),
})

/** A request with every version of its documents and every mail about it. */
async function getRequest(id: Identifier): Promise<GetOneResult<DeskRequest>> {
  const [order, documents, mails] = await Promise.all([
    rest<RestOrder>(`orders/${Number(id)}`),
    requestDocuments(Number(id)),
    rest<MailSearchResult>(`order/${Number(id)}/mails`),
  ])
  return {
    data: { ...deskRequest(order), documents: documents.map(deskDocument), mails: mails.items.map(deskMail) },
  }
}

/** Delivers a failed mail of the request once more; false when commerce could not queue it. */
const sendMailAgain = (requestId: Identifier, mailId: number) =>
  rest<boolean>(`order/${Number(requestId)}/mails/${mailId}/retry`, { method: 'POST' })

export interface RequestComment {
  comment: string
  /** The status the request moves to; its current one for a comment alone. */
  status: string
  notifyCustomer: boolean
  visibleToCustomer: boolean
}

async function commentRequest(id: Identifier, comment: RequestComment): Promise<void> {
  await rest<boolean>(`orders/${Number(id)}/comments`, {
    method: 'POST',
    body: {
      statusHistory: {
        comment: comment.comment,
        status: comment.status,
        is_customer_notified: comment.notifyCustomer ? 1 : 0,
        is_visible_on_front: comment.visibleToCustomer ? 1 : 0,
      },
    },
  })
}

/**
 * Assigns the request to a clerk (staff username), or to nobody with an empty name; what changed, which react-admin
 * merges into the request it holds (it copies the answer through JSON, so a whole request's dates would not survive).
 */
async function assignRequest(id: Identifier, clerk: string): Promise<{ data: Pick<DeskRequest, 'id' | 'assignedTo'> }> {
  const body: CommentInput = { statusHistory: { extension_attributes: { assigned_to: clerk } } }
  await rest<boolean>(`orders/${Number(id)}/comments`, { method: 'POST', body })
  return { data: { id: Number(id), assignedTo: clerk } }
}

/**
 * The `requests` resource (Magento's orders): the inbox and a request's page, and besides react-admin's calls a
 * comment with an optional status change (request-answer.tsx) and a failed mail sent again (request-mails.tsx).
 */
export const requestsProvider = {
  ...unsupported('requests'),
  getList: (_resource: string, params: GetListParams) => listRequests(params),
  getOne: (_resource: string, params: GetOneParams) => getRequest(params.id),
  /** A request's one changeable field is whom it is assigned to (request-assignment.tsx). */
  update: (_resource: string, params: UpdateParams<DeskRequest>) =>
    assignRequest(params.id, params.data.assignedTo ?? ''),
  commentRequest: (_resource: string, id: Identifier, comment: RequestComment) => commentRequest(id, comment),
  sendMailAgain: (_resource: string, requestId: Identifier, mailId: number) => sendMailAgain(requestId, mailId),
}
