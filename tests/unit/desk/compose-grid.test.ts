import { describe, expect, it } from 'vitest'
import { parseDelivery } from '../../../desk/app/documents/delivery'
import { nextCell } from '../../../desk/app/documents/grid-keys'
import { lastRevisionWish } from '../../../desk/app/documents/request-facts'
import type { DeskHistoryEntry } from '../../../desk/app/requests/desk-request'

/** The offer grid's pure parts: the delivery a cell's text names, the keys' moves, the buyer's revision wish. */

// a Monday of ISO week 50, 2026
const today = new Date('2026-12-07T09:00:00Z')
const week = (delivery_week: string) => ({ delivery_date: null, delivery_week })
const day = (delivery_date: string) => ({ delivery_date, delivery_week: null })

describe("a line's delivery as typed", () => {
  it('reads a calendar week in the ways a clerk writes it; one without a year is the next such week', () => {
    expect(parseDelivery('KW 51', today)).toEqual(week('2026-W51'))
    expect(parseDelivery('kw51', today)).toEqual(week('2026-W51'))
    expect(parseDelivery('50', today)).toEqual(week('2026-W50'))
    // week 2 has passed this year: next year's
    expect(parseDelivery('KW 2', today)).toEqual(week('2027-W02'))
    expect(parseDelivery('CW 3/2027', today)).toEqual(week('2027-W03'))
    expect(parseDelivery('2026-W53', today)).toEqual(week('2026-W53'))
  })

  it('reads a day; one without a year is the next such day', () => {
    expect(parseDelivery('15.12.2026', today)).toEqual(day('2026-12-15'))
    expect(parseDelivery('2026-12-15', today)).toEqual(day('2026-12-15'))
    expect(parseDelivery('8.1.', today)).toEqual(day('2027-01-08'))
    expect(parseDelivery('7.12.', today)).toEqual(day('2026-12-07'))
  })

  it('takes an empty cell as no delivery and refuses what names none', () => {
    expect(parseDelivery('  ', today)).toEqual({ delivery_date: null, delivery_week: null })
    // 2027 has 52 weeks
    for (const text of ['KW 54', '2027-W53', '0', '31.02.2027', 'nächste Woche', '2026-13-01']) {
      expect(parseDelivery(text, today), text).toBeNull()
    }
  })
})

describe('moving through the grid by keyboard', () => {
  const size = { rows: 6, columns: 3 }
  const key = (name: string, caret: { atStart: boolean; atEnd: boolean } | null = null, shiftKey = false) => ({
    key: name,
    shiftKey,
    caret,
  })

  it('goes up and down the column with the arrows and Enter, and stops at the grid’s edge', () => {
    expect(nextCell({ row: 2, column: 1 }, key('ArrowDown'), size)).toEqual({ row: 3, column: 1 })
    expect(nextCell({ row: 2, column: 1 }, key('Enter'), size)).toEqual({ row: 3, column: 1 })
    expect(nextCell({ row: 2, column: 1 }, key('Enter', null, true), size)).toEqual({ row: 1, column: 1 })
    expect(nextCell({ row: 2, column: 1 }, key('ArrowUp'), size)).toEqual({ row: 1, column: 1 })
    expect(nextCell({ row: 5, column: 1 }, key('Enter'), size)).toBeNull()
    expect(nextCell({ row: 0, column: 1 }, key('ArrowUp'), size)).toBeNull()
  })

  it('goes sideways from a number at once, from a text only at its edge', () => {
    expect(nextCell({ row: 0, column: 0 }, key('ArrowRight'), size)).toEqual({ row: 0, column: 1 })
    const inside = { atStart: false, atEnd: false }
    expect(nextCell({ row: 0, column: 2 }, key('ArrowLeft', inside), size)).toBeNull()
    expect(nextCell({ row: 0, column: 2 }, key('ArrowLeft', { atStart: true, atEnd: false }), size)).toEqual({
      row: 0,
      column: 1,
    })
    expect(nextCell({ row: 0, column: 2 }, key('ArrowRight', { atStart: false, atEnd: true }), size)).toBeNull()
    expect(nextCell({ row: 0, column: 1 }, key('a'), size)).toBeNull()
  })
})

describe("the buyer's last revision wish", () => {
  const entry = (id: number, status: string, by: string, comment: string): DeskHistoryEntry => ({
    id,
    at: `2026-12-0${id}T10:00:00.000Z`,
    status,
    comment,
    by,
    customerNotified: true,
    visibleOnFront: false,
  })

  it('is the newest answer of the buyer that sent the request back to a quote request', () => {
    const history = [
      entry(5, 'offer_sent', 'anna.berger', 'Angebot AN-2026-00001, Version 2'),
      entry(4, 'quote_requested', 'customer', 'Bitte 5 % Rabatt'),
      entry(3, 'offer_sent', 'anna.berger', ''),
      entry(2, 'quote_requested', 'customer', 'Bitte kürzere Lieferzeit'),
      entry(1, 'quote_requested', '', ''),
    ]
    expect(lastRevisionWish(history)?.comment).toBe('Bitte 5 % Rabatt')
    expect(lastRevisionWish(history.slice(4))).toBeNull()
  })
})
