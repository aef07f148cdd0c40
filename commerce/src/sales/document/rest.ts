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

import type { DocumentType } from '../../../../rules/request-workflow'
import type { DocumentDraft, ParsedDocumentInput, SentDocument } from '../../../api/document'
import type { Context } from '../../kernel/context'
import { restJson } from '../../kernel/rest-input'
import type { RestCall, RestServices, StaffCaller } from '../../kernel/rest-router'
import { documentPdf, pdfResponse } from '../pdf/document-pdf'
import type { PrintedDocument } from '../pdf/printed-document'
import { orderContext } from '../request/order-context'
import { findOrder, type OrderRecord } from '../request/order-repository'
import { badRequest, notFound, viesUnavailable } from '../rest-errors'
import { composeDocument } from './compose'
import { documentDraft } from './draft'
import { printedFromStored } from './print'
import { findDocument, loadDocuments, type OrderDocument } from './repository'
import { allowsDocument, previewDocument, type Refusal, sendDocument } from './send'

const NOT_ALLOWED: Record<DocumentType, string> = {
  offer: 'The order does not allow an offer to be created.',
  confirmation: 'The order does not allow an order confirmation to be created.',
}
const notAllowed = (type: DocumentType) => restJson({ message: NOT_ALLOWED[type], parameters: [] }, 409)

/** A stored version as the REST API writes it: the document's columns, its items and its other charges. */
function restDocument({ charges, ...document }: OrderDocument): SentDocument {
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
  const answer: DocumentDraft = {
    order_id: order.entity_id,
    document_type: type,
    increment_id: draft.number,
    version: draft.version,
    pallets: draft.pallets,
    country_id: draft.country_id,
    vat_check: draft.vat.vat_check,
    ...composeDocument(order, details.items, draft.units, draft.terms, draft.vat),
  }
  return restJson(answer)
}

/**
 * A send or a preview: `run`, its refusals as Magento's 409 or 400, else `answer` of what it did.
 */
async function withInput<T extends object>(
  type: DocumentType,
  run: () => Promise<T | Refusal>,
  answer: (done: T) => Response | Promise<Response>,
): Promise<Response> {
  const outcome = await run()
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

type OrderCall = RestCall<unknown, StaffCaller>

/** The call's order (by `:orderId`) in its store view, or the 404 to answer. */
async function orderOf({ request, db, params, context }: OrderCall) {
  const order = await findOrder(db, params.orderId ?? 0)
  return order ? { order, ctx: await orderContext(request, order, context) } : notFound()
}

const draftService = (type: DocumentType) => async (call: OrderCall) => {
  const found = await orderOf(call)
  return found instanceof Response ? found : draftRoute(found.ctx, found.order, type)
}

const sendService = (type: DocumentType) => async (call: RestCall<ParsedDocumentInput, StaffCaller>) => {
  const found = await orderOf(call)
  if (found instanceof Response) return found
  return withInput(
    type,
    () => sendDocument(found.ctx, found.order, type, call.input, call.staff.username),
    ({ id }) => restJson(id),
  )
}

const previewService = (type: DocumentType) => async (call: RestCall<ParsedDocumentInput, StaffCaller>) => {
  const found = await orderOf(call)
  if (found instanceof Response) return found
  return withInput(
    type,
    () => previewDocument(found.ctx, found.order, type, call.input, call.staff.username),
    (preview) => printed(found.ctx, found.order, preview.printed),
  )
}

export const documentServices: RestServices = {
  offerDraft: draftService('offer'),
  confirmationDraft: draftService('confirmation'),
  offerSend: sendService('offer'),
  confirmationSend: sendService('confirmation'),
  offerPreview: previewService('offer'),
  confirmationPreview: previewService('confirmation'),
  async orderDocuments({ db, params }) {
    const order = await findOrder(db, params.orderId ?? 0)
    if (!order) return notFound()
    const documents = (await loadDocuments(db, [order.entity_id])).get(order.entity_id) ?? []
    return restJson({ items: documents.map(restDocument), total_count: documents.length })
  },
  async documentGet({ db, params }) {
    const document = await findDocument(db, params.id ?? 0)
    return document ? restJson(restDocument(document)) : notFound()
  },
  async documentPdf({ request, db, params, context }) {
    const document = await findDocument(db, params.id ?? 0)
    const order = document && (await findOrder(db, document.order_id))
    return document && order ? storedPdf(request, document, order, context) : notFound()
  },
}
