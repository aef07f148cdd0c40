/**
 * The `documents` resource: offers and order confirmations through commerce's admin REST API (commerce/README.md,
 * "Offers and order confirmations"), in commerce's own types (commerce/api/document.ts). Composing is a `create`:
 * the send (`POST /rest/V1/order/{id}/offer` or `…/confirmation`), answered with the stored version; a refused field
 * comes back as react-admin's HttpError whose body's `errors` name the form's fields, which react-admin shows at them.
 * Besides react-admin's calls: the prefilled draft and the preview's PDF.
 */
import { type CreateParams, type GetOneParams, HttpError, type Identifier } from 'react-admin'
import type { DocumentDraft, DocumentInput, DocumentType, SentDocument } from '../../../commerce/api/document'
import { PIECE_ISSUE_CODES } from '../../../rules/cut-list'
import { rest, restPdf } from '../rest'
import { unsupported } from '../unsupported'

/** What composing creates: the document of a request, with the send's body. */
export interface DocumentToSend {
  orderId: number
  type: DocumentType
  body: DocumentInput
}

export const documentDraft = (orderId: number, type: DocumentType) =>
  rest<DocumentDraft>(`order/${orderId}/${type}-draft`)

/** The PDF that sending would store, marked as a draft; nothing is stored. */
export const documentPreview = (orderId: number, type: DocumentType, body: DocumentInput) =>
  restPdf(`order/${orderId}/${type}-preview`, body).catch(withFieldErrors)

/** Every version of the request's documents, newest first. */
export const requestDocuments = async (orderId: number) =>
  (await rest<{ items: SentDocument[] }>(`order/${orderId}/documents`)).items

/** Where a sent version's PDF is (the desk Worker forwards it with the session's token). */
export const documentPdfUrl = (id: number) => `/rest/V1/documents/${id}/pdf`

interface MagentoError {
  message: string
  parameters?: Record<string, string> | string[]
}

/** commerce's field path (`items[0].price`) as the form's (`items.0.price`; a line's delivery is one field). */
const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1').replace(/\.delivery_(date|week)$/, '.delivery')

/** The field an error of Magento's REST names: `%fieldName`, or the second parameter of "Invalid value …". */
function fieldOf(error: MagentoError): string | null {
  const { parameters } = error
  if (Array.isArray(parameters)) return parameters[1] ?? null
  return parameters?.fieldName ?? null
}

/** The rule's codes a refused piece of a cut list comes back with. */
const PIECE_ISSUES: ReadonlySet<string> = new Set(PIECE_ISSUE_CODES)

/** A refused piece of a cut list (`items[0].cut_list.pieces[2]`, or the whole list) says why by the rule's code. */
function textOf(error: MagentoError, field: string): string {
  const [value] = Array.isArray(error.parameters) ? error.parameters : []
  if (/\.cut_list\.pieces(\[\d+\])?$/.test(field) && value && PIECE_ISSUES.has(value)) return `desk.cut.issue.${value}`
  return error.message.includes('is required') ? 'desk.compose.error_required' : 'desk.compose.error_invalid'
}

/**
 * commerce's 400 (`{message, parameters}`, or several as `{message, errors: [...]}`) as the form's errors by field
 * path, each a desk text; errors that name no field of the form are left out.
 */
export function fieldErrors(answer: unknown): Record<string, string> {
  const body = answer as (MagentoError & { errors?: MagentoError[] }) | null
  if (!body || typeof body.message !== 'string') return {}
  const errors = body.errors ?? [body]
  const byField: Record<string, string> = {}
  for (const error of errors) {
    const field = fieldOf(error)
    if (field) byField[formPath(field)] = textOf(error, field)
  }
  return byField
}

/** A refused send as react-admin's server-side validation reads it: the fields' errors in the body's `errors`. */
function withFieldErrors(error: unknown): never {
  if (error instanceof HttpError && error.status === 400) {
    const errors = fieldErrors(error.body)
    if (Object.keys(errors).length > 0)
      throw new HttpError('desk.compose.check_fields', 400, { errors, commerce: error.body })
  }
  throw error
}

export const documentsProvider = {
  ...unsupported('documents'),
  getOne: async (_resource: string, params: GetOneParams) => ({
    data: await rest<SentDocument>(`documents/${Number(params.id)}`),
  }),
  /** Sends the document (the request's next version) and answers the stored version. */
  create: async (_resource: string, params: CreateParams<DocumentToSend>) => {
    const { orderId, type, body } = params.data as DocumentToSend
    const id = await rest<Identifier>(`order/${orderId}/${type}`, { method: 'POST', body }).catch(withFieldErrors)
    return { data: { ...(await rest<SentDocument>(`documents/${Number(id)}`)), id } }
  },
}
