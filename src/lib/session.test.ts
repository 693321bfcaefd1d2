import { afterEach, describe, expect, it } from 'vitest'
import {
  clearSession,
  isAdmin,
  isAuthenticated,
  isDemoToken,
  parseStoredSession,
  secondsLeft,
  sessionState,
  startSession,
  tokenClaims,
} from './session'

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const jwt = (claims: object) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`
const user = { id: 'u1', name: 'Ayşe', email: 'ayse@example.com', role: 'user' as const }

afterEach(() => clearSession())

describe('stored session', () => {
  it('reads a well-formed session and keeps extra user fields', () => {
    const raw = JSON.stringify({
      user: { ...user, subscription: 'free' },
      accessToken: 'a.b.c',
      refreshToken: 'r',
      expiresAt: 1_000,
    })
    const parsed = parseStoredSession(raw)
    expect(parsed.user).toMatchObject({ ...user, subscription: 'free' })
    expect(parsed.accessToken).toBe('a.b.c')
  })

  it.each([
    ['not JSON', '{'],
    ['no user', JSON.stringify({ accessToken: 'a', refreshToken: 'r', expiresAt: 1 })],
    [
      'unknown role',
      JSON.stringify({ user: { ...user, role: 'root' }, accessToken: 'a', refreshToken: 'r', expiresAt: 1 }),
    ],
    ['empty token', JSON.stringify({ user, accessToken: '', refreshToken: 'r', expiresAt: 1 })],
    ['expiry not a number', JSON.stringify({ user, accessToken: 'a', refreshToken: 'r', expiresAt: '1' })],
    ['an array', '[]'],
  ])('treats %s as signed out', (_label, raw) => {
    expect(parseStoredSession(raw)).toEqual({
      user: null,
      accessToken: null,
      refreshToken: null,
      expiresAt: null,
    })
  })
})

describe('startSession', () => {
  it('takes the lifetime from expiresIn or expires_in, else from the token', () => {
    startSession({ user, token: jwt({ iss: 'sitekur' }), refresh_token: 'r1', expiresIn: 900 }, 10_000)
    expect(sessionState.expiresAt).toBe(910_000)
    expect(sessionState.refreshToken).toBe('r1')
    startSession({ user, token: jwt({ iss: 'sitekur' }), refresh_token: 'r2', expires_in: 60 }, 0)
    expect(sessionState.expiresAt).toBe(60_000)
    startSession({ user, token: jwt({ exp: 2_000 }), refresh_token: 'r3' }, 0)
    expect(sessionState.expiresAt).toBe(2_000_000)
  })

  it('is authenticated while the token is unexpired, a demo token as a real one', () => {
    startSession({ user, token: jwt({ iss: 'sitekur' }), refresh_token: 'r', expiresIn: 10 }, 0)
    expect(isAuthenticated(9_000)).toBe(true)
    expect(isAuthenticated(11_000)).toBe(false)
    startSession({ user, token: jwt({ iss: 'sitekur-demo' }), refresh_token: 'demo.r', expiresIn: 900 }, 0)
    expect(isDemoToken()).toBe(true)
    expect(secondsLeft(600_000)).toBe(300)
    expect(isAuthenticated(899_000)).toBe(true)
    expect(isAuthenticated(901_000)).toBe(false)
  })

  it('recognises admins by the role of the stored user', () => {
    expect(isAdmin()).toBe(false)
    startSession({ user: { ...user, role: 'admin' }, token: jwt({}), refresh_token: 'r', expiresIn: 10 })
    expect(isAdmin()).toBe(true)
    expect(isAdmin(user)).toBe(false)
  })
})

describe('tokenClaims', () => {
  it('reads base64url payloads with non-ASCII-safe padding and ignores garbage', () => {
    expect(tokenClaims(jwt({ iss: 'sitekur-demo', exp: 5 }))).toEqual({ iss: 'sitekur-demo', exp: 5 })
    expect(tokenClaims('not-a-token')).toEqual({})
    expect(tokenClaims('a.%%%.c')).toEqual({})
    expect(tokenClaims(null)).toEqual({})
  })
})
