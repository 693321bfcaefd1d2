// Trades the one-time code of the server's Google redirect for a session (POST /api/auth/google/exchange).
// Plain fetch on purpose: no Idempotency-Key, so the answer (it carries the tokens) is never stored
// server-side for replays; the code is single-use anyway.
import { signInAnswerSchema, type SignInAnswer } from '../../../api/security/two-factor.shared'
import { googleCallbackText } from './google-callback-messages'

/** The session, or — for a user with two-factor on — the challenge of the second step. */
export async function exchangeHandoff(handoff: string): Promise<SignInAnswer> {
  const failed = new Error(googleCallbackText.exchangeFailed)
  const response = await fetch('/api/auth/google/exchange', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ handoff }),
  }).catch(() => {
    throw failed
  })
  const parsed = signInAnswerSchema.safeParse(await response.json().catch(() => null))
  if (!response.ok || !parsed.success) throw failed
  return parsed.data
}
