/**
 * The company's offers and order confirmations through the admin REST API, shaped as Magento's invoice calls
 * (admin token required):
 *
 * - `GET /rest/V1/order/{orderId}/offer-draft`, `…/confirmation-draft` → the prefilled draft the desk composes from;
 * - `POST /rest/V1/order/{orderId}/offer`, `…/confirmation` with the draft's editable fields (document-input.ts) → the
 *   new document's id, as `POST /V1/order/{orderId}/invoice` answers the invoice's;
 * - `GET /rest/V1/order/{orderId}/documents` → `{items, total_count}`, every version newest first;
 * - `GET /rest/V1/documents/{id}` → one version.
 *
 * An unknown order or document is Magento's 404; a status that does not allow the document (also for the loser of
 * two sends at once) 409.
 */
import { requireAdmin, restJson } from '../admin/authorization'
import type { Context } from '../kernel/context'
import type { Database } from '../kernel/database'
import type { ModuleRoute } from '../kernel/module'
import { composeDocument } from './compose-document'
import { documentDraft } from './document-draft'
import { parseDocumentInput } from './document-input'
import { findDocument, loadDocuments, type OrderDocument } from './document-repository'
import type { DocumentType } from './document-settings'
import { orderContext } from './order-context'
import { findOrder, type OrderRecord } from './order-repository'
import { badRequest, jsonBody, notFound, UNREADABLE_BODY } from './rest-errors'
import { allowsDocument, sendDocument } from './send-document'

const ROUTE =
  /^\/rest(?:\/(?:default|all))?\/V1\/(?:order\/(\d+)\/(offer-draft|confirmation-draft|offer|confirmation|documents)|documents\/(\d+))\/?$/
const VIEW = 'Magento_Sales::actions_view'
const EDIT = 'Magento_Sales::actions_edit'

const NOT_ALLOWED: Record<DocumentType, string> = {
  offer: 'The order does not allow an offer to be created.',
  confirmation: 'The order does not allow an order confirmation to be created.',
}
const notAllowed = (type: DocumentType) => restJson({ message: NOT_ALLOWED[type], parameters: [] }, 409)

/** A stored version as the REST API writes it: the document's columns, its items and its other charges. */
function restDocument({ charges, ...document }: OrderDocument) {
  return { ...document, other_charges: charges.map(({ label, amount }) => ({ label, amount })) }
}

async function draftRoute(ctx: Context, order: OrderRecord, type: DocumentType): Promise<Response> {
  if (!allowsDocument(order, type)) return notAllowed(type)
  const [details, documents] = await Promise.all([
    ctx.loaders.orderDetails.load(order.entity_id),
    ctx.loaders.orderDocuments.load(order.entity_id),
  ])
  if (!details) throw new Error(`order ${order.entity_id} has no details`)
  const draft = await documentDraft(ctx, type, order, details, documents ?? [])
  return restJson({
    order_id: order.entity_id,
    document_type: type,
    increment_id: draft.number,
    version: draft.version,
    pallets: draft.pallets,
    country_id: draft.country_id,
    ...composeDocument(order, details.items, draft.units, draft.terms),
  })
}

async function sendRoute(
  request: Request,
  ctx: Context,
  order: OrderRecord,
  type: DocumentType,
  staffUser: string,
): Promise<Response> {
  const body = await jsonBody(request)
  if (body === undefined) return restJson(UNREADABLE_BODY, 400)
  const input = parseDocumentInput(type, body)
  if (input instanceof Response) return input
  const outcome = await sendDocument(ctx, order, type, input, staffUser)
  if ('conflict' in outcome) return notAllowed(type)
  if ('invalid' in outcome) return badRequest(outcome.invalid)
  return restJson(outcome.id)
}

async function documentsRoute(db: Database, order: OrderRecord): Promise<Response> {
  const documents = (await loadDocuments(db, [order.entity_id])).get(order.entity_id) ?? []
  return restJson({ items: documents.map(restDocument), total_count: documents.length })
}

async function documentRoute(db: Database, id: number): Promise<Response> {
  const document = await findDocument(db, id)
  return document ? restJson(restDocument(document)) : notFound()
}

const TYPES: Record<string, DocumentType> = {
  offer: 'offer',
  'offer-draft': 'offer',
  confirmation: 'confirmation',
  'confirmation-draft': 'confirmation',
}

export const adminDocumentsRoute: ModuleRoute = async (request, db, env, contextFor) => {
  const match = ROUTE.exec(new URL(request.url).pathname)
  if (!match) return null
  const [, orderId, action, documentId] = match
  const sends = action === 'offer' || action === 'confirmation'
  if (request.method !== (sends ? 'POST' : 'GET')) return null
  const admin = await requireAdmin(request, env, sends ? EDIT : VIEW)
  if (admin instanceof Response) return admin
  if (documentId !== undefined) return documentRoute(db, Number(documentId))
  const order = await findOrder(db, Number(orderId))
  if (!order) return notFound()
  const type = TYPES[action ?? '']
  if (!type) return documentsRoute(db, order)
  const ctx = await orderContext(request, order, contextFor)
  return sends ? sendRoute(request, ctx, order, type, admin.username) : draftRoute(ctx, order, type)
}
