import * as z from 'zod/mini'

// A queued write the server refused when the service worker replayed it (a 4xx other than 401, 408 and
// 429: docs/rules/offline-demo-and-sync.md#refused-writes). The worker moves it from the outbox's
// `entries` into `refused` with the server's message; the page lists it under 'Gönderilemeyenler'.
// zod/mini: the page parses the rows it reads too.

export const refusedWriteSchema = z.object({
  /** The outbox entry's id. */
  id: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  method: z.string().check(z.minLength(1)),
  /** Path and query (same origin). */
  url: z.string().check(z.startsWith('/')),
  /** The request's headers without Authorization. */
  headers: z.array(z.tuple([z.string(), z.string()])),
  body: z.nullable(z.custom<ArrayBuffer>((value) => value instanceof ArrayBuffer)),
  /** When the user made the write (it was queued). */
  createdAt: z.string(),
  /** When the server's latest refusal came. */
  refusedAt: z.string(),
  status: z.int(),
  /** The server's Turkish message, or refusalFallback(status). */
  message: z.string(),
})
export type RefusedWrite = z.infer<typeof refusedWriteSchema>

/**
 * A 4xx the server decided on: kept as refused. Not 401 (the token), 408 or 429 (try later): those are
 * retried. The worker's replayVerdict (sw/outbox-replay.ts) splits the same way; its test holds the two
 * together. The page uses this for a resend's answer.
 */
export const isRefusal = (status: number) =>
  status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429

/** Longer messages are cut: a refusal is a sentence, not a page. */
export const REFUSAL_MESSAGE_MAX = 500

export const refusalFallback = (status: number) => `Sunucu bu değişikliği kabul etmedi (HTTP ${status}).`

/** The message of a refusal's JSON body (`{ success: false, message }`), or the fallback. */
export function refusalMessage(body: unknown, status: number): string {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const message = [record.message, record.error].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return message ? message.trim().slice(0, REFUSAL_MESSAGE_MAX) : refusalFallback(status)
}
