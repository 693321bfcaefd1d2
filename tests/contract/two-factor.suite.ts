import { expect, it } from 'vitest'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import { twoFactorStatusResponseSchema } from '../../api/security/two-factor.shared'
import { auditResource } from '../../api/audit/audit-resource'
import { twoFactorCredentialResource } from '../../api/security/account-security-resources'
import { STRONG_PASSWORD, type Harness } from './harness'
import { twoFactorSteps } from './two-factor-helpers'

const CODE_WRONG = { success: false, message: 'Doğrulama kodu hatalı veya süresi dolmuş.' }

// Two-factor sign-in (docs/rules/account-security.md#two-factor-sign-in): enrolment, the second step
// of every password sign-in, single-use codes, recovery codes, limits and switching it off.
export function twoFactorSuite(h: Harness) {
  const tf = twoFactorSteps(h)
  const status = async (token: string) =>
    twoFactorStatusResponseSchema.parse((await h.call('GET', '/api/me/two-factor', { token })).body).data

  it('enrols with a code from the app, then every password sign-in asks for the second step', async () => {
    const { token, user } = await h.customerToken()
    expect(await status(token)).toEqual({
      enabled: false,
      pendingEnrolment: false,
      recoveryCodesLeft: 0,
      required: false,
      hasPassword: true,
    })
    const { secret, otpauthUri } = await tf.enrol(token)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauthUri).toContain('otpauth://totp/SiteKur:')
    expect(otpauthUri).toContain(encodeURIComponent(user.email))
    expect(otpauthUri).toContain(`secret=${secret}`)
    expect((await status(token)).pendingEnrolment).toBe(true)
    // Pending: the password alone still signs in.
    expect((await h.login(user.email)).token).toBeTruthy()

    const wrong = await h.as(token).post('/api/me/two-factor/confirm', { code: '000000' })
    expect(wrong.status).toBe(400)
    const confirmed = await h.as(token).post('/api/me/two-factor/confirm', { code: await tf.code(secret) })
    expect(confirmed.status, confirmed.text).toBe(200)
    const codes = (confirmed.body as { data: { recoveryCodes: string[] } }).data.recoveryCodes
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/)
    expect(new Set(codes).size).toBe(10)
    expect(await status(token)).toMatchObject({
      enabled: true,
      pendingEnrolment: false,
      recoveryCodesLeft: 10,
    })

    h.advance(30)
    const first = await h.post('/api/auth/login', { email: user.email, password: STRONG_PASSWORD })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      success: true,
      twoFactorRequired: true,
      challenge: expect.any(String),
    })
    expect(first.body).not.toHaveProperty('data')
    const challenge = (first.body as { challenge: string }).challenge
    const second = await tf.secondStep({ challenge, code: await tf.code(secret) })
    expect(second.status, second.text).toBe(200)
    const session = sessionResponseSchema.parse(second.body).data
    expect(session.user.email).toBe(user.email)
    expect((await h.call('GET', '/api/me', { token: session.token })).status).toBe(200)
    // Stored encrypted, never in clear.
    const stored = await h.ports.repos.resource(twoFactorCredentialResource).findOne({ userId: user.id })
    expect(stored?.secretEncrypted).not.toContain(secret)
    expect(JSON.stringify(stored?.recoveryCodes)).not.toContain(codes[0])
  })

  it('accepts a code once: the same code again is refused, the next step’s works', async () => {
    const { user, secret } = await tf.customerWithTwoFactor()
    const code = await tf.code(secret)
    const first = await tf.secondStep({ challenge: await tf.challengeFor(user.email), code })
    expect(first.status).toBe(200)
    const replay = await tf.secondStep({ challenge: await tf.challengeFor(user.email), code })
    expect(replay.status).toBe(401)
    expect(replay.body).toEqual(CODE_WRONG)
    h.advance(30)
    expect((await tf.signInWithCode(user.email, secret)).token).toBeTruthy()
  })

  it('accepts each recovery code once, in any case and spacing', async () => {
    const { token, user, recoveryCodes } = await tf.customerWithTwoFactor()
    const [code] = recoveryCodes
    if (!code) throw new Error('no recovery code')
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `
    const ok = await tf.secondStep({ challenge: await tf.challengeFor(user.email), recoveryCode: typed })
    expect(ok.status, ok.text).toBe(200)
    const again = await tf.secondStep({ challenge: await tf.challengeFor(user.email), recoveryCode: code })
    expect(again.status).toBe(401)
    expect(again.body).toEqual({
      success: false,
      message: 'Kurtarma kodu hatalı veya daha önce kullanılmış.',
    })
    expect((await status(token)).recoveryCodesLeft).toBe(9)
  })

  it('limits wrong codes per user with a Turkish message, even for a right code afterwards', async () => {
    const { user, secret } = await tf.customerWithTwoFactor()
    const challenge = await tf.challengeFor(user.email)
    for (let i = 0; i < 10; i++) {
      const wrong = await tf.secondStep({ challenge, code: String(100000 + i) })
      expect(wrong.status).toBe(401)
    }
    const limited = await tf.secondStep({ challenge, code: await tf.code(secret) })
    expect(limited.status).toBe(429)
    expect((limited.body as { message: string }).message).toMatch(
      /^Çok fazla hatalı deneme yapıldı\. Lütfen \d+ dakika sonra tekrar deneyin\.$/,
    )
    expect(limited.headers.get('retry-after')).toBeTruthy()
    h.advance(15 * 60)
    expect((await tf.signInWithCode(user.email, secret)).token).toBeTruthy()
  })

  it('refuses a forged, expired or malformed second step without a session', async () => {
    const { user, secret } = await tf.customerWithTwoFactor()
    const forged = await tf.secondStep({
      challenge: 'eyJhbGciOiJIUzI1NiJ9.e30.xx',
      code: await tf.code(secret),
    })
    expect(forged.status).toBe(401)
    expect(forged.body).toEqual({
      success: false,
      message: 'Doğrulama süresi doldu. Lütfen yeniden giriş yapın.',
    })
    const challenge = await tf.challengeFor(user.email)
    const malformed = await tf.secondStep({ challenge, code: '12ab' })
    expect(malformed.status).toBe(400)
    h.advance(301)
    const late = await tf.secondStep({ challenge, code: await tf.code(secret) })
    expect(late.status).toBe(401)
    // An access token is no challenge.
    const { token } = await h.customerToken()
    expect((await tf.secondStep({ challenge: token, code: await tf.code(secret) })).status).toBe(401)
  })

  it('asks for the second step on the documented sign-in calls too', async () => {
    const { user } = await tf.customerWithTwoFactor()
    const body = { action: 'login', email: user.email, password: STRONG_PASSWORD }
    const adminClient = await h.post('/api/auth', body)
    expect(adminClient.status).toBe(200)
    expect(adminClient.body).toMatchObject({ success: true, twoFactorRequired: true })
    expect(adminClient.body).not.toHaveProperty('token')
    const csrf = (await h.call('GET', '/api/csrf-token.php')).body as { token: string }
    const php = await h.post('/api/auth.php', body, { headers: { 'x-csrf-token': csrf.token } })
    expect(php.status).toBe(200)
    expect(php.body).toMatchObject({ success: true, twoFactorRequired: true, challenge: expect.any(String) })
  })

  it('switches off only with the password, then the password alone signs in again', async () => {
    const { token, user } = await tf.customerWithTwoFactor()
    const none = await h.call('DELETE', '/api/me/two-factor', { token, body: {} })
    expect(none.status).toBe(400)
    expect(none.body).toEqual({ success: false, message: 'Lütfen şifrenizi girin.' })
    const wrong = await h.as(token).del('/api/me/two-factor', { password: 'Yanlis-Sifre-99!' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ success: false, message: 'Şifreniz hatalı.' })
    expect((await status(token)).enabled).toBe(true)
    const ok = await h.as(token).del('/api/me/two-factor', { password: STRONG_PASSWORD })
    expect(ok.status, ok.text).toBe(200)
    expect((await status(token)).enabled).toBe(false)
    expect((await h.login(user.email)).token).toBeTruthy()
  })

  it('issues a new set of recovery codes after a code or the password; the old set stops working', async () => {
    const { token, user, secret, recoveryCodes } = await tf.customerWithTwoFactor()
    const refused = await h.as(token).post('/api/me/two-factor/recovery-codes', { password: 'yanlis' })
    expect(refused.status).toBe(400)
    const byCode = await h
      .as(token)
      .post('/api/me/two-factor/recovery-codes', { code: await tf.code(secret) })
    expect(byCode.status, byCode.text).toBe(200)
    const byPassword = await h
      .as(token)
      .post('/api/me/two-factor/recovery-codes', { password: STRONG_PASSWORD })
    expect(byPassword.status).toBe(200)
    const fresh = (byPassword.body as { data: { recoveryCodes: string[] } }).data.recoveryCodes
    const old = await tf.secondStep({
      challenge: await tf.challengeFor(user.email),
      recoveryCode: recoveryCodes[0],
    })
    expect(old.status).toBe(401)
    const ok = await tf.secondStep({ challenge: await tf.challengeFor(user.email), recoveryCode: fresh[0] })
    expect(ok.status).toBe(200)
  })

  it('records audit rows and security activity without secrets', async () => {
    const { user, secret } = await tf.customerWithTwoFactor()
    const audit = await h.ports.repos
      .resource(auditResource)
      .list({ filter: { resource: 'twoFactorCredentials', actorId: user.id } })
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'update'])
    expect(JSON.stringify(audit)).not.toContain(secret)
    const mine = await h.ports.repos.activityLog.list({ filter: { userId: user.id, type: 'security' } })
    expect(mine.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'İki adımlı doğrulama kurulumu başlatıldı',
        'İki adımlı doğrulama etkinleştirildi',
      ]),
    )
  })
}
