/** Which action a request's status allows the company (commerce/src/sales/statuses.ts is the authority). */
import type { DocumentType } from '../documents/sales-document'

/** The document the company writes in a status: the offer (first or revised), the order confirmation. */
export function composableDocument(status: string): DocumentType | null {
  if (status === 'quote_requested') return 'offer'
  if (status === 'order_requested') return 'confirmation'
  return null
}

/** Before the contract the company may decline a request. */
export const declinable = (status: string) =>
  ['quote_requested', 'offer_sent', 'order_requested', 'confirmation_sent'].includes(status)

/** After the contract, one step at a time: confirmed → processing → complete. */
export function nextFulfilmentStatus(status: string): 'processing' | 'complete' | null {
  if (status === 'confirmed') return 'processing'
  if (status === 'processing') return 'complete'
  return null
}

/** The statuses of a contract: the buyer approved its order confirmation, and its total stands. */
export const isContract = (status: string) => ['confirmed', 'processing', 'complete'].includes(status)
