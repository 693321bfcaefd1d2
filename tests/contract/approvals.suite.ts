import { expect, it } from 'vitest'
import { approvalResource } from '../../api/approvals/approval-resource'
import { approvalRecordSchema } from '../../api/approvals/approval.shared'
import { ACCOUNT_DELETION_PHRASE, approvalMessages } from '../../api/approvals/approval-messages.shared'
import { listPageSchema } from '../../api/lib/rest-list.shared'
import { APPROVALS, ask, asked, createPackage, emailCode, stored } from './approval-helpers'
import type { Harness } from './harness'
import { createWebsite } from './website-helpers'

// The customer's side of approvals (docs/rules/approvals.md): what may be asked for, checked against the
// store; one pending request per type and target; withdrawing; the e-mail proof; the password.

const listAnswer = listPageSchema(approvalRecordSchema)
const refused = (message: string) => ({ success: false, message })

export function approvalsSuite(h: Harness) {
  const approvals = () => h.ports.repos.resource(approvalResource)

  it('takes the current values from the store, never from the client, and whitelists the fields', async () => {
    const a = await h.customerToken()
    const approval = await asked(h, a.token, {
      type: 'profile_update',
      requestedData: { name: '  Yeni Ad  ' },
      currentData: { name: 'Sahte Ad' },
      status: 'approved',
      userId: crypto.randomUUID(),
      reason: 'Evlendim',
    })
    expect(approval).toMatchObject({
      type: 'profile_update',
      userId: a.user.id,
      userName: a.user.name,
      userEmail: a.user.email,
      currentData: { name: a.user.name },
      requestedData: { name: 'Yeni Ad' },
      reason: 'Evlendim',
      status: 'pending',
      pendingKey: `profile_update:${a.user.id}`,
    })
    expect(await stored(h, approval.id)).toEqual(approval)
    const sneaky = await ask(h, a.token, {
      type: 'website_change',
      targetId: 'x',
      requestedData: { ownerId: 'y' },
    })
    expect(sneaky.body).toEqual(refused(approvalMessages.unknownField))
    const role = await ask(h, a.token, { type: 'profile_update', requestedData: { role: 'admin' } })
    expect([role.status, role.body]).toEqual([400, refused(approvalMessages.unknownField)])
    const same = await ask(h, a.token, { type: 'subscription_change', requestedData: {} })
    expect(same.body).toEqual(refused(approvalMessages.packageRequired))
    expect(await approvals().count({ filter: { userId: a.user.id } })).toBe(1)
  })

  it('keeps one pending request per type and target (409); withdrawing frees it', async () => {
    const a = await h.customerToken()
    const first = await asked(h, a.token, { type: 'profile_update', requestedData: { name: 'Bir' } })
    const again = await ask(h, a.token, { type: 'profile_update', requestedData: { name: 'İki' } })
    expect([again.status, again.body]).toEqual([409, refused(approvalMessages.duplicate)])
    // Another type, or the same type for another target, is a request of its own.
    const pkg = await createPackage(h)
    await asked(h, a.token, { type: 'subscription_change', requestedData: { packageId: pkg.id } })
    const siteA = await createWebsite(h, a.user, { domain: `a-${crypto.randomUUID().slice(0, 8)}.com` })
    const siteB = await createWebsite(h, a.user, { domain: `b-${crypto.randomUUID().slice(0, 8)}.com` })
    for (const site of [siteA, siteB]) {
      const domain = `yeni-${crypto.randomUUID().slice(0, 8)}.com.tr`
      await asked(h, a.token, { type: 'website_change', targetId: site.id, requestedData: { domain } })
    }
    const siteAgain = await ask(h, a.token, {
      type: 'website_change',
      targetId: siteA.id,
      requestedData: { domain: `baska-${crypto.randomUUID().slice(0, 8)}.com` },
    })
    expect(siteAgain.status).toBe(409)

    const withdrawn = await h.call('DELETE', `${APPROVALS}/${first.id}`, { token: a.token })
    expect(withdrawn.status, withdrawn.text).toBe(200)
    expect(await stored(h, first.id)).toMatchObject({ status: 'withdrawn', pendingKey: '' })
    const twice = await h.call('DELETE', `${APPROVALS}/${first.id}`, { token: a.token })
    expect([twice.status, twice.body]).toEqual([409, refused(approvalMessages.onlyPendingWithdrawn)])
    await asked(h, a.token, { type: 'profile_update', requestedData: { name: 'İki' } })

    // Two requests at once: one is stored.
    const b = await h.customerToken()
    const both = await Promise.all(
      ['Üç', 'Dört'].map((name) => ask(h, b.token, { type: 'profile_update', requestedData: { name } })),
    )
    expect(both.map((res) => res.status).sort()).toEqual([201, 409])
    expect(await approvals().count({ filter: { userId: b.user.id, status: 'pending' } })).toBe(1)
  })

  it('shows customers only their own requests, newest first; another’s answers 404', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const older = await asked(h, a.token, { type: 'profile_update', requestedData: { name: 'Eski' } })
    h.advance(5)
    const pkg = await createPackage(h)
    const newer = await asked(h, a.token, {
      type: 'subscription_change',
      requestedData: { packageId: pkg.id },
    })
    const mine = listAnswer.parse((await h.call('GET', APPROVALS, { token: a.token })).body).data
    expect(mine.items.map((item) => item.id)).toEqual([newer.id, older.id])
    const pending = await h.call('GET', `${APPROVALS}?status=withdrawn`, { token: a.token })
    expect(listAnswer.parse(pending.body).data.total).toBe(0)
    const theirs = listAnswer.parse((await h.call('GET', APPROVALS, { token: b.token })).body).data
    expect(theirs.total).toBe(0)
    const admin = await h.adminToken()
    for (const token of [b.token, admin.token]) {
      const res = await h.call('DELETE', `${APPROVALS}/${older.id}`, { token })
      expect([res.status, res.body]).toEqual([404, refused(approvalMessages.notFound)])
    }
    expect(await stored(h, older.id)).toMatchObject({ status: 'pending' })
  })

  it('website_change: the customer’s own website, a valid free domain', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const suffix = crypto.randomUUID().slice(0, 8)
    const site = await createWebsite(h, a.user, { name: 'Kafe', domain: `kafe-${suffix}.com` })
    const theirs = await createWebsite(h, b.user, { domain: `alinmis-${suffix}.com` })
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ requestedData: { domain: 'yeni.com' } }, 400, approvalMessages.targetRequired],
      [{ targetId: theirs.id, requestedData: { domain: 'x.com' } }, 404, 'Website bulunamadı.'],
      [{ targetId: site.id, requestedData: {} }, 400, approvalMessages.domainRequired],
      [
        { targetId: site.id, requestedData: { domain: 'boşluk var' } },
        400,
        'Geçerli bir domain girin (ör. ornek.com).',
      ],
      [
        { targetId: site.id, requestedData: { domain: `WWW.Kafe-${suffix}.com` } },
        400,
        approvalMessages.nothingChanged,
      ],
      [
        { targetId: site.id, requestedData: { domain: `Alinmis-${suffix}.com` } },
        409,
        'Bu domain zaten kullanılıyor.',
      ],
    ]
    for (const [body, status, message] of cases) {
      const res = await ask(h, a.token, { type: 'website_change', ...body })
      expect([res.status, res.body], JSON.stringify(body)).toEqual([status, refused(message)])
    }
    const approval = await asked(h, a.token, {
      type: 'website_change',
      targetId: site.id,
      requestedData: { domain: `https://Yeni-${suffix}.com.tr/`, name: 'Yeni Kafe' },
    })
    expect(approval).toMatchObject({
      websiteId: site.id,
      currentData: { name: 'Kafe', domain: `kafe-${suffix}.com` },
      requestedData: { domain: `yeni-${suffix}.com.tr`, name: 'Yeni Kafe' },
      pendingKey: `website_change:${site.id}`,
    })
    expect(await approvals().count({ filter: { userId: a.user.id } })).toBe(1)
  })

  it('subscription_change: an active package other than the current one', async () => {
    const a = await h.customerToken()
    const current = await createPackage(h, { name: `Temel ${crypto.randomUUID().slice(0, 4)}`, price: 99 })
    await h.ports.repos.users.update(a.user.id, { packageId: current.id, subscription: current.name })
    const inactive = await createPackage(h, { isActive: false })
    const wanted = await createPackage(h, { price: 199 })
    for (const [packageId, message] of [
      [inactive.id, approvalMessages.packageUnavailable],
      [crypto.randomUUID(), approvalMessages.packageUnavailable],
      [current.id, approvalMessages.samePackage],
    ] as const) {
      const res = await ask(h, a.token, { type: 'subscription_change', requestedData: { packageId } })
      expect([res.status, res.body]).toEqual([400, refused(message)])
    }
    const approval = await asked(h, a.token, {
      type: 'subscription_change',
      requestedData: { packageId: wanted.id },
    })
    expect(approval).toMatchObject({
      currentData: { packageId: current.id, subscription: current.name, price: 99 },
      requestedData: { packageId: wanted.id, subscription: wanted.name, price: 199 },
    })
    // A plan may be named instead (as a user's subscription names a package), in any case.
    await h.call('DELETE', `${APPROVALS}/${approval.id}`, { token: a.token })
    const byName = await asked(h, a.token, {
      type: 'subscription_change',
      requestedData: { subscription: wanted.name.toLocaleUpperCase('tr-TR') },
    })
    expect(byName.requestedData).toEqual(approval.requestedData)
  })

  it('a new e-mail address is proven by a code sent to it before the request is stored', async () => {
    const a = await h.customerToken()
    const taken = await h.createUser()
    const send = (email: string) =>
      h.call('POST', '/api/me/email-change/code', { token: a.token, body: { email } })
    expect((await send(taken.email.toUpperCase())).body).toEqual(
      refused('Bu email adresi zaten kullanılıyor.'),
    )
    expect((await send(a.user.email)).body).toEqual(refused(approvalMessages.sameEmail))
    expect((await send('adres-degil')).status).toBe(400)
    const email = h.email('yeni')
    const code = await emailCode(h, a.token, email)
    // The code goes to the new address only; a second one within two minutes is refused.
    expect(h.mailsTo(a.user.email)).toEqual([])
    expect((await send(email)).status).toBe(429)
    const body = (emailCode?: string) => ({
      type: 'profile_update',
      requestedData: { email: email.toUpperCase() },
      ...(emailCode === undefined ? {} : { emailCode }),
    })
    const wrong = code === '000000' ? '111111' : '000000'
    for (const [given, message] of [
      [undefined, approvalMessages.emailCodeRequired],
      ['12ab', 'Lütfen 6 haneli doğrulama kodunu girin'],
      [wrong, 'Doğrulama kodu hatalı'],
    ] as const) {
      const res = await ask(h, a.token, body(given))
      expect([res.status, res.body]).toEqual([400, refused(message)])
    }
    // Another customer cannot use the code of this one.
    const b = await h.customerToken()
    expect((await ask(h, b.token, body(code))).status).toBe(400)
    expect(await approvals().count({ filter: { userId: a.user.id } })).toBe(0)
    const approval = await asked(h, a.token, body(code))
    expect(approval).toMatchObject({ currentData: { email: a.user.email }, requestedData: { email } })
    // A code proves an address once.
    await h.call('DELETE', `${APPROVALS}/${approval.id}`, { token: a.token })
    expect((await ask(h, a.token, body(code))).status).toBe(400)
  })

  it('account_deletion needs the account’s password (or, without one, the typed phrase); not for admins', async () => {
    const a = await h.customerToken()
    for (const [password, message] of [
      [undefined, approvalMessages.passwordRequired],
      ['Yanlis-Sifre-1', approvalMessages.passwordWrong],
    ] as const) {
      const res = await ask(h, a.token, { type: 'account_deletion', ...(password ? { password } : {}) })
      expect([res.status, res.body]).toEqual([400, refused(message)])
    }
    await createWebsite(h, a.user, { domain: `silinecek-${crypto.randomUUID().slice(0, 8)}.com` })
    const approval = await asked(h, a.token, { type: 'account_deletion', password: 'Kiraz-Bahcesi-42!' })
    expect(approval).toMatchObject({
      currentData: { name: a.user.name, email: a.user.email, websites: 1 },
      requestedData: { deleteAccount: true },
    })
    // The password is stored nowhere.
    expect(JSON.stringify(await stored(h, approval.id))).not.toContain('Kiraz')

    const google = await h.customerToken()
    await h.ports.repos.users.update(google.user.id, { passwordHash: null })
    const unconfirmed = await ask(h, google.token, { type: 'account_deletion', confirmation: 'evet' })
    expect(unconfirmed.body).toEqual(refused(approvalMessages.confirmationRequired))
    await asked(h, google.token, {
      type: 'account_deletion',
      confirmation: ACCOUNT_DELETION_PHRASE.toLocaleLowerCase('tr-TR'),
    })

    const admin = await h.adminToken()
    const res = await ask(h, admin.token, { type: 'account_deletion', password: 'Kiraz-Bahcesi-42!' })
    expect([res.status, res.body]).toEqual([403, refused('Admin kullanıcılar silinemez.')])
  })
}
