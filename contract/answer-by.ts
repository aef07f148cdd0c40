/**
 * When the company owes a request its answer: by the end of the next working day after the request arrived, in the
 * company's time zone. Working days are Monday to Friday, less the public holidays of the calendar. The shop promises
 * buyers an answer within a working day; the sales desk marks the requests that miss it.
 */

export interface WorkingCalendar {
  /** An IANA time zone, e.g. `Europe/Berlin`. */
  timeZone: string
  /** Days off besides the weekend, as `YYYY-MM-DD` in that time zone. */
  publicHolidays: readonly string[]
}

export interface AnswerBy {
  /** The working day the answer is due on, `YYYY-MM-DD` in the calendar's time zone. */
  day: string
  /** The moment that day ends (midnight after it, in the calendar's time zone). */
  end: Date
}

const DAY_MS = 86_400_000

/** The calendar day of `moment` in `timeZone`, as `YYYY-MM-DD`. */
function calendarDay(moment: Date, timeZone: string): string {
  // Swedish writes dates as ISO does.
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  )
}

/** `day` plus `days` calendar days (both `YYYY-MM-DD`). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())

/** How far `timeZone`'s wall clock is ahead of UTC at `moment`, in milliseconds. */
function offsetAt(moment: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(moment)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wallClock - Math.floor(moment / 1000) * 1000
}

/** The moment `day` begins in `timeZone` (no time zone changes its clock at midnight). */
function startOfDay(day: string, timeZone: string): Date {
  const asUtc = Date.parse(`${day}T00:00:00Z`)
  return new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc, timeZone), timeZone))
}

export function isWorkingDay(day: string, calendar: WorkingCalendar): boolean {
  return !isWeekend(day) && !calendar.publicHolidays.includes(day)
}

/** The end of the first working day after the day `received` falls on. */
export function answerBy(received: Date, calendar: WorkingCalendar): AnswerBy {
  let day = addDays(calendarDay(received, calendar.timeZone), 1)
  while (!isWorkingDay(day, calendar)) day = addDays(day, 1)
  return { day, end: startOfDay(addDays(day, 1), calendar.timeZone) }
}

export const isOverdue = (due: AnswerBy, now: Date) => now.getTime() >= due.end.getTime()
