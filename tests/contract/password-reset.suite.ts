import { afterAll, beforeAll, expect, it } from 'vitest'
import { auditResource } from '../../api/audit/audit-resource'
import { REDACTED } from '../../api/audit/audit.shared'
import { GOOGLE_ONLY_NOTE } from '../../api/auth/password-reset-mail'
import { passwordResetResource } from '../../api/auth/password-reset-resource'
import { deleteEndedPasswordResets } from '../../api/auth/password-reset-sweep'
import { createSmtpMailer } from '../../server/mail/smtp-mailer'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher'
import { STRONG_PASSWORD, type Harness } from './harness'
import {
  CHANGED,
  INVALID,
  NEW_PASSWORD,
  otherCode,
  proofsIn,
  REQUESTED,
  TOO_MANY_CODES,
  WRONG_CODE,
} from './password-reset-helpers'

// A forgotten password (docs/rules/accounts-and-sign-in.md#forgotten-password) on every store: one answer
// for every address, a link and a code that work once and for 30 minutes, five wrong codes void the reset,
// the policy's refusals change nothing, every session ends, and a security mail goes out over SMTP.

export function passwordResetSuite(h: Harness) {
  let catcher: MailCatcher
  beforeAll(async () => {
    catcher = await startMailCatcher()
  })
  afterAll(async () => {
    await catcher.stop()
  })

  const request = (email: string, ip?: string) => h.post('/api/auth/password-reset', { email }, { ip })
  const confirm = (body: Record<string, unknown>) => h.post('/api/auth/password-reset/confirm', body)
  const resetMail = (email: string) =>
    proofsIn(
      h.mailsTo(email).findLast((mail) => mail.subject.includes('sıfırlama')),
      email,
    )
  const refresh = (refreshToken: string) => h.post('/api/auth/refresh', { refreshToken })
  const canLogin = async (email: string, password: string) =>
    (await h.post('/api/auth/login', { email, password })).status === 200

  it('answers alike for a known, an unknown and a suspended address, and mails only the known one', async () => {
    const known = await h.createUser()
    const suspended = await h.createUser({ status: 'suspended' })
    const unknown = h.email('kimse')
    for (const email of [known.email, unknown, suspended.email, known.email.toUpperCase()]) {
      const res = await request(email)
      expect(res.status, res.text).toBe(200)
      expect(res.body).toEqual(REQUESTED)
    }
    expect(h.mailsTo(unknown)).toHaveLength(0)
    expect(h.mailsTo(suspended.email)).toHaveLength(0)
    expect(h.mailsTo(known.email)).toHaveLength(2)
    const stored = await h.ports.repos.resource(passwordResetResource).list({ filter: { userId: known.id } })
    // One open reset (the newer request replaced the first), and neither secret in clear.
    expect(stored).toHaveLength(1)
    const { code, token } = resetMail(known.email)
    expect(JSON.stringify(stored)).not.toContain(token)
    expect(JSON.stringify(stored)).not.toContain(code)
  })

  it('limits requests per address (known or not, alike) and per client address', async () => {
    const known = await h.createUser()
    const unknown = h.email('kimse')
    const answers: unknown[] = []
    for (const email of [known.email, unknown]) {
      for (let n = 0; n < 3; n++) expect((await request(email, h.ip())).status).toBe(200)
      const limited = await request(email, h.ip())
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      answers.push(limited.body)
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]).toEqual({
      success: false,
      message: 'Çok fazla şifre sıfırlama isteği yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    })
    expect(h.mailsTo(known.email)).toHaveLength(3)

    const ip = h.ip()
    for (let n = 0; n < 20; n++) expect((await request(h.email('ip'), ip)).status).toBe(200)
    expect((await request(h.email('ip'), ip)).status).toBe(429)
  })

  it('sets a password with the link once, signs every session out and mails the notice over SMTP', async () => {
    const mailer = createSmtpMailer(catcher.url, 'SiteKur <no-reply@sitekur.test>')
    h.withPorts({ mailer })
    try {
      const user = await h.createUser()
      const phone = await h.login(user.email)
      const laptop = await h.login(user.email)
      const since = catcher.messages.length
      expect((await request(user.email)).body).toEqual(REQUESTED)
      const mailed = await catcher.waitFor(user.email, { since })
      const { token } = proofsIn(mailed, user.email)
      expect(mailed.text).toContain('30 dakika geçerlidir')

      const done = await confirm({ email: user.email, token, password: NEW_PASSWORD })
      expect(done.status, done.text).toBe(200)
      expect(done.body).toEqual(CHANGED)
      for (const session of [phone, laptop]) {
        expect((await refresh(session.refreshToken)).status).toBe(401)
        expect((await h.call('GET', '/api/me', { token: session.token })).status).toBe(401)
      }
      expect(await canLogin(user.email, NEW_PASSWORD)).toBe(true)
      expect(await canLogin(user.email, STRONG_PASSWORD)).toBe(false)
      const again = await confirm({ email: user.email, token, password: 'Baska-Bir-Sifre-77!' })
      expect(again.body).toEqual(INVALID)
      expect(await canLogin(user.email, NEW_PASSWORD)).toBe(true)

      const notice = await catcher.waitFor(user.email, { since: catcher.messages.indexOf(mailed) + 1 })
      expect(notice.subject).toBe('Şifreniz değiştirildi')
      expect(notice.text).toMatch(/\d{1,2} \p{L}+ \d{4} \d{2}:\d{2} tarihinde/u)
      expect(notice.text + notice.html).not.toContain(NEW_PASSWORD)

      const activity = await h.ports.repos.activityLog.list({ search: user.email, limit: 20 })
      expect(activity.map((entry) => entry.action)).toContain('Şifre sıfırlandı')
      const trail = await h.ports.repos
        .resource(auditResource)
        .list({ filter: { resource: 'users', recordId: user.id } })
      expect(trail).toEqual([
        expect.objectContaining({ action: 'update', actorId: user.id, after: expect.anything() }),
      ])
      expect(trail[0]?.after).toMatchObject({ passwordHash: REDACTED })
    } finally {
      mailer.close()
    }
  })

  it('takes the code instead of the link; a newer request voids the older link and code', async () => {
    const user = await h.createUser()
    await request(user.email)
    const first = resetMail(user.email)
    await request(user.email)
    const second = resetMail(user.email)
    expect(second.token).not.toBe(first.token)
    const oldLink = await confirm({ email: user.email, token: first.token, password: NEW_PASSWORD })
    expect(oldLink.body).toEqual(INVALID)
    if (first.code !== second.code) {
      const oldCode = await confirm({ email: user.email, code: first.code, password: NEW_PASSWORD })
      expect(oldCode.body).toEqual(WRONG_CODE)
    }
    const done = await confirm({ email: user.email, code: second.code, password: NEW_PASSWORD })
    expect(done.body).toEqual(CHANGED)
    expect(await canLogin(user.email, NEW_PASSWORD)).toBe(true)
    expect((await confirm({ email: user.email, code: second.code, password: NEW_PASSWORD })).body).toEqual(
      INVALID,
    )
  })

  it('works for 30 minutes, not after', async () => {
    const user = await h.createUser()
    await request(user.email)
    const late = resetMail(user.email)
    h.advance(30 * 60)
    expect((await confirm({ email: user.email, token: late.token, password: NEW_PASSWORD })).body).toEqual(
      INVALID,
    )
    expect((await confirm({ email: user.email, code: late.code, password: NEW_PASSWORD })).body).toEqual(
      INVALID,
    )
    expect(await canLogin(user.email, STRONG_PASSWORD)).toBe(true)

    await request(user.email)
    const inTime = resetMail(user.email)
    h.advance(30 * 60 - 5)
    const done = await confirm({ email: user.email, code: inTime.code, password: NEW_PASSWORD })
    expect(done.body).toEqual(CHANGED)
  })

  it('the hourly sweep deletes resets expired for a day, and only those', async () => {
    // Earlier tests' resets on this store may have ended as well: the count is at least this one.
    const [old, fresh] = [await h.createUser(), await h.createUser()]
    const resets = h.ports.repos.resource(passwordResetResource)
    await request(old.email)
    h.advance(30 * 60 + 86_400 + 1)
    await request(fresh.email)
    const now = h.store.clock.now().getTime()
    expect(
      await deleteEndedPasswordResets(h.ports.repos, new Date(now - 86_400_000).toISOString()),
    ).toBeGreaterThanOrEqual(1)
    expect(await resets.count({ filter: { userId: old.id } })).toBe(0)
    expect(await resets.count({ filter: { userId: fresh.id } })).toBe(1)
  })

  it('voids the reset after five wrong codes, the right code and the link included', async () => {
    const user = await h.createUser()
    await request(user.email)
    const { code, token } = resetMail(user.email)
    const wrong = () => confirm({ email: user.email, code: otherCode(code), password: NEW_PASSWORD })
    for (let n = 1; n < 5; n++) expect((await wrong()).body).toEqual(WRONG_CODE)
    expect((await wrong()).body).toEqual(TOO_MANY_CODES)
    expect((await confirm({ email: user.email, code, password: NEW_PASSWORD })).body).toEqual(TOO_MANY_CODES)
    expect((await confirm({ email: user.email, token, password: NEW_PASSWORD })).body).toEqual(TOO_MANY_CODES)
    expect(await canLogin(user.email, STRONG_PASSWORD)).toBe(true)
    expect(await canLogin(user.email, NEW_PASSWORD)).toBe(false)
  })

  it('refuses a password the policy refuses in Turkish, and changes nothing', async () => {
    const user = await h.createUser()
    const session = await h.login(user.email)
    await request(user.email)
    const { code, token } = resetMail(user.email)
    const refusals: [Record<string, unknown>, string][] = [
      [{ code, password: 'kisa' }, 'Şifre en az 8 karakter olmalıdır.'],
      [
        { token, password: '12345678' },
        'Bu şifre çok yaygın ve kolayca tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.',
      ],
      [{ code, password: 'x'.repeat(129) }, 'Şifre en fazla 128 karakter olabilir.'],
      [{ code }, 'Lütfen yeni şifrenizi girin.'],
      [{ code: '12ab', password: NEW_PASSWORD }, 'Lütfen 6 haneli doğrulama kodunu girin'],
      [
        { password: NEW_PASSWORD },
        'Lütfen e-postanızdaki 6 haneli kodu girin veya e-postadaki bağlantıyı kullanın.',
      ],
    ]
    for (const [body, message] of refusals) {
      const res = await confirm({ email: user.email, ...body })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, message })
    }
    const [row] = await h.ports.repos.resource(passwordResetResource).list({ filter: { userId: user.id } })
    expect(row).toMatchObject({ failedAttempts: 0, usedAt: null, voidedAt: null })
    expect(await canLogin(user.email, STRONG_PASSWORD)).toBe(true)
    expect((await refresh(session.refreshToken)).status).toBe(200)
    expect((await confirm({ email: user.email, code, password: NEW_PASSWORD })).body).toEqual(CHANGED)
  })

  it('answers the code in the offline demo, where no mail leaves the browser', async () => {
    h.withPorts({ config: { ...h.ports.config, issuesDemoTokens: true } })
    const user = await h.createUser()
    const res = await request(user.email)
    const { code } = resetMail(user.email)
    expect(res.body).toEqual({
      success: true,
      message: `Çevrimdışı demodasınız: e-posta gönderilmez, bu yüzden kodunuz burada gösteriliyor: ${code}`,
      data: { demo_code: code },
    })
    expect((await request(h.email('kimse'))).body).toEqual(REQUESTED)
    expect((await confirm({ email: user.email, code, password: NEW_PASSWORD })).body).toEqual(CHANGED)
  })

  it('lets a Google-only account add a password, and proves an unverified address', async () => {
    const google = await h.createUser({
      passwordHash: null,
      googleIssuer: 'https://accounts.google.com',
      googleSubject: crypto.randomUUID(),
    })
    await request(google.email)
    expect(h.mailsTo(google.email).at(-1)?.text).toContain(GOOGLE_ONLY_NOTE)
    const fromGoogle = resetMail(google.email)
    expect(
      (await confirm({ email: google.email, code: fromGoogle.code, password: NEW_PASSWORD })).body,
    ).toEqual(CHANGED)
    expect(await canLogin(google.email, NEW_PASSWORD)).toBe(true)

    const pending = await h.createUser({ status: 'pending', emailVerifiedAt: null })
    await request(pending.email)
    expect(h.mailsTo(pending.email).at(-1)?.text).not.toContain(GOOGLE_ONLY_NOTE)
    const { token } = resetMail(pending.email)
    expect((await confirm({ email: pending.email, token, password: NEW_PASSWORD })).body).toEqual(CHANGED)
    expect((await h.login(pending.email, NEW_PASSWORD)).user).toMatchObject({
      status: 'active',
      emailVerified: true,
    })
  })
}
