/**
 * The customer's own documents as PDF, in Magento's `customers/me` pattern (an extension):
 * `GET /rest/V1/customers/me/documents/{id}/pdf` with the customer's bearer token (as `customers/me` takes it) →
 * the PDF of an offer or an order confirmation of one of the customer's own orders, in the order's store view
 * language. Without a valid token Magento's 401; another customer's document, or none, Magento's 404 — the same
 * answer, so no one learns which documents exist. The storefront forwards it to the signed-in buyer.
 */
import type { Context } from '../../kernel/context'
import { GraphQlException } from '../../kernel/errors'
import { restJson } from '../../kernel/rest-input'
import type { RestServices } from '../../kernel/rest-router'
import { findOrder } from '../request/order-repository'
import { notFound } from '../rest-errors'
import { findDocument } from './repository'
import { storedPdf } from './rest'

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

export const customerDocumentServices: RestServices = {
  async customerDocumentPdf({ request, db, params, context }) {
    const customer = await customerOf(request, context)
    if (!customer) return NOT_AUTHORIZED()
    const document = await findDocument(db, params.documentId ?? 0)
    const order = document && (await findOrder(db, document.order_id))
    if (!document || order?.customer_id !== customer.customerId) return notFound()
    return storedPdf(request, document, order, context)
  },
}
