import { expect } from 'vitest'
import type { GoogleSignInConfig } from '../../api/ports/config'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import type { MockIdentity, MockOidc } from '../support/mock-oidc'
import type { Harness } from './harness'

// The server's side of Google sign-in driven by hand against the local OpenID provider
// (tests/support/mock-oidc.ts): start, the provider's authorize redirect, the callback and the
// handoff's exchange, each redirect followed with fetch.

export const CLIENT_SECRET = 'gizli-istemci-sifresi'

export function googleConfig(issuer: string, adminEmails: string[] = []): GoogleSignInConfig {
  return { clientId: 'sitekur-test-client', clientSecret: CLIENT_SECRET, issuer, adminEmails }
}

export const location = (res: { headers: Headers }) => res.headers.get('location') ?? ''
export const fragmentQuery = (target: string) => new URLSearchParams(target.split('?')[1] ?? '')
export const subject = () => `sub-${crypto.randomUUID()}`

export function googleFlow(h: Harness, oidc: () => MockOidc) {
  async function start(path = '/auth/google') {
    const res = await h.call('GET', path)
    const cookie = /sitekur_google_flow=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? ''
    if (!location(res).startsWith('http')) throw new Error(`start: ${res.status} ${location(res)}`)
    return { res, cookie, url: new URL(location(res)) }
  }

  /** The provider's authorize endpoint answers with a redirect to our callback (code, state). */
  async function authorize(url: URL): Promise<URL> {
    const res = await fetch(url, { redirect: 'manual' })
    expect(res.status).toBe(302)
    return new URL(location(res))
  }

  async function callback(target: URL, cookie: string) {
    const res = await h.call('GET', `${target.pathname}${target.search}`, { headers: { cookie } })
    expect(res.status).toBe(302)
    return location(res)
  }

  /** start (at `path`) → provider → callback; the callback screen's URL. */
  async function signIn(identity: MockIdentity, path?: string) {
    oidc().setIdentity(identity)
    const { url, cookie } = await start(path)
    return callback(await authorize(url), cookie)
  }

  const exchange = (handoff: string) => h.post('/api/auth/google/exchange', { handoff })

  /** The callback screen's handoff traded for a session. */
  async function session(target: string) {
    expect(target).toMatch(/^\/#\/auth\/callback\?handoff=/)
    const res = await exchange(fragmentQuery(target).get('handoff') ?? '')
    expect(res.status).toBe(200)
    return sessionResponseSchema.parse(res.body)
  }

  async function signInFully(identity: MockIdentity, path?: string) {
    const target = await signIn(identity, path)
    return { body: await session(target), target }
  }

  return { start, authorize, callback, signIn, exchange, session, signInFully }
}
