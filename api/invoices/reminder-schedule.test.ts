import { describe, expect, it } from 'vitest'
import { daysPastDue, isPastDue, REMINDER_REACH, reminderKindOn } from './reminder-schedule'

// Which reminder a day owes, in Istanbul calendar days (docs/rules/invoices-and-plans.md#reminders).

/** Noon in Istanbul (UTC+3) on 2026-05-<day>. */
const istanbulNoon = (day: number) => new Date(Date.UTC(2026, 4, day, 9, 0))
const DUE = '2026-05-10T09:00:00.000Z'

describe('the reminder a day owes', () => {
  it.each([
    [5, null],
    [6, null],
    [7, 'before-3'],
    [8, 'before-3'],
    [9, 'before-3'],
    [10, 'due'],
    [11, null],
    [12, null],
    [13, 'after-3'],
    [16, 'after-3'],
    [17, 'after-7'],
    [23, 'after-7'],
    [24, null],
  ])('due on the 10th, on May %i: %s', (day, kind) => {
    expect(reminderKindOn(DUE, istanbulNoon(day))).toBe(kind)
  })

  it('counts days in Istanbul, not UTC: 22:30 UTC on the 9th is already the 10th there', () => {
    const lateEvening = new Date(Date.UTC(2026, 4, 9, 22, 30))
    expect(daysPastDue(DUE, lateEvening)).toBe(0)
    expect(reminderKindOn(DUE, lateEvening)).toBe('due')
    // A due date stored as midnight in Istanbul (21:00 UTC the day before) is that Istanbul day.
    expect(daysPastDue('2026-05-09T21:00:00.000Z', istanbulNoon(10))).toBe(0)
  })

  it('an invoice is past due from the day after its due day', () => {
    expect(isPastDue(DUE, new Date(Date.UTC(2026, 4, 10, 20, 59)))).toBe(false)
    expect(isPastDue(DUE, new Date(Date.UTC(2026, 4, 10, 21, 0)))).toBe(true)
  })

  it('the windows reach from 3 days before to 13 days after the due day', () => {
    expect(REMINDER_REACH).toEqual({ before: 3, after: 13 })
  })
})
