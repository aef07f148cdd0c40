import type { WorkingCalendar } from '../contract/answer-by'
import { companyCalendar } from '../contract/company-calendar'

/**
 * The sales desk's configuration: the company's working calendar and the inbox's page size. The request workflow it
 * shows is rules/request-workflow.ts, the one commerce enforces.
 */

/** The company's working calendar (contract/company-calendar.ts: its public holidays), shared with the shop. */
export const workingCalendar: WorkingCalendar = companyCalendar

export const inboxPageSize = 25
