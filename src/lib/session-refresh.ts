// Keeps the access token fresh: every 5 minutes and whenever less than 300 s remain, before any
// authorised call, and at load when the stored token has expired. One tab refreshes at a time (Web
// Locks); inside the lock it re-reads storage and adopts tokens another tab already rotated; the other
// tabs pick the result up through the `storage` event (session.ts). A 401 from the server signs out; a
// network failure does not, nor does an answer the service worker made up offline for a real session.
// A demo session refreshes the same way, with the service worker's emulation (its only server); when
// the emulation refuses it, the user is told the demo session ended (docs/rules/offline-demo-and-sync.md).
import { noteNetworkFailure, noteResponse, sourceOf } from './availability'
import { authMessages } from '../../api/auth/auth-messages.shared'
import { isDemoToken, readStoredSession, secondsLeft, sessionState, setSession, signOut } from './session'
import { notify } from './toast'

export const REFRESH_CHECK_INTERVAL_MS = 300_000
export const EXPIRING_SOON_SECONDS = 300
export const REFRESH_LOCK_NAME = 'sitekur-refresh'

interface RefreshAnswer {
  success?: boolean
  data?: { token?: string; refresh_token?: string; expiresIn?: number; expires_in?: number }
}

let inFlight: Promise<void> | null = null

/** Whether the token must be refreshed before use (expires within 300 s), a demo session's too. */
export function needsRefresh(now = Date.now()): boolean {
  if (!sessionState.user || !sessionState.accessToken || !sessionState.refreshToken) return false
  return secondsLeft(now) < EXPIRING_SOON_SECONDS
}

async function callRefresh(refreshToken: string): Promise<void> {
  // A demo session's server is the service worker's emulation: its answers are the verdict.
  const demo = isDemoToken()
  let response: Response
  try {
    response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ refreshToken }),
    })
  } catch {
    noteNetworkFailure()
    return
  }
  noteResponse(response)
  // Offline, the service worker's emulation answers instead (it knows no real refresh token): that is
  // a network failure, not a verdict on the session.
  const source = sourceOf(response)
  if (!demo && source !== null && source !== 'network') return
  // Someone else (another tab, a sign-out) changed the session meanwhile: theirs wins.
  if (sessionState.refreshToken !== refreshToken) return
  if (response.status === 401) {
    await signOut()
    if (demo) notify.error(authMessages.demoSessionExpired)
    return
  }
  if (!response.ok) return
  const body = (await response.json().catch(() => ({}))) as RefreshAnswer
  const data = body.data
  const seconds = data?.expiresIn ?? data?.expires_in
  if (!body.success || !data?.token || !data.refresh_token || seconds === undefined) return
  setSession({
    user: sessionState.user,
    accessToken: data.token,
    refreshToken: data.refresh_token,
    expiresAt: Date.now() + seconds * 1000,
  })
}

/** Inside the lock: adopt what another tab stored if it is fresh, else rotate ourselves. */
async function refreshHoldingLock(): Promise<void> {
  const stored = readStoredSession()
  if (!stored.user) {
    // Signed out elsewhere.
    if (sessionState.user) setSession(stored)
    return
  }
  if (stored.refreshToken !== sessionState.refreshToken) setSession(stored)
  if (!needsRefresh()) return
  await callRefresh(sessionState.refreshToken ?? '')
}

/** Refreshes when the token expires within 300 s; resolves when this tab has a usable token (or none). */
export function ensureFreshToken(): Promise<void> {
  if (!needsRefresh()) return Promise.resolve()
  inFlight ??= (async () => {
    try {
      if (typeof navigator !== 'undefined' && navigator.locks) {
        await navigator.locks.request(REFRESH_LOCK_NAME, refreshHoldingLock)
      } else {
        await refreshHoldingLock()
      }
    } finally {
      inFlight = null
    }
  })()
  return inFlight
}

/** A usable real token for that user's queued writes, refreshed first; null when there is none. */
async function replayToken(userId: string): Promise<string | null> {
  await ensureFreshToken()
  const token = sessionState.accessToken
  if (!token || sessionState.user?.id !== userId || isDemoToken(token)) return null
  return secondsLeft() > 30 ? token : null
}

let started = false

/** The periodic check (every 5 minutes, and when the tab becomes visible) plus one check now. */
export function startTokenRefresh(win: Window = window): () => void {
  if (started) return () => undefined
  started = true
  const check = () => void ensureFreshToken()
  const timer = win.setInterval(check, REFRESH_CHECK_INTERVAL_MS)
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') check()
  }
  win.document.addEventListener('visibilitychange', onVisible)
  // The service worker replays queued writes with a token refreshed first, not a stale stored one.
  void import('./service-worker-bridge').then((bridge) => bridge.setAccessTokenProvider(replayToken))
  check()
  return () => {
    started = false
    win.clearInterval(timer)
    win.document.removeEventListener('visibilitychange', onVisible)
  }
}
