import type { OutgoingMailRecord } from '../auth/auth-records.shared'

// The mail queue's attempts (docs/rules/mail-queue.md): the retry schedule, the lease of a claimed
// attempt, and what becomes of an attempt whose process died.

/** After the n-th failed attempt the next one is due RETRY_DELAYS_MINUTES[n - 1] minutes later. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180] as const

/** Attempts in all: the first delivery and one retry per delay. */
export const MAX_MAIL_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1

/**
 * How long a claimed attempt is its process's alone: longer than an SMTP hand-over can last (the
 * mailers give up after 10 s without a connection or a greeting, 30 s of silence). An attempt that has
 * recorded no outcome by then belonged to a process that died
 * (docs/rules/mail-queue.md#an-attempt-cut-short).
 */
export const ATTEMPT_LEASE_MINUTES = 10

/** When attempt number `attempt` (1-based), failed at `at`, is followed by another; null: never. */
export function nextAttemptAfter(attempt: number, at: Date): Date | null {
  const delay = RETRY_DELAYS_MINUTES[attempt - 1]
  return delay === undefined ? null : new Date(at.getTime() + delay * 60_000)
}

/** The end of the lease of an attempt claimed at `at`. */
export const leaseEnd = (at: Date) => new Date(at.getTime() + ATTEMPT_LEASE_MINUTES * 60_000)

/**
 * A claim counts the attempt and clears the row's error, and a failure writes one back: a queued row
 * with attempts counted and no error is an attempt in flight, or, once its lease is over, one cut short.
 */
export const attemptInFlight = (row: OutgoingMailRecord) => row.attempts > 0 && !row.error

/**
 * Whether an attempt cut short is made again: a transactional mail's is (at least once; the retry
 * carries the same Message-ID), a marketing mail's is not (at most once), nor the last attempt's.
 */
export const retriesCutShortAttempt = (row: OutgoingMailRecord) =>
  row.kind !== 'marketing' && row.attempts < MAX_MAIL_ATTEMPTS

/** The error of an attempt cut short that is not made again (a campaign mail, or the last attempt). */
export const UNCERTAIN_ATTEMPT_ERROR =
  'Gönderim sırasında sunucu durdu; e-postanın gidip gitmediği bilinmiyor, tekrar gönderilmedi.'

/** The Message-ID of a mail without one of its own, `<mail.<row id>@<host>>`: the same on every attempt. */
export const queueMessageId = (rowId: string, publicUrl: string) =>
  `<mail.${rowId}@${new URL(publicUrl).hostname}>`
