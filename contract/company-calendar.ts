import type { WorkingCalendar } from './answer-by'

/**
 * The company's working calendar, by which a request's answer-by day is counted: on the sales desk and on the
 * buyer's page alike. Germany's federal public holidays (the days off in every state); add the state's own days
 * (e.g. Corpus Christi in Bavaria) and the next years here.
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

export const companyCalendar: WorkingCalendar = { timeZone: 'Europe/Berlin', publicHolidays: federalPublicHolidays }
