import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startMockOidc, type MockOidc } from '../support/mock-oidc'
import { CLIENT_SECRET, fragmentQuery, googleConfig, googleFlow, location, subject } from './google-flow'
import { useContractStore, type Harness } from './harness'
import { stores } from './stores'

// Google sign-in against a local OpenID provider (oauth2-mock-server): the server's side of the
// flow over every store. The provider is driven with fetch; redirects are followed by hand. The plan
// a sign-up carries: google-sign-up-plan.test.ts.

const EXCHANGE_FAILED = 'Giriş işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.'
let oidc: MockOidc

beforeAll(async () => {
  oidc = await startMockOidc()
})
afterAll(async () => {
  await oidc.stop()
})

describe.each(stores)('Google sign-in, store: $name', (factory) => {
  const h = useContractStore(factory)
  let adminEmail = ''
  beforeEach(() => {
    adminEmail = h.email('patron')
    const google = googleConfig(oidc.issuer, [adminEmail.toUpperCase()])
    h.withPorts({ config: { ...h.ports.config, google } })
  })
  googleSuite(h, () => adminEmail)
})

function googleSuite(h: Harness, adminEmail: () => string) {
  const { start, authorize, callback, signIn, exchange, signInFully } = googleFlow(h, () => oidc)

  it('starts with a redirect carrying PKCE S256, state, nonce, the scopes and a flow cookie', async () => {
    const { res, cookie, url } = await start()
    expect(res.status).toBe(302)
    expect(`${url.origin}${url.pathname}`).toBe(`${oidc.issuer}/authorize`)
    const q = url.searchParams
    expect(Object.fromEntries(q)).toMatchObject({
      client_id: 'sitekur-test-client',
      redirect_uri: `${h.ports.config.publicUrl}/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    })
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(res.headers.get('location')).not.toContain(CLIENT_SECRET)
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).not.toBe('')
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\/auth\/google/)
    expect(setCookie).toMatch(/Max-Age=600/)
    // Two starts are two flows.
    const again = await start('/api/auth/google/start')
    expect(again.url.searchParams.get('state')).not.toBe(q.get('state'))
    expect((await h.call('GET', '/api/auth/providers')).body).toEqual({ success: true, google: true })
  })

  it('sends an unconfigured host back to the login screen and reports google: false', async () => {
    h.withPorts({ config: { ...h.ports.config, google: undefined } })
    const res = await h.call('GET', '/auth/google')
    expect(res.status).toBe(302)
    expect(location(res)).toBe('/#/login?error=google_unavailable')
    expect((await h.call('GET', '/api/auth/providers')).body).toEqual({ success: true, google: false })
  })

  it('refuses a callback with a wrong state, without the flow cookie, or after 10 minutes', async () => {
    const { url, cookie } = await start()
    const back = await authorize(url)
    const forged = new URL(back)
    forged.searchParams.set('state', 'x'.repeat(43))
    expect(await callback(forged, cookie)).toBe('/#/auth/callback?error=invalid_state')
    expect(await callback(back, '')).toBe('/#/auth/callback?error=invalid_state')
    const late = await start()
    const lateBack = await authorize(late.url)
    h.advance(601)
    expect(await callback(lateBack, late.cookie)).toBe('/#/auth/callback?error=invalid_state')
    expect(oidc.tokenRequests.filter((r) => r.code === back.searchParams.get('code'))).toHaveLength(0)
  })

  it('passes the provider’s refusal on as error=access_denied', async () => {
    const { cookie, url } = await start()
    const state = url.searchParams.get('state') ?? ''
    const refused = new URL(`http://localhost/auth/google/callback?error=access_denied&state=${state}`)
    expect(await callback(refused, cookie)).toBe('/#/auth/callback?error=access_denied')
  })

  it('signs a new customer in: code exchange with secret and verifier, ID token, handoff, session', async () => {
    const email = h.email('google')
    const sub = subject()
    const { body } = await signInFully({ sub, email, email_verified: true, name: 'Zeynep Kaya' })
    expect(body.message).toBe('Giriş başarılı! Hoş geldin, Zeynep Kaya')
    expect(body.data.user).toMatchObject({ email, role: 'user', subscription: 'free', emailVerified: true })
    const tokenRequest = oidc.tokenRequests.at(-1)
    expect(tokenRequest).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'sitekur-test-client',
      client_secret: CLIENT_SECRET,
      redirect_uri: `${h.ports.config.publicUrl}/auth/google/callback`,
    })
    expect(tokenRequest?.code_verifier).toMatch(/^[A-Za-z0-9_-]{64}$/)
    const stored = await h.ports.repos.users.findByEmail(email)
    expect(stored).toMatchObject({ googleIssuer: oidc.issuer, googleSubject: sub, status: 'active' })
    expect(stored?.passwordHash).toBeNull()
    const me = await h.call('GET', '/api/me', { token: body.data.token })
    expect(me.status).toBe(200)
    const refreshed = await h.post('/api/auth/refresh', { refreshToken: body.data.refresh_token })
    expect(refreshed.status).toBe(200)
    const log = await h.ports.repos.activityLog.list({ filter: { userEmail: email } })
    expect(log.map((entry) => entry.action)).toContain('Google ile yeni kullanıcı kaydı')
  })

  it('makes an address of ADMIN_EMAILS an admin on the premium plan', async () => {
    const { body } = await signInFully({
      sub: subject(),
      email: adminEmail(),
      email_verified: true,
      name: 'Patron',
    })
    expect(body.data.user).toMatchObject({
      role: 'admin',
      subscription: 'premium',
      subscriptionStatus: 'active',
    })
  })

  it('signs the same Google account into the same user, and links an existing verified account', async () => {
    const sub = subject()
    const email = h.email('google')
    const first = await signInFully({ sub, email, email_verified: true, name: 'Ali' })
    const second = await signInFully({ sub, email, email_verified: true, name: 'Ali' })
    expect(second.body.data.user.id).toBe(first.body.data.user.id)
    expect(await h.ports.repos.users.count({ filter: { email } })).toBe(1)

    const existing = await h.createUser({ name: 'Mevcut Müşteri' })
    const linked = await signInFully({ sub: subject(), email: existing.email, email_verified: true })
    expect(linked.body.data.user.id).toBe(existing.id)
    expect(linked.body.message).toBe('Giriş başarılı! Hoş geldin, Mevcut Müşteri')
    await h.login(existing.email) // the password still works
  })

  it('takes over a never-verified registration of the address and drops its unproven password', async () => {
    const pending = await h.createUser({ status: 'pending', emailVerifiedAt: null })
    const { body } = await signInFully({ sub: subject(), email: pending.email, email_verified: true })
    expect(body.data.user).toMatchObject({ id: pending.id, status: 'active', emailVerified: true })
    expect((await h.ports.repos.users.findById(pending.id))?.passwordHash).toBeNull()
  })

  it('refuses a replayed or an expired handoff', async () => {
    const target = await signIn({ sub: subject(), email: h.email('google'), email_verified: true })
    const handoff = fragmentQuery(target).get('handoff') ?? ''
    expect((await exchange(handoff)).status).toBe(200)
    const replay = await exchange(handoff)
    expect(replay.status).toBe(400)
    expect(replay.body).toEqual({ success: false, message: EXCHANGE_FAILED })
    const late = fragmentQuery(await signIn({ sub: subject(), email: h.email('g'), email_verified: true }))
    h.advance(61)
    expect((await exchange(late.get('handoff') ?? '')).body).toEqual({
      success: false,
      message: EXCHANGE_FAILED,
    })
    expect((await exchange('')).status).toBe(400)
  })

  it('refuses an ID token with a wrong nonce or audience, an unverified address, a suspended user', async () => {
    const identity = { sub: subject(), email: h.email('google'), email_verified: true }
    oidc.tamperNextIdToken({ nonce: 'baska-bir-nonce' })
    expect(await signIn(identity)).toBe('/#/auth/callback?error=invalid_id_token')
    oidc.tamperNextIdToken({ aud: 'baska-istemci' })
    expect(await signIn(identity)).toBe('/#/auth/callback?error=invalid_id_token')
    expect(await signIn({ ...identity, email_verified: false })).toBe(
      '/#/auth/callback?error=email_unverified',
    )
    const suspended = await h.createUser({ status: 'suspended' })
    expect(await signIn({ sub: subject(), email: suspended.email, email_verified: true })).toBe(
      '/#/auth/callback?error=account_suspended',
    )
    expect(await h.ports.repos.users.findByEmail(identity.email)).toBeNull()
  })
}
