import { istanbulDay } from '../publishing/istanbul-time'
import type { InvoiceStatus, ReminderKind } from './invoice.shared'

// Which payment reminder an invoice is owed on a day, counted in Turkey's calendar days
// (docs/rules/invoices-and-plans.md#reminders), and when an invoice is past due.

/**
 * Each kind's days relative to the due day: from `from` up to, not including, `until`. A run on any day
 * of the window sends the kind (a server down on the exact day still reminds); only one window holds a
 * day, so a later kind replaces an earlier one that was missed instead of both going out.
 */
export const REMINDER_WINDOWS: Readonly<Record<ReminderKind, { from: number; until: number }>> = {
  'before-3': { from: -3, until: 0 },
  due: { from: 0, until: 1 },
  'after-3': { from: 3, until: 7 },
  'after-7': { from: 7, until: 14 },
}

/** The statuses that still owe money: reminders go to these only. */
export const UNPAID_STATUSES: readonly InvoiceStatus[] = ['pending', 'overdue']

const DAY_MS = 86_400_000

/** The Istanbul calendar day of an instant, as a day count (days since 1970-01-01). */
export function istanbulDayNumber(instant: Date): number {
  const [year, month, day] = istanbulDay(instant).split('-').map(Number)
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS
}

/** Days from the invoice's due day to today (negative before it), both in Istanbul. */
export function daysPastDue(dueDate: string, now: Date): number {
  return istanbulDayNumber(now) - istanbulDayNumber(new Date(dueDate))
}

/** The reminder owed today for an invoice due on `dueDate`, or null (status not considered). */
export function reminderKindOn(dueDate: string, now: Date): ReminderKind | null {
  const days = daysPastDue(dueDate, now)
  for (const [kind, window] of Object.entries(REMINDER_WINDOWS) as Array<
    [ReminderKind, { from: number; until: number }]
  >) {
    if (days >= window.from && days < window.until) return kind
  }
  return null
}

/** Past due: the due day (Istanbul) is over. On the due day itself an invoice is still pending. */
export function isPastDue(dueDate: string, now: Date): boolean {
  return daysPastDue(dueDate, now) >= 1
}

/** How far the windows reach: an invoice due more than `before` days ahead or `after` days ago is owed none. */
export const REMINDER_REACH = {
  /** Days before the due day the first window opens (3). */
  before: -Math.min(...Object.values(REMINDER_WINDOWS).map((w) => w.from)),
  /** Days after the due day the last window closes (13). */
  after: Math.max(...Object.values(REMINDER_WINDOWS).map((w) => w.until)) - 1,
}
