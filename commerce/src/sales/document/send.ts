/**
 * Sending an offer or an order confirmation: the draft with the sales desk's changes becomes the order's next
 * version of that document, stored in one batch with the order's new status and a history entry naming it, then
 * mailed to the customer in the order's store view with its PDF. A line cut to size keeps the draft's cut list unless
 * the desk sends its pieces, tolerance and charge per metre; either way it is checked and nested again. The preview
 * composes the same version the same way and prints it without storing anything, so its figures are the ones a send
 * stores.
 */

import { checkCutList } from '../../../../rules/cut-list'
import type { DocumentType } from '../../../../rules/request-workflow'
import { DOCUMENT_MOVES } from '../../../../rules/request-workflow'
import type { ParsedDocumentInput as DocumentInput, LineTerms } from '../../../api/document'
import type { Context } from '../../kernel/context'
import { __ } from '../../kernel/phrase'
import { documentMail } from '../mails'
import { documentPdf } from '../pdf/document-pdf'
import type { PrintedDocument } from '../pdf/printed-document'
import type { OrderDetails } from '../request/order-details'
import type { OrderRecord } from '../request/order-repository'
import { money } from '../request/request-summary'
import { invalidValue, type RestError } from '../rest-errors'
import { composeDocument } from './compose'
import { type DocumentDraft, documentDraft } from './draft'
import { printedFromSend, printedFromStored } from './print'
import { DOCUMENT_NUMBER, type DocumentToSend, findDocument, insertDocument } from './repository'
import { numberPrefix, storeToday } from './settings'

/**
 * Why the order's status (409) or the input (400) does not allow the document, or why it waits (503): VIES could not
 * be asked about the VAT ID that would exempt the delivery.
 */
export type Refusal = { conflict: true } | { invalid: RestError[] } | { vatUnconfirmed: string }
export type SendOutcome = { id: number } | Refusal

const CONFLICT = { conflict: true } as const

/** Whether the order's status is the one the document is sent in. */
export const allowsDocument = (order: OrderRecord, type: DocumentType) => order.status === DOCUMENT_MOVES[type].from

/** What the input names that the order does not allow: lines of other orders, an expiration date in the past. */
function invalidInput(ctx: Context, input: DocumentInput, details: OrderDetails): RestError[] {
  const known = new Set(details.items.map((item) => item.item_id))
  const lines = input.items.flatMap((line, i) =>
    known.has(line.order_item_id) ? [] : [invalidValue(line.order_item_id, `items[${i}].order_item_id`)],
  )
  const expired = input.expiration_date && input.expiration_date < storeToday(ctx)
  return expired ? [...lines, invalidValue(input.expiration_date, 'expiration_date')] : lines
}

/** The input's lines with the draft's cut lists, changed where the desk changed their pieces, tolerance or charge. */
const linesWithCuts = (lines: DocumentInput['items'], draft: DocumentDraft): LineTerms[] =>
  lines.map(({ cut_list: change, ...line }) => {
    const cut = draft.terms.items.find((drafted) => drafted.order_item_id === line.order_item_id)?.cut_list ?? null
    return { ...line, cut_list: cut && { ...cut, ...change } }
  })

/** A cut list for a line not cut to size, and the pieces the sheet does not allow (the rule's issue code each). */
function invalidCuts(input: DocumentInput, lines: readonly LineTerms[]): RestError[] {
  return lines.flatMap((line, i) => {
    const field = `items[${i}].cut_list`
    if (!line.cut_list) return input.items[i]?.cut_list ? [invalidValue(input.items[i]?.cut_list, field)] : []
    const { pieces, sheet, settings } = line.cut_list
    return checkCutList(pieces, sheet, settings).map((issue) =>
      invalidValue(issue.code, issue.row > 0 ? `${field}.pieces[${issue.row - 1}]` : `${field}.pieces`),
    )
  })
}

/** The draft with the desk's changes, composed, as the next version to store. */
function documentToSend(
  ctx: Context,
  order: OrderRecord,
  details: OrderDetails,
  draft: DocumentDraft,
  changes: Omit<DocumentInput, 'notify' | 'items'> & { items: LineTerms[] },
  staffUser: string,
): DocumentToSend {
  const { items, other_charges, ...figures } = composeDocument(
    order,
    details.items,
    draft.units,
    { ...draft.terms, ...changes },
    draft.vat,
  )
  const type = draft.type
  return {
    document: {
      ...figures,
      order_id: order.entity_id,
      document_type: type,
      version: draft.version,
      created_by: staffUser,
    },
    items,
    charges: other_charges,
    number: draft.number
      ? { existing: draft.number }
      : { prefix: numberPrefix(ctx, type), year: Number(storeToday(ctx).slice(0, 4)) },
  }
}

/** The order's move to the status the document leads to, with the history entry naming it. */
async function statusMove(ctx: Context, order: OrderRecord, { document }: DocumentToSend, notify: boolean) {
  const { to } = DOCUMENT_MOVES[document.document_type]
  const total = money(ctx, document, document.grand_total)
  const entry =
    document.document_type === 'offer'
      ? __('Offer %1, version %2, sent: %3', DOCUMENT_NUMBER, document.version, total)
      : __('Order confirmation %1, version %2, sent: %3', DOCUMENT_NUMBER, document.version, total)
  return {
    from: order.status,
    status: to,
    state: (await ctx.loaders.orderStatuses()).get(to)?.state ?? order.state,
    comment: ctx.translate(entry),
    isCustomerNotified: notify,
  }
}

/** The version the input makes of the draft, ready to store; or why the order or the input does not allow it. */
async function prepare(
  ctx: Context,
  order: OrderRecord,
  type: DocumentType,
  input: DocumentInput,
  staffUser: string,
): Promise<{ send: DocumentToSend; notify: boolean } | Refusal> {
  if (!allowsDocument(order, type)) return CONFLICT
  const [details, documents] = await Promise.all([
    ctx.loaders.orderDetails.load(order.entity_id),
    ctx.loaders.orderDocuments.load(order.entity_id),
  ])
  if (!details) throw new Error(`order ${order.entity_id} has no details`)
  const invalid = invalidInput(ctx, input, details)
  if (invalid.length > 0) return { invalid }
  const { notify, ...changes } = input
  const draft = await documentDraft(ctx, type, order, details, documents ?? [])
  const items = linesWithCuts(input.items, draft)
  const cuts = invalidCuts(input, items)
  if (cuts.length > 0) return { invalid: cuts }
  if (draft.vat.vat_check === 'unavailable') return { vatUnconfirmed: details.shipping?.vat_id ?? '' }
  return { send: documentToSend(ctx, order, details, draft, { ...changes, items }, staffUser), notify }
}

export async function sendDocument(
  ctx: Context,
  order: OrderRecord,
  type: DocumentType,
  input: DocumentInput,
  staffUser: string,
): Promise<SendOutcome> {
  const prepared = await prepare(ctx, order, type, input, staffUser)
  if (!('send' in prepared)) return prepared
  const { send, notify } = prepared
  const id = await insertDocument(ctx.db, send, await statusMove(ctx, order, send, notify))
  if (id === null) return CONFLICT
  if (notify) await mailDocument(ctx, order, id)
  return { id }
}

/**
 * The stored document's mail with its PDF. The document is sent whether or not its mail can be made: a failure is
 * logged, and the request's mails in the desk show what went out.
 */
async function mailDocument(ctx: Context, order: OrderRecord, id: number): Promise<void> {
  try {
    const stored = await findDocument(ctx.db, id)
    if (!stored) return
    const printed = printedFromStored(ctx, stored)
    await ctx.mailer.send(documentMail(ctx, order, stored, printed, await documentPdf(ctx, order, printed)))
  } catch (error) {
    console.error(`the mail of document ${id} was not stored`, error)
  }
}

/** The version a send with this input would store, as its PDF prints it; nothing is stored. */
export async function previewDocument(
  ctx: Context,
  order: OrderRecord,
  type: DocumentType,
  input: DocumentInput,
  staffUser: string,
): Promise<{ printed: PrintedDocument } | Refusal> {
  const prepared = await prepare(ctx, order, type, input, staffUser)
  return 'send' in prepared ? { printed: printedFromSend(ctx, prepared.send) } : prepared
}
