// The signed-in session: one valtio store persisted to localStorage (validated on load; anything
// corrupt means signed out). Token refresh and cross-tab coordination live in session-refresh.ts.
// Kept light (no zod, little code) because the navigation bar of the first page reads it.
import { proxy, subscribe } from 'valtio/vanilla'
import type { User } from '../../api/users/user.shared'
import { endOnServer, PENDING_LOGOUTS_KEY, startPendingLogoutRetry } from './pending-logout'

export type SessionRole = 'user' | 'admin'

/** The stored user: the API's user record; id, name, email and role are always there. */
export type SessionUser = Pick<User, 'id' | 'name' | 'email'> & { role: SessionRole } & Partial<
    Omit<User, 'id' | 'name' | 'email' | 'role'>
  >

export interface SessionSnapshot {
  user: SessionUser | null
  accessToken: string | null
  refreshToken: string | null
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number | null
}

export const SESSION_STORAGE_KEY = 'sitekur_session'
export const DEMO_TOKEN_ISSUER = 'sitekur-demo'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The shape check of a stored session. Hand-written rather than zod on purpose: this module is on the
 * landing page's first load, and zod's core (shared with the lazy screens) would add ~16 kB gzipped.
 */
function isStoredSession(value: unknown): value is SessionSnapshot & { user: SessionUser } {
  if (!isRecord(value) || !isRecord(value.user)) return false
  const { user, accessToken, refreshToken, expiresAt } = value
  return (
    typeof user.id === 'string' &&
    user.id !== '' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    (user.role === 'user' || user.role === 'admin') &&
    typeof accessToken === 'string' &&
    accessToken !== '' &&
    typeof refreshToken === 'string' &&
    typeof expiresAt === 'number' &&
    Number.isFinite(expiresAt)
  )
}

const signedOut = (): SessionSnapshot => ({
  user: null,
  accessToken: null,
  refreshToken: null,
  expiresAt: null,
})

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** Parses a stored session; corrupt or partial data is a signed-out session. */
export function parseStoredSession(raw: string | null): SessionSnapshot {
  if (!raw) return signedOut()
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!isStoredSession(parsed)) return signedOut()
    const { user, accessToken, refreshToken, expiresAt } = parsed
    return { user, accessToken, refreshToken, expiresAt }
  } catch {
    return signedOut()
  }
}

export function readStoredSession(): SessionSnapshot {
  try {
    return parseStoredSession(storage()?.getItem(SESSION_STORAGE_KEY) ?? null)
  } catch {
    return signedOut()
  }
}

export const sessionState = proxy<SessionSnapshot>(readStoredSession())

function persist(session: SessionSnapshot) {
  const store = storage()
  if (!store) return
  try {
    if (session.user && session.accessToken) {
      const json = JSON.stringify(session)
      if (store.getItem(SESSION_STORAGE_KEY) !== json) store.setItem(SESSION_STORAGE_KEY, json)
    } else if (store.getItem(SESSION_STORAGE_KEY) !== null) {
      store.removeItem(SESSION_STORAGE_KEY)
    }
  } catch {
    // Quota or privacy mode: the session then lives in this tab only.
  }
}

/** Replaces the whole session at once (one notification, one write). */
export function setSession(next: SessionSnapshot): void {
  Object.assign(sessionState, next)
  persist(next)
}

export function clearSession(): void {
  setSession(signedOut())
}

/** The claims of a JWT, unverified (the server verifies; the client only reads iss and exp). */
export function tokenClaims(token: string | null): { iss?: string; exp?: number } {
  const payload = token?.split('.')[1]
  if (!payload) return {}
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
    return typeof claims === 'object' && claims !== null ? (claims as { iss?: string; exp?: number }) : {}
  } catch {
    return {}
  }
}

export function isDemoToken(token: string | null = sessionState.accessToken): boolean {
  return tokenClaims(token).iss === DEMO_TOKEN_ISSUER
}

export interface SessionStart {
  user: SessionUser
  token: string
  refresh_token?: string | null
  refreshToken?: string | null
  expiresIn?: number
  expires_in?: number
}

/** Starts a session from a login, verification, Google hand-over or demo answer. */
export function startSession(data: SessionStart, now: number = Date.now()): void {
  const seconds = data.expiresIn ?? data.expires_in
  const exp = tokenClaims(data.token).exp
  const expiresAt = seconds !== undefined ? now + seconds * 1000 : exp ? exp * 1000 : now + 900_000
  setSession({
    user: { ...data.user },
    accessToken: data.token,
    refreshToken: data.refresh_token ?? data.refreshToken ?? '',
    expiresAt,
  })
}

/**
 * Seconds until the access token expires. A demo token expires like a real one (the service worker's
 * emulation checks it) and is refreshed the same way (session-refresh.ts).
 */
export function secondsLeft(now: number = Date.now()): number {
  if (!sessionState.accessToken) return 0
  return ((sessionState.expiresAt ?? 0) - now) / 1000
}

/** A user exists and the token is unexpired. */
export function isAuthenticated(now: number = Date.now()): boolean {
  return sessionState.user !== null && secondsLeft(now) > 0
}

export function isAdmin(user: SessionUser | null = sessionState.user): boolean {
  return user?.role === 'admin'
}

export const API_CACHE_NAME = 'sitekur-api'

/**
 * Signs out: forgets the session at once (the UI follows), then ends it on the server (later, if offline),
 * deletes the API cache and tells the service worker to drop that user's outbox. Never rejects.
 */
export async function signOut(): Promise<void> {
  const { user, accessToken, refreshToken } = sessionState
  clearSession()
  if (!user || !accessToken) return
  const tasks: Promise<unknown>[] = []
  if (!isDemoToken(accessToken)) {
    // Offline, the server learns of it later. Imported statically: offline, a chunk may not load.
    tasks.push(endOnServer({ accessToken, refreshToken }))
  }
  if (typeof caches !== 'undefined') tasks.push(caches.delete(API_CACHE_NAME))
  tasks.push(import('./service-worker-bridge').then((bridge) => bridge.postLogout(user.id)))
  tasks.push(import('./drafts').then((drafts) => drafts.deleteUserDrafts(user.id)))
  // docs/rules/push-notifications.md#subscriptions: a signed-out device receives no more pushes.
  tasks.push(import('./push-subscription').then((push) => push.forgetDevicePush()))
  await Promise.allSettled(tasks)
}

let syncing = false

/**
 * Keeps this tab in step: in-place edits of the store are persisted, other tabs' sign-ins, rotations and
 * sign-outs are adopted (`storage` event), and once someone is signed in the token refresh starts
 * (session-refresh.ts, loaded only then: a signed-out first visit does not pay for it). Idempotent.
 */
export function startSessionSync(win: Window = window): void {
  if (syncing) return
  syncing = true
  if (storage()?.getItem(PENDING_LOGOUTS_KEY)) startPendingLogoutRetry(win)
  subscribe(sessionState, () => persist({ ...sessionState }))
  win.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return
    setSession(parseStoredSession(event.key === null ? null : event.newValue))
  })
  const startRefresh = () => void import('./session-refresh').then((m) => m.startTokenRefresh(win))
  if (sessionState.user) return startRefresh()
  const stop = subscribe(sessionState, () => {
    if (!sessionState.user) return
    stop()
    startRefresh()
  })
}
