import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { DEMO_REFRESH_TOKEN_PREFIX } from '../../api/auth/demo-tokens'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import { randomToken } from '../../api/lib/crypto'
import { STRONG_PASSWORD, useContractStore, type Harness } from './harness'
import { stores } from './stores'

// The offline demo's credentials against every store. On a server configuration (every store as the
// server runs it) a demo token is refused even when signed with the server's own key, and the demo
// sign-in rules do not exist. With the emulation's switches on (the service worker's Dexie store),
// admin@sitekur.app / demo1234 is the demo admin, any other pair a demo customer, and registration
// shows its code, since no mail leaves the browser.

const demoConfig = (h: Harness) => ({ ...h.ports.config, acceptsDemoTokens: true, issuesDemoTokens: true })
const serverConfig = (h: Harness) => ({
  ...h.ports.config,
  acceptsDemoTokens: false,
  issuesDemoTokens: false,
})

/** A token exactly like a real one except for the issuer, signed with the store's own secret. */
async function tokenWithIssuer(h: Harness, userId: string, issuer: string, sessionId: string) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ role: 'user', sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(issuer)
    .setAudience('sitekur-api')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(h.ports.secrets.jwtSecret))
}

describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)

  describe('server configuration', () => {
    it("rejects a token signed with iss 'sitekur-demo' with 401, and accepts the same with 'sitekur'", async () => {
      h.withPorts({ config: serverConfig(h) })
      const user = await h.createUser()
      const session = await h.login(user.email)
      const sessionId = (JSON.parse(atob(session.token.split('.')[1] ?? '')) as { sid: string }).sid
      const demo = await tokenWithIssuer(h, user.id, 'sitekur-demo', sessionId)
      const real = await tokenWithIssuer(h, user.id, 'sitekur', sessionId)
      expect(await h.call('GET', '/api/me', { token: demo })).toMatchObject({ status: 401 })
      expect(await h.call('GET', '/api/me', { token: real })).toMatchObject({ status: 200 })
    })

    it('rejects demo refresh tokens and knows no demo credentials', async () => {
      h.withPorts({ config: serverConfig(h) })
      const refresh = await h.post('/api/auth/refresh', {
        refreshToken: `${DEMO_REFRESH_TOKEN_PREFIX}${randomToken(32)}`,
      })
      expect(refresh.status).toBe(401)
      const session = await h.login((await h.createUser()).email)
      expect(session.refresh_token.startsWith(DEMO_REFRESH_TOKEN_PREFIX)).toBe(false)
      const login = await h.post('/api/auth/login', { email: h.email(), password: 'demo1234' })
      expect(login).toMatchObject({
        status: 401,
        body: { success: false, message: 'Email veya şifre hatalı' },
      })
      const email = h.email()
      const register = await h.post('/api/auth/register', { name: 'Ali', email, password: STRONG_PASSWORD })
      expect((register.body as { data: Record<string, unknown> }).data).not.toHaveProperty('demo_code')
    })
  })

  describe.skipIf(factory.name !== 'dexie')('emulation configuration (offline demo)', () => {
    it('admin@sitekur.app / demo1234 signs in as the demo admin with a demo token', async () => {
      h.withPorts({ config: demoConfig(h) })
      const res = await h.post('/api/auth/login', { email: ' Admin@Sitekur.app ', password: 'demo1234' })
      expect(res).toMatchObject({
        status: 200,
        body: { success: true, message: 'Admin girişi başarılı (Demo mode)' },
      })
      const session = sessionResponseSchema.parse(res.body).data
      expect(session.user).toMatchObject({ email: 'admin@sitekur.app', role: 'admin' })
      expect(JSON.parse(atob(session.token.split('.')[1] ?? ''))).toMatchObject({
        iss: 'sitekur-demo',
        demo: true,
      })
      expect(session.refresh_token.startsWith(DEMO_REFRESH_TOKEN_PREFIX)).toBe(true)
      expect((await h.call('GET', '/api/me', { token: session.token })).status).toBe(200)
      // The same token on the server configuration: refused.
      h.withPorts({ config: serverConfig(h) })
      expect((await h.call('GET', '/api/me', { token: session.token })).status).toBe(401)
    })

    it('a demo session lives past its 15-minute token by refreshing, as a real one does', async () => {
      h.withPorts({ config: demoConfig(h) })
      const res = await h.post('/api/auth/login', { email: 'demo@sitekur.app', password: 'herhangi' })
      const session = sessionResponseSchema.parse(res.body).data
      h.advance(20 * 60)
      // The token itself has expired: the emulation refuses it, as the server would a real one.
      expect(await h.call('GET', '/api/me', { token: session.token })).toMatchObject({ status: 401 })
      const refreshed = await h.post('/api/auth/refresh', { refreshToken: session.refresh_token })
      expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200)
      const fresh = (refreshed.body as { data: { token: string; refresh_token: string } }).data
      expect(fresh.refresh_token.startsWith(DEMO_REFRESH_TOKEN_PREFIX)).toBe(true)
      expect(JSON.parse(atob(fresh.token.split('.')[1] ?? ''))).toMatchObject({ iss: 'sitekur-demo' })
      expect(await h.call('GET', '/api/me', { token: fresh.token })).toMatchObject({ status: 200 })
    })

    it('any other pair is a demo customer session for that address (created verified, then reused)', async () => {
      h.withPorts({ config: demoConfig(h) })
      const email = h.email()
      const first = await h.post('/api/auth/login', { email, password: 'x' })
      expect(first).toMatchObject({
        status: 200,
        body: { success: true, message: 'Demo kullanıcı girişi başarılı (offline mode)' },
      })
      const user = sessionResponseSchema.parse(first.body).data.user
      expect(user).toMatchObject({ email, role: 'user', emailVerified: true, status: 'active' })
      const again = await h.post('/api/auth/login', { email, password: 'başka bir şifre' })
      expect(sessionResponseSchema.parse(again.body).data.user.id).toBe(user.id)
      // The admin's address with a wrong password, or no usable address: the demo customer.
      for (const body of [
        { email: 'admin@sitekur.app', password: 'yanlis' },
        { email: 'adres-degil', password: 'x' },
      ]) {
        const res = await h.post('/api/auth/login', body)
        expect(res.body).toMatchObject({ message: 'Demo kullanıcı girişi başarılı (offline mode)' })
        expect(sessionResponseSchema.parse(res.body).data.user).toMatchObject({
          email: 'demo@sitekur.app',
          role: 'user',
        })
      }
      expect(await h.post('/api/auth/login', { email, password: '' })).toMatchObject({
        status: 400,
        body: { message: 'Lütfen tüm alanları doldurun' },
      })
    })

    it('answers the same rules on /api/auth.php and /api/auth', async () => {
      h.withPorts({ config: demoConfig(h) })
      const { token } = (await h.call('GET', '/api/csrf-token.php')).body as { token: string }
      const php = await h.post(
        '/api/auth.php',
        { action: 'login', email: 'admin@sitekur.app', password: 'demo1234' },
        { headers: { 'x-csrf-token': token } },
      )
      expect(php.body).toMatchObject({ success: true, message: 'Admin girişi başarılı (Demo mode)' })
      const client = await h.post('/api/auth', { action: 'login', email: h.email(), password: 'x' })
      expect(client.body).toMatchObject({
        success: true,
        message: 'Demo kullanıcı girişi başarılı (offline mode)',
        user: { role: 'user' },
      })
    })

    it('registration shows the code (no mail leaves the browser) and the code verifies', async () => {
      h.withPorts({ config: demoConfig(h) })
      const email = h.email()
      const res = await h.post('/api/auth/register', { name: 'Ayşe', email, password: STRONG_PASSWORD })
      expect(res).toMatchObject({ status: 200, body: { data: { verification_required: true, email } } })
      const code = (res.body as { data: { demo_code: string } }).data.demo_code
      expect(code).toBe(h.codeFor(email))
      const verified = await h.post('/api/auth/verify-email', { email, code })
      expect(verified.status).toBe(200)
      expect(sessionResponseSchema.parse(verified.body).data.user).toMatchObject({
        email,
        emailVerified: true,
      })
    })
  })
})
