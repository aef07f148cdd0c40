/**
 * The customer's own documents as PDF, in Magento's `customers/me` pattern (an extension):
 * `GET /rest/V1/customers/me/documents/{id}/pdf` with the customer's bearer token (as `customers/me` takes it) →
 * the PDF of an offer or an order confirmation of one of the customer's own orders, in the order's store view
 * language. Without a valid token Magento's 401; another customer's document, or none, Magento's 404 — the same
 * answer, so no one learns which documents exist. The storefront forwards it to the signed-in buyer.
 */
import { restJson } from '../../admin/authorization'
import type { Context } from '../../kernel/context'
import { GraphQlException } from '../../kernel/errors'
import type { ModuleRoute } from '../../kernel/module'
import { findOrder } from '../request/order-repository'
import { notFound } from '../rest-errors'
import { findDocument } from './repository'
import { storedPdf } from './rest'

const ROUTE = /^\/rest(?:\/[a-z0-9_]+)?\/V1\/customers\/me\/documents\/(\d+)\/pdf\/?$/

const NOT_AUTHORIZED = () =>
  restJson({ message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } }, 401)

/** The request's customer; null for none, an unknown, revoked or expired token. */
async function customerOf(request: Request, contextFor: (r: Request) => Promise<Context>) {
  try {
    return (await contextFor(request)).customer
  } catch (error) {
    if (error instanceof GraphQlException) return null
    throw error
  }
}

export const customerDocumentPdfRoute: ModuleRoute = async (request, db, _env, contextFor) => {
  const match = ROUTE.exec(new URL(request.url).pathname)
  if (!match || request.method !== 'GET') return null
  const customer = await customerOf(request, contextFor)
  if (!customer) return NOT_AUTHORIZED()
  const document = await findDocument(db, Number(match[1]))
  const order = document && (await findOrder(db, document.order_id))
  if (!document || order?.customer_id !== customer.customerId) return notFound()
  return storedPdf(request, document, order, contextFor)
}
