import { expect, it } from 'vitest'
import { auditResource } from '../../api/audit/audit-resource'
import { resources } from '../../api/kernel/resources'
import { createMemoryEventBus } from '../../api/live/memory-event-bus'
import { OTHER_PLANS } from '../../api/users/user-stats'
import { userStatsResponseSchema } from '../../api/users/admin-users.shared'
import type { LiveEvent } from '../../api/live/live-event.shared'
import { listPageSchema } from '../../api/lib/rest-list.shared'
import { userSchema } from '../../api/users/user.shared'
import type { Harness } from './harness'
import { samplePdf, submit, uploadPdf } from './request-helpers'
import { createWebsite } from './website-helpers'

// The customers screen's server rules (docs/rules/customers.md): validation, suspension, the last
// admin, deletion with everything the customer owns, the audit trail, stats and Turkish search.

const USERS = '/api/admin/users'
const listAnswer = listPageSchema(userSchema)

export function customersSuite(h: Harness) {
  const patch = (token: string, id: string, body: unknown) =>
    h.call('PATCH', `${USERS}/${id}`, { token, body })

  /** A file the customer uploads; the stored record, with its storage key. */
  async function upload(token: string) {
    const { id } = await uploadPdf(h, token, 'sozlesme.pdf')
    const record = await h.ports.repos.uploads.findById(id)
    expect(await h.ports.files?.get(record?.storageKey ?? '')).toEqual(samplePdf())
    return record!
  }

  it('refuses a missing name or e-mail and a taken e-mail; a password an API caller sets is never mailed', async () => {
    const { token } = await h.adminToken()
    for (const body of [{ name: 'Ali' }, { email: h.email() }, { name: ' ', email: h.email() }]) {
      const res = await h.call('POST', USERS, { token, body })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, message: 'Ad ve email alanları zorunludur.' })
    }
    const taken = await h.createUser()
    const duplicate = await h.call('POST', USERS, {
      token,
      body: { name: 'Aynı', email: taken.email.toUpperCase() },
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body).toEqual({ success: false, message: 'Bu email adresi zaten kullanılıyor.' })
    const email = h.email('sifreli')
    const weak = await h.call('POST', USERS, { token, body: { name: 'Zayıf', email, password: '123' } })
    expect(weak.status).toBe(400)
    expect(await h.ports.repos.users.findByEmail(email)).toBeNull()
    const withPassword = await h.call('POST', USERS, {
      token,
      body: { name: 'Şifreli', email, password: 'Kiraz-Bahcesi-42!' },
    })
    expect(withPassword.status, withPassword.text).toBe(201)
    // No link is sent when the caller set the password, and no mail ever carries it.
    expect(h.mailsTo(email)).toEqual([])
    const login = await h.post('/api/auth/login', { email, password: 'Kiraz-Bahcesi-42!' })
    expect(login.status).toBe(200)
    const setPassword = await patch(token, taken.id, { password: 'Baska-Sifre-2026!' })
    expect(setPassword.status).toBe(200)
    expect(h.mailsTo(taken.email).some((mail) => mail.text.includes('Baska-Sifre-2026!'))).toBe(false)
  })

  it('signs a suspended customer out everywhere at once and tells their open app', async () => {
    const bus = createMemoryEventBus()
    const events: LiveEvent[] = []
    bus.subscribe((event) => events.push(event))
    h.withPorts({ events: bus })
    const { token } = await h.adminToken()
    const customer = await h.createUser()
    const session = await h.login(customer.email)
    expect((await h.call('GET', '/api/me', { token: session.token })).status).toBe(200)
    const res = await patch(token, customer.id, { status: 'suspended', reason: 'Ödeme yapılmadı' })
    expect(res.status, res.text).toBe(200)
    expect((await h.call('GET', '/api/me', { token: session.token })).status).toBe(401)
    const refresh = await h.post('/api/auth/refresh', { refreshToken: session.refresh_token })
    expect(refresh.status).toBe(401)
    expect(events).toContainEqual(
      expect.objectContaining({ resource: 'session', action: 'signed-out', userIds: [customer.id] }),
    )
    const reactivated = await patch(token, customer.id, { status: 'active' })
    expect(reactivated.status).toBe(200)
    expect((await h.login(customer.email)).user.id).toBe(customer.id)
  })

  it('refuses to suspend or demote oneself and to demote or suspend the last active admin', async () => {
    const { token, user: self } = await h.adminToken()
    const suspendSelf = await patch(token, self.id, { status: 'suspended' })
    expect(suspendSelf.status).toBe(400)
    expect(suspendSelf.body).toEqual({
      success: false,
      message: 'Kendi hesabınızı askıya alamaz veya durumunu değiştiremezsiniz.',
    })
    const demoteSelf = await patch(token, self.id, { role: 'user' })
    expect(demoteSelf.body).toEqual({ success: false, message: 'Kendi yönetici yetkinizi kaldıramazsınız.' })

    // The store is shared: every other active admin steps aside for this test, then comes back.
    const others = await h.ports.repos.users.list({ filter: { role: 'admin', status: 'active' }, limit: 500 })
    const actor = await h.createUser({ role: 'admin', status: 'pending' })
    const actorToken = (await h.login(actor.email)).token
    for (const admin of others)
      if (admin.id !== self.id) await h.ports.repos.users.update(admin.id, { status: 'pending' })
    try {
      const demote = await patch(actorToken, self.id, { role: 'user' })
      expect(demote.status).toBe(409)
      expect(demote.body).toEqual({
        success: false,
        message: 'Sistemdeki son yönetici kullanıcı rolüne alınamaz. Önce başka bir yönetici ekleyin.',
      })
      const suspend = await patch(actorToken, self.id, { status: 'suspended' })
      expect(suspend.body).toEqual({
        success: false,
        message: 'Sistemdeki son yönetici askıya alınamaz. Önce başka bir yönetici ekleyin.',
      })
      expect((await h.ports.repos.users.findById(self.id))?.role).toBe('admin')
      await patch(token, actor.id, { status: 'active' })
      expect((await patch(actorToken, self.id, { status: 'suspended' })).status).toBe(200)
    } finally {
      for (const admin of others) await h.ports.repos.users.update(admin.id, { status: 'active' })
    }
  })

  it('never deletes an admin', async () => {
    const { token } = await h.adminToken()
    const other = await h.createUser({ role: 'admin' })
    const res = await h.call('DELETE', `${USERS}/${other.id}`, { token })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ success: false, message: 'Admin kullanıcılar silinemez.' })
    expect(await h.ports.repos.users.findById(other.id)).not.toBeNull()
  })

  it('deletes a customer with their websites, requests, tickets, uploads and sessions, and nobody else’s', async () => {
    const { token } = await h.adminToken()
    const owners = [await h.customerToken(), await h.customerToken()]
    const made = []
    for (const owner of owners) {
      const website = await createWebsite(h, owner.user, { domain: `${crypto.randomUUID().slice(0, 8)}.com` })
      const request = await submit(h, owner.token, { websiteName: 'Silme Deneme' })
      const ask = { type: 'change', title: 'Değişiklik', description: 'Logo' }
      const customerRequest = await h.call('POST', '/api/me/customer-requests', {
        token: owner.token,
        body: ask,
      })
      const ticket = await h.call('POST', '/api/me/support-tickets', {
        token: owner.token,
        body: { title: 'Destek', description: 'Yardım' },
      })
      expect([customerRequest.status, ticket.status]).toEqual([201, 201])
      made.push({ owner, website, request, upload: await upload(owner.token) })
    }
    const [gone, kept] = made as [(typeof made)[0], (typeof made)[0]]
    const res = await h.call('DELETE', `${USERS}/${gone.owner.user.id}`, {
      token,
      body: { reason: 'KVKK talebi' },
    })
    expect(res.status, res.text).toBe(200)

    const repos = h.ports.repos
    const countOf = async (userId: string) => ({
      websites: await repos.websites.count({ filter: { ownerId: userId } }),
      websiteRequests: await repos.websiteRequests.count({ filter: { userId } }),
      customerRequests: await repos.customerRequests.count({ filter: { userId } }),
      supportTickets: await repos.supportTickets.count({ filter: { userId } }),
      uploads: await repos.uploads.count({ filter: { userId } }),
      sessions: await repos.resource(resources.refreshTokens).count({ filter: { userId } }),
    })
    expect(await countOf(gone.owner.user.id)).toEqual({
      websites: 0,
      websiteRequests: 0,
      customerRequests: 0,
      supportTickets: 0,
      uploads: 0,
      sessions: 0,
    })
    // The stored file goes after the commit; the other customer's stays, row and bytes.
    expect(await repos.uploads.findById(gone.upload.id)).toBeNull()
    expect(await h.ports.files?.get(gone.upload.storageKey)).toBeNull()
    expect(await repos.uploads.findById(kept.upload.id)).toEqual(kept.upload)
    expect(await h.ports.files?.get(kept.upload.storageKey)).toEqual(samplePdf())
    expect(await repos.websiteRequests.findById(gone.request.id)).toBeNull()
    expect(await repos.users.findById(gone.owner.user.id)).toBeNull()
    expect(await countOf(kept.owner.user.id)).toMatchObject({
      websites: 1,
      websiteRequests: 1,
      customerRequests: 1,
      supportTickets: 1,
      uploads: 1,
    })
    expect((await h.call('GET', '/api/me', { token: gone.owner.token })).status).toBe(401)
    expect((await h.call('GET', '/api/me', { token: kept.owner.token })).status).toBe(200)
    const history = await repos.resource(auditResource).list({ filter: { recordId: gone.website.id } })
    expect(history).toMatchObject([{ action: 'delete', resource: 'websites', reason: 'KVKK talebi' }])
  })

  it('records each change in the audit trail: the fields before and after, who, and why', async () => {
    const { token, user: admin } = await h.adminToken()
    const customer = await h.createUser({ name: 'Eski Ad', subscription: 'free' })
    const res = await patch(token, customer.id, {
      name: 'Yeni Ad',
      subscription: 'Pro Plan',
      reason: 'Yükseltme',
    })
    expect(res.status, res.text).toBe(200)
    const rows = await h.ports.repos
      .resource(auditResource)
      .list({ filter: { resource: 'users', recordId: customer.id } })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      action: 'update',
      actorId: admin.id,
      actorEmail: admin.email,
      reason: 'Yükseltme',
      before: { name: 'Eski Ad', subscription: 'free' },
      after: { name: 'Yeni Ad', subscription: 'Pro Plan' },
    })
    expect(Object.keys(rows[0]?.after ?? {})).not.toContain('updatedAt')
    const unchanged = await patch(token, customer.id, { name: 'Yeni Ad' })
    expect(unchanged.status).toBe(200)
    expect(await h.ports.repos.resource(auditResource).count({ filter: { recordId: customer.id } })).toBe(1)
  })

  it('counts users by status and plan', async () => {
    const { token } = await h.adminToken()
    const stats = async () =>
      userStatsResponseSchema.parse((await h.call('GET', `${USERS}/stats`, { token })).body).data
    const before = await stats()
    await h.createUser({ status: 'suspended', subscription: 'Premium Plan' })
    await h.createUser({ status: 'pending', subscription: 'Premium Plan' })
    await h.createUser({ status: 'active', subscription: 'free' })
    await h.createUser({ status: 'active', subscription: `Özel ${crypto.randomUUID().slice(0, 6)}` })
    const after = await stats()
    expect(after.total - before.total).toBe(4)
    expect([
      after.active - before.active,
      after.suspended - before.suspended,
      after.pending - before.pending,
    ]).toEqual([2, 1, 1])
    // Each named plan is the number of users on it, and only the new ones moved a count.
    const counts = (s: typeof before) => Object.fromEntries(s.plans.map((p) => [p.plan, p.count]))
    const grown = { ...counts(before) }
    for (const [plan, added] of [
      ['Premium Plan', 2],
      ['free', 1],
      [OTHER_PLANS, 1],
    ] as const)
      grown[plan] = (grown[plan] ?? 0) + added
    expect(counts(after)).toEqual(grown)
    for (const { plan, count } of after.plans)
      if (plan !== OTHER_PLANS)
        expect(count, plan).toBe(await h.ports.repos.users.count({ filter: { subscription: plan } }))
    const counted = after.plans.map((p) => p.count)
    expect(counted).toEqual([...counted].sort((a, b) => b - a))
  })

  it('finds customers by name or e-mail in Turkish case, and filters by status and plan', async () => {
    const { token } = await h.adminToken()
    const tag = crypto.randomUUID().slice(0, 6)
    await h.createUser({ name: `ismail ${tag}`, subscription: 'Pro Plan' })
    await h.createUser({ name: `IŞIL ${tag}`, status: 'suspended' })
    await h.createUser({ name: `ISPARTA ${tag}` })
    const names = async (query: string) => {
      const res = await h.call('GET', `${USERS}?${query}`, { token })
      expect(res.status, res.text).toBe(200)
      return listAnswer.parse(res.body).data.items.map((u) => u.name)
    }
    expect(await names(`q=${encodeURIComponent(`İSMAİL ${tag}`)}`)).toEqual([`ismail ${tag}`])
    expect(await names(`q=${encodeURIComponent(`ışıl ${tag}`)}`)).toEqual([`IŞIL ${tag}`])
    // ASCII I is the capital of dotless ı in Turkish: 'ISPARTA' is found as 'ısparta', not 'isparta'.
    expect(await names(`q=${encodeURIComponent(`ısparta ${tag}`)}`)).toEqual([`ISPARTA ${tag}`])
    expect(await names(`q=${encodeURIComponent(`isparta ${tag}`)}`)).toEqual([])
    expect(await names(`q=${tag}&status=suspended`)).toEqual([`IŞIL ${tag}`])
    expect(await names(`q=${tag}&subscription=${encodeURIComponent('Pro Plan')}`)).toEqual([`ismail ${tag}`])
  })
}
