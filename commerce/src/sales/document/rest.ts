/**
 * The company's offers and order confirmations through the admin REST API, shaped as Magento's invoice calls
 * (admin token required):
 *
 * - `GET /rest/V1/order/{orderId}/offer-draft`, `…/confirmation-draft` → the prefilled draft the desk composes from;
 * - `POST /rest/V1/order/{orderId}/offer`, `…/confirmation` with the draft's editable fields (document-input.ts) → the
 *   new document's id, as `POST /V1/order/{orderId}/invoice` answers the invoice's;
 * - `POST /rest/V1/order/{orderId}/offer-preview`, `…/confirmation-preview` with the same body → the PDF of the
 *   version that send would store, marked as a draft; nothing is stored, nothing mailed (an extension);
 * - `GET /rest/V1/order/{orderId}/documents` → `{items, total_count}`, every version newest first;
 * - `GET /rest/V1/documents/{id}` → one version; `GET /rest/V1/documents/{id}/pdf` → its PDF in the order's store view
 *   language (an extension).
 *
 * An unknown order or document is Magento's 404; a status that does not allow the document (also for the loser of
 * two sends at once) 409.
 */
import { requireAdmin, restJson } from '../../admin/authorization'
import type { Context } from '../../kernel/context'
import type { Database } from '../../kernel/database'
import type { ModuleRoute } from '../../kernel/module'
import { documentPdf, pdfResponse } from '../pdf/document-pdf'
import type { PrintedDocument } from '../pdf/printed-document'
import { orderContext } from '../request/order-context'
import { findOrder, type OrderRecord } from '../request/order-repository'
import { badRequest, jsonBody, notFound, UNREADABLE_BODY, viesUnavailable } from '../rest-errors'
import type { DocumentType } from '../statuses'
import { composeDocument } from './compose'
import { documentDraft } from './draft'
import { type DocumentInput, parseDocumentInput } from './input'
import { printedFromStored } from './print'
import { findDocument, loadDocuments, type OrderDocument } from './repository'
import { allowsDocument, previewDocument, type Refusal, sendDocument } from './send'

const ROUTE =
  /^\/rest(?:\/(?:default|all))?\/V1\/(?:order\/(\d+)\/(offer-draft|confirmation-draft|offer|confirmation|offer-preview|confirmation-preview|documents)|documents\/(\d+)(\/pdf)?)\/?$/
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
    vat_check: draft.vat.vat_check,
    ...composeDocument(order, details.items, draft.units, draft.terms, draft.vat),
  })
}

/** The send's body, or the 400 that refuses it. */
async function documentInput(request: Request, type: DocumentType): Promise<DocumentInput | Response> {
  const body = await jsonBody(request)
  if (body === undefined) return restJson(UNREADABLE_BODY, 400)
  return parseDocumentInput(type, body)
}

/**
 * A send or a preview: the body parsed and checked, `run` with it, its refusals as Magento's 409 or 400, else
 * `answer` of what it did.
 */
async function withInput<T extends object>(
  request: Request,
  type: DocumentType,
  run: (input: DocumentInput) => Promise<T | Refusal>,
  answer: (done: T) => Response | Promise<Response>,
): Promise<Response> {
  const input = await documentInput(request, type)
  if (input instanceof Response) return input
  const outcome = await run(input)
  if ('conflict' in outcome) return notAllowed(type)
  if ('vatUnconfirmed' in outcome) return restJson(viesUnavailable(outcome.vatUnconfirmed), 503)
  if ('invalid' in outcome) return badRequest(outcome.invalid)
  return answer(outcome as T)
}

async function printed(ctx: Context, order: OrderRecord, document: PrintedDocument): Promise<Response> {
  return pdfResponse(await documentPdf(ctx, order, document), document)
}

/** A stored version's PDF, in the language of its order's store view. */
export async function storedPdf(
  request: Request,
  document: OrderDocument,
  order: OrderRecord,
  contextFor: (r: Request) => Promise<Context>,
): Promise<Response> {
  const ctx = await orderContext(request, order, contextFor)
  return printed(ctx, order, printedFromStored(ctx, document))
}

async function documentsRoute(db: Database, order: OrderRecord): Promise<Response> {
  const documents = (await loadDocuments(db, [order.entity_id])).get(order.entity_id) ?? []
  return restJson({ items: documents.map(restDocument), total_count: documents.length })
}

async function documentRoute(db: Database, id: number): Promise<Response> {
  const document = await findDocument(db, id)
  return document ? restJson(restDocument(document)) : notFound()
}

async function documentPdfRoute(
  request: Request,
  db: Database,
  id: number,
  contextFor: (r: Request) => Promise<Context>,
): Promise<Response> {
  const document = await findDocument(db, id)
  const order = document && (await findOrder(db, document.order_id))
  return document && order ? storedPdf(request, document, order, contextFor) : notFound()
}

const TYPES: Record<string, DocumentType> = {
  offer: 'offer',
  'offer-draft': 'offer',
  'offer-preview': 'offer',
  confirmation: 'confirmation',
  'confirmation-draft': 'confirmation',
  'confirmation-preview': 'confirmation',
}

const SENDS = new Set(['offer', 'confirmation'])
const PREVIEWS = new Set(['offer-preview', 'confirmation-preview'])

export const adminDocumentsRoute: ModuleRoute = async (request, db, env, contextFor) => {
  const match = ROUTE.exec(new URL(request.url).pathname)
  if (!match) return null
  const [, orderId, action = '', documentId, pdf] = match
  const sends = SENDS.has(action)
  const previews = PREVIEWS.has(action)
  if (request.method !== (sends || previews ? 'POST' : 'GET')) return null
  const admin = await requireAdmin(request, env, sends ? EDIT : VIEW)
  if (admin instanceof Response) return admin
  if (documentId !== undefined) {
    return pdf ? documentPdfRoute(request, db, Number(documentId), contextFor) : documentRoute(db, Number(documentId))
  }
  const order = await findOrder(db, Number(orderId))
  if (!order) return notFound()
  const type = TYPES[action]
  if (!type) return documentsRoute(db, order)
  const ctx = await orderContext(request, order, contextFor)
  if (sends) {
    return withInput(
      request,
      type,
      (input) => sendDocument(ctx, order, type, input, admin.username),
      ({ id }) => restJson(id),
    )
  }
  if (previews) {
    return withInput(
      request,
      type,
      (input) => previewDocument(ctx, order, type, input, admin.username),
      (preview) => printed(ctx, order, preview.printed),
    )
  }
  return draftRoute(ctx, order, type)
}
