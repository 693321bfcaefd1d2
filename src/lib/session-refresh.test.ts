import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authMessages } from '../../api/auth/auth-messages.shared'
import { ensureFreshToken, needsRefresh } from './session-refresh'
import { clearSession, sessionState, startSession } from './session'

// docs/rules/offline-demo-and-sync.md#demo-sessions: a demo session expires and refreshes like a real one,
// with the service worker's emulation answering; its refusal ends the session with a Turkish notice.

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const jwt = (claims: object) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`
const user = { id: 'u1', name: 'Demo', email: 'demo@sitekur.app', role: 'user' as const }

const toasts = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock('./toast', () => ({ notify: { error: toasts.error, success: vi.fn() } }))

function emulated(status: number, body: object) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-SiteKur-Source': 'emulated' },
  })
}

/** The browser's localStorage, which session.ts persists the session to (another tab reads it there). */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()))

afterEach(() => {
  clearSession()
  vi.unstubAllGlobals()
  toasts.error.mockReset()
})

describe('a demo session', () => {
  it('is refreshed by the emulation before its token expires', async () => {
    startSession({ user, token: jwt({ iss: 'sitekur-demo' }), refresh_token: 'demo.old', expiresIn: 200 })
    expect(needsRefresh()).toBe(true)
    const fresh = jwt({ iss: 'sitekur-demo', n: 2 })
    const fetchMock = vi.fn(async () =>
      emulated(200, { success: true, data: { token: fresh, refresh_token: 'demo.new', expiresIn: 900 } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await ensureFreshToken()
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }))
    expect(sessionState).toMatchObject({ accessToken: fresh, refreshToken: 'demo.new' })
    expect(needsRefresh()).toBe(false)
  })

  it('ends with a notice when the emulation refuses it', async () => {
    startSession({ user, token: jwt({ iss: 'sitekur-demo' }), refresh_token: 'demo.gone', expiresIn: 0 })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => emulated(401, { success: false, message: authMessages.refreshInvalid })),
    )
    await ensureFreshToken()
    expect(sessionState.user).toBeNull()
    expect(toasts.error).toHaveBeenCalledWith(authMessages.demoSessionExpired)
  })

  it('leaves a real session alone when only the emulation answered (offline)', async () => {
    const token = jwt({ iss: 'sitekur' })
    startSession({ user, token, refresh_token: 'real', expiresIn: 0 })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => emulated(401, { success: false, message: authMessages.refreshInvalid })),
    )
    await ensureFreshToken()
    expect(sessionState).toMatchObject({ accessToken: token, refreshToken: 'real' })
    expect(toasts.error).not.toHaveBeenCalled()
  })
})
