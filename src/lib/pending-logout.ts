// Ending a session on the server even when sign-out happens offline. The tab forgets the session at once
// (session.ts); the server call that revokes its refresh-token family may not get through. Then the tokens
// are kept under `sitekur-pending-logouts` and sent again when the app starts and when the connection
// returns, until the server has answered. (The tokens were in localStorage with the session anyway.)

/** Sign-outs the server has not heard of yet. */
export const PENDING_LOGOUTS_KEY = 'sitekur-pending-logouts'
const MAX_PENDING = 20

export interface EndedSession {
  accessToken: string
  refreshToken: string | null
}

export interface PendingLogoutDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  fetch: typeof fetch
}

const browserDeps = (): PendingLogoutDeps => ({
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  fetch: (...args) => fetch(...args),
})

/** True when the server answered: 2xx ended it, 4xx means nothing is left to end. False: try again later. */
async function sendLogout(session: EndedSession, deps: PendingLogoutDeps): Promise<boolean> {
  try {
    const res = await deps.fetch('/api/auth/logout', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${session.accessToken}`,
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    })
    // 5xx, or the service worker's offline answer (503), did not reach a working server.
    return res.status < 500
  } catch {
    return false
  }
}

function readPending(deps: PendingLogoutDeps): EndedSession[] {
  try {
    const parsed: unknown = JSON.parse(deps.storage?.getItem(PENDING_LOGOUTS_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (entry): entry is EndedSession =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as EndedSession).accessToken === 'string' &&
        ['string', 'object'].includes(typeof (entry as EndedSession).refreshToken),
    )
  } catch {
    return []
  }
}

function writePending(sessions: EndedSession[], deps: PendingLogoutDeps): void {
  try {
    if (sessions.length === 0) deps.storage?.removeItem(PENDING_LOGOUTS_KEY)
    else deps.storage?.setItem(PENDING_LOGOUTS_KEY, JSON.stringify(sessions.slice(-MAX_PENDING)))
  } catch {
    // Storage full or blocked: the session still ends when its refresh token expires.
  }
}

/** Ends `session` on the server now, or keeps it and retries when the connection returns. Never rejects. */
export async function endOnServer(session: EndedSession, deps = browserDeps()): Promise<void> {
  if (await sendLogout(session, deps)) return
  writePending([...readPending(deps), session], deps)
  if (typeof window !== 'undefined') retryWhenOnline(window)
}

let retrying: Promise<void> | null = null

/** Sends every kept sign-out again; those the server answers are dropped. One run at a time. */
export function retryPendingLogouts(deps = browserDeps()): Promise<void> {
  retrying ??= (async () => {
    const pending = readPending(deps)
    if (pending.length === 0) return
    const left: EndedSession[] = []
    for (const session of pending) if (!(await sendLogout(session, deps))) left.push(session)
    // Sign-outs kept while this ran are in storage now too: keep them.
    const added = readPending(deps).filter((s) => !pending.some((p) => p.accessToken === s.accessToken))
    writePending([...left, ...added], deps)
  })().finally(() => {
    retrying = null
  })
  return retrying
}

let listening = false

function retryWhenOnline(win: Window): void {
  if (listening) return
  listening = true
  win.addEventListener('online', () => void retryPendingLogouts())
}

/** At start (when something is pending) and whenever the browser reports the connection back. */
export function startPendingLogoutRetry(win: Window = window): void {
  void retryPendingLogouts()
  retryWhenOnline(win)
}
