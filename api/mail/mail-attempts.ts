// The mail queue's retry schedule (docs/rules/mail-queue.md#retries): after the n-th failed attempt the
// next one is due RETRY_DELAYS_MINUTES[n - 1] minutes later; the attempt after the last delay is the last.

export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180] as const

/** Attempts in all: the first delivery and one retry per delay. */
export const MAX_MAIL_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1

/** When attempt number `attempt` (1-based, just claimed) is followed by another if it fails; null: never. */
export function nextAttemptAfter(attempt: number, at: Date): Date | null {
  const delay = RETRY_DELAYS_MINUTES[attempt - 1]
  return delay === undefined ? null : new Date(at.getTime() + delay * 60_000)
}

/**
 * A claimed attempt that recorded neither success nor an error: the process died while handing the mail
 * over, so it may have gone out. It is not sent again (docs/rules/mail-queue.md#an-attempt-cut-short).
 */
export const UNCERTAIN_ATTEMPT_ERROR =
  'Gönderim sırasında sunucu durdu; e-postanın gidip gitmediği bilinmiyor, tekrar gönderilmedi.'
