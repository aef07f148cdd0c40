/**
 * A document of the buyer's request as a PDF: `GET /api/request/documents/{id}/pdf` forwards to commerce's
 * `customers/me/documents/{id}/pdf` with the signed-in customer's token, so the PDF is the one commerce prints in the
 * request's language. Only the buyer's own: someone else's document, an unknown or malformed id answer 404 alike.
 */

import type { Context as HonoContext } from 'hono'
import { log } from '../../observability/log'
import { commerceFile } from '../commerce/client'
import { shopCookies } from '../session/cookies'
import { visitorBookmark } from '../session/database-bookmark'
import { resolveSession } from '../session/shop-session'

const DOCUMENT_ID = /^\d{1,12}$/

/** The link to a version's PDF, by its id (Magento's uid: the entity id in base64). */
export function documentPdfUrl(uid: string): string {
  let id = uid
  try {
    id = atob(uid)
  } catch {
    // not base64: the link answers 404
  }
  return `/api/request/documents/${encodeURIComponent(id)}/pdf`
}

function refusal(status: 401 | 404 | 503, text: string, headers: Headers): Response {
  headers.set('content-type', 'text/plain; charset=utf-8')
  if (status === 503) headers.set('retry-after', '30')
  return new Response(text, { status, headers })
}

export async function documentPdf(c: HonoContext): Promise<Response> {
  const headers = new Headers({ 'cache-control': 'private, no-store' })
  const cookies = shopCookies(c, headers)
  const session = {
    ...resolveSession({
      storeHeader: null,
      storeCookie: cookies.get('store'),
      currencyCookie: cookies.get('currency'),
      customerCookie: cookies.get('customer'),
    }),
    // A document of a request placed a moment ago is read where that request was written.
    bookmark: visitorBookmark(cookies),
  }
  const id = c.req.param('id') ?? ''
  if (!DOCUMENT_ID.test(id)) return refusal(404, 'There is no such document.', headers)
  if (!session.customerToken) return refusal(401, 'Please sign in to download your documents.', headers)
  let answer: Response
  try {
    answer = await commerceFile(session, `/V1/customers/me/documents/${id}/pdf`)
  } catch (error) {
    log.warn('document pdf: backend not reached', { error })
    return refusal(503, 'The document cannot be loaded right now. Please try again later.', headers)
  }
  if (answer.ok && answer.headers.get('content-type')?.startsWith('application/pdf')) {
    for (const name of ['content-type', 'content-disposition', 'content-length']) {
      const value = answer.headers.get(name)
      if (value) headers.set(name, value)
    }
    return new Response(answer.body, { status: 200, headers })
  }
  await answer.body?.cancel()
  if (answer.status === 401) return refusal(401, 'Please sign in to download your documents.', headers)
  if (answer.status === 404) return refusal(404, 'There is no such document.', headers)
  log.warn('document pdf: backend answered', { status: answer.status })
  return refusal(503, 'The document cannot be loaded right now. Please try again later.', headers)
}
