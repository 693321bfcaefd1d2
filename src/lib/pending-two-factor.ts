// The second step's challenge of a sign-in that started on another screen (Google's callback), handed
// to the login screen's code step through this tab's sessionStorage (never the address bar). It is
// good for 5 minutes on the server; an older one is dropped here.
const KEY = 'sitekur_two_factor_challenge'
const TTL_MS = 5 * 60 * 1000

export function rememberPendingChallenge(challenge: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ challenge, at: now }))
  } catch {
    // Storage unavailable: the user signs in again.
  }
}

/** The pending challenge, once; null when there is none or it is too old. */
export function takePendingChallenge(now = Date.now()): string | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    const parsed = raw ? (JSON.parse(raw) as { challenge?: unknown; at?: unknown }) : null
    if (typeof parsed?.challenge !== 'string' || typeof parsed.at !== 'number') return null
    return now - parsed.at < TTL_MS ? parsed.challenge : null
  } catch {
    return null
  }
}
