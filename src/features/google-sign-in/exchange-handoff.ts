// Trades the one-time code of the server's Google redirect for a session (POST /api/auth/google/exchange).
// Plain fetch on purpose: no Idempotency-Key, so the answer (it carries the tokens) is never stored
// server-side for replays; the code is single-use anyway.
import { sessionResponseSchema, type SessionResponse } from '../../../api/schemas/auth'
import { googleCallbackText } from './google-callback-messages'

export async function exchangeHandoff(handoff: string): Promise<SessionResponse> {
  const failed = new Error(googleCallbackText.exchangeFailed)
  const response = await fetch('/api/auth/google/exchange', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ handoff }),
  }).catch(() => {
    throw failed
  })
  const parsed = sessionResponseSchema.safeParse(await response.json().catch(() => null))
  if (!response.ok || !parsed.success) throw failed
  return parsed.data
}
