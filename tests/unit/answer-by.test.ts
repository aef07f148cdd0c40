import { describe, expect, it } from 'vitest'
import { answerBy, isOverdue, isWorkingDay, type WorkingCalendar } from '../../contract/answer-by'

const calendar: WorkingCalendar = {
  timeZone: 'Europe/Berlin',
  publicHolidays: ['2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25', '2026-12-26'],
}

/** A request received at `utc` (ISO, UTC): the day its answer is due and when that day ends, in UTC. */
const dueFor = (utc: string) => {
  const due = answerBy(new Date(utc), calendar)
  return { day: due.day, end: due.end.toISOString() }
}

describe('answer by', () => {
  it('is the end of the next day from Monday to Thursday (Berlin summer time)', () => {
    expect(dueFor('2026-06-15T08:00:00Z')).toEqual({ day: '2026-06-16', end: '2026-06-16T22:00:00.000Z' })
    expect(dueFor('2026-06-18T15:30:00Z')).toEqual({ day: '2026-06-19', end: '2026-06-19T22:00:00.000Z' })
  })

  it('is Monday for a request of Friday, Saturday or Sunday', () => {
    for (const received of ['2026-06-19T09:00:00Z', '2026-06-20T12:00:00Z', '2026-06-21T20:00:00Z']) {
      expect(dueFor(received).day).toBe('2026-06-22')
    }
  })

  it('counts the day in Berlin, not in UTC', () => {
    // 23:30 UTC on Monday is already Tuesday in Berlin
    expect(dueFor('2026-06-15T23:30:00Z').day).toBe('2026-06-17')
    // 22:59 UTC on a winter Monday is still Monday in Berlin (CET)
    expect(dueFor('2026-01-12T22:59:00Z')).toEqual({ day: '2026-01-13', end: '2026-01-13T23:00:00.000Z' })
  })

  it('skips public holidays: Easter from Maundy Thursday is due on Tuesday', () => {
    expect(dueFor('2026-04-02T10:00:00Z').day).toBe('2026-04-07')
    expect(dueFor('2026-12-24T10:00:00Z').day).toBe('2026-12-28')
  })

  it('ends at midnight in Berlin across the clock changes', () => {
    // summer time starts on Sunday 29 March 2026: Monday 30 March ends at 22:00 UTC
    expect(dueFor('2026-03-27T10:00:00Z')).toEqual({ day: '2026-03-30', end: '2026-03-30T22:00:00.000Z' })
    // and ends on Sunday 25 October 2026: Monday 26 October ends at 23:00 UTC
    expect(dueFor('2026-10-23T10:00:00Z')).toEqual({ day: '2026-10-26', end: '2026-10-26T23:00:00.000Z' })
  })

  it('is overdue from the moment that day ends', () => {
    const due = answerBy(new Date('2026-06-15T08:00:00Z'), calendar)
    expect(isOverdue(due, new Date('2026-06-16T21:59:59Z'))).toBe(false)
    expect(isOverdue(due, new Date('2026-06-16T22:00:00Z'))).toBe(true)
  })

  it('knows working days', () => {
    expect(isWorkingDay('2026-05-01', calendar)).toBe(false)
    expect(isWorkingDay('2026-05-02', calendar)).toBe(false)
    expect(isWorkingDay('2026-05-04', calendar)).toBe(true)
  })
})
