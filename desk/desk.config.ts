import type { WorkingCalendar } from '../contract/answer-by'

/** The sales desk's configuration: the company's working calendar and the request workflow it shows. */

/**
 * Germany's federal public holidays (the days off in every state). Add the state's own days (e.g. Corpus Christi in
 * Bavaria) and the next years here.
 */
const federalPublicHolidays = [
  '2026-01-01', // Neujahr
  '2026-04-03', // Karfreitag
  '2026-04-06', // Ostermontag
  '2026-05-01', // Tag der Arbeit
  '2026-05-14', // Christi Himmelfahrt
  '2026-05-25', // Pfingstmontag
  '2026-10-03', // Tag der Deutschen Einheit
  '2026-12-25', // 1. Weihnachtstag
  '2026-12-26', // 2. Weihnachtstag
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-01',
  '2027-05-06',
  '2027-05-17',
  '2027-10-03',
  '2027-12-25',
  '2027-12-26',
]

export const workingCalendar: WorkingCalendar = { timeZone: 'Europe/Berlin', publicHolidays: federalPublicHolidays }

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
