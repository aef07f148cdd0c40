import type { WorkingCalendar } from '../contract/answer-by'
import { companyCalendar } from '../contract/company-calendar'

/** The sales desk's configuration: the company's working calendar and the request workflow it shows. */

/** The company's working calendar (contract/company-calendar.ts: its public holidays), shared with the shop. */
export const workingCalendar: WorkingCalendar = companyCalendar

/**
 * The order statuses commerce knows (commerce/README.md, "Orders"), in workflow order, each labelled in the desk's
 * texts (desk.status.*). A clerk may move a request among the request statuses with a comment; declining asks for a
 * reason, and after the contract commerce allows only confirmed → processing → complete, step by step.
 */
export const requestStatuses = [
  'quote_requested',
  'offer_sent',
  'order_requested',
  'confirmation_sent',
  'confirmed',
  'declined',
  'processing',
  'complete',
] as const
export type RequestStatus = (typeof requestStatuses)[number]

/** The statuses in which a request waits for the company: the inbox shows these first, with their answer-by day. */
export const waitingForCompany: readonly RequestStatus[] = ['quote_requested', 'order_requested']

export const inboxPageSize = 25
