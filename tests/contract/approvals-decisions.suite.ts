import { expect, it } from 'vitest'
import { auditResource } from '../../api/audit/audit-resource'
import { approvalRecordSchema } from '../../api/approvals/approval.shared'
import { approvalStatsResponseSchema } from '../../api/approvals/approval-requests.shared'
import { approvalMessages } from '../../api/approvals/approval-messages.shared'
import { listPageSchema } from '../../api/lib/rest-list.shared'
import { ADMIN_APPROVALS, approve, asked, createPackage, emailCode, reject, stored } from './approval-helpers'
import type { Harness } from './harness'
import { uploadPdf } from './request-helpers'
import { createWebsite } from './website-helpers'

// The back-office's side of approvals (docs/rules/approvals.md): approving applies each type in the
// decision's transaction (all or nothing), rejecting needs a reason, only a pending request is decided
// and only once, the reviewer is recorded and the customer is told.

const refused = (message: string) => ({ success: false, message })
const listAnswer = listPageSchema(approvalRecordSchema)

export function approvalsDecisionsSuite(h: Harness) {
  const domain = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}.com.tr`

  it('approving a profile_update merges name and e-mail into the user, and their websites follow', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const site = await createWebsite(h, a.user, { domain: domain('profil') })
    const email = h.email('yeni-adres')
    const code = await emailCode(h, a.token, email)
    const approval = await asked(h, a.token, {
      type: 'profile_update',
      requestedData: { name: 'Ayşe Kaya', email },
      emailCode: code,
    })
    const res = await approve(h, admin.token, approval.id, '  Kimlik doğrulandı.  ')
    expect(res.status, res.text).toBe(200)
    expect(await stored(h, approval.id)).toMatchObject({
      status: 'approved',
      pendingKey: '',
      reviewedBy: 'Yönetici',
      reviewerId: admin.user.id,
      adminNotes: 'Kimlik doğrulandı.',
    })
    expect(await h.ports.repos.users.findById(a.user.id)).toMatchObject({ name: 'Ayşe Kaya', email })
    expect(await h.ports.repos.websites.findById(site.id)).toMatchObject({
      ownerEmail: email,
      owner: 'Ayşe Kaya',
    })
    // Told in-app and by mail (at the new address); the change and the decision are in the audit trail.
    const feed = await h.call('GET', '/api/me/notifications', { token: a.token })
    expect(feed.text).toContain('Talebiniz onaylandı')
    expect(h.mailsTo(email).at(-1)?.text).toContain('Profil güncelleme talebiniz onaylandı')
    const audit = h.ports.repos.resource(auditResource)
    expect(await audit.count({ filter: { resource: 'approvals', recordId: approval.id } })).toBe(2)
    expect(await audit.count({ filter: { resource: 'users', recordId: a.user.id } })).toBeGreaterThan(0)
    const log = await h.ports.repos.activityLog.list({ filter: { userEmail: admin.user.email } })
    expect(log.map((entry) => entry.action)).toContain('Onay talebi onaylandı')
  })

  it('approving a website_change and a subscription_change applies them; the reviewer falls back to Admin', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    await h.ports.repos.users.update(admin.user.id, { name: ' ' })
    const site = await createWebsite(h, a.user, { name: 'Eski Ad', domain: domain('eski') })
    const wanted = domain('yeni')
    const change = await asked(h, a.token, {
      type: 'website_change',
      targetId: site.id,
      requestedData: { domain: wanted, name: 'Yeni Ad' },
    })
    const pkg = await createPackage(h, { price: 199 })
    const plan = await asked(h, a.token, {
      type: 'subscription_change',
      requestedData: { packageId: pkg.id },
    })
    for (const id of [change.id, plan.id]) expect((await approve(h, admin.token, id)).status).toBe(200)
    expect(await h.ports.repos.websites.findById(site.id)).toMatchObject({ domain: wanted, name: 'Yeni Ad' })
    expect(await h.ports.repos.users.findById(a.user.id)).toMatchObject({
      packageId: pkg.id,
      subscription: pkg.name,
      subscriptionStatus: 'active',
    })
    expect(await stored(h, plan.id)).toMatchObject({ reviewedBy: 'Admin', adminNotes: null })
  })

  it('approving an account_deletion removes the user, their websites, requests and files; only a mail tells them', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const site = await createWebsite(h, a.user, { domain: domain('gidecek') })
    const { id: uploadId } = await uploadPdf(h, a.token, 'belge.pdf')
    const upload = await h.ports.repos.uploads.findById(uploadId)
    const other = await asked(h, a.token, { type: 'profile_update', requestedData: { name: 'Başka' } })
    const approval = await asked(h, a.token, { type: 'account_deletion', password: 'Kiraz-Bahcesi-42!' })
    const res = await approve(h, admin.token, approval.id)
    expect(res.status, res.text).toBe(200)
    expect(await h.ports.repos.users.findById(a.user.id)).toBeNull()
    expect(await h.ports.repos.websites.findById(site.id)).toBeNull()
    expect(await h.ports.repos.uploads.findById(uploadId)).toBeNull()
    expect(await h.ports.files?.get(upload?.storageKey ?? '')).toBeNull()
    // The request keeps who asked; their other pending request is closed.
    expect(await stored(h, approval.id)).toMatchObject({
      status: 'approved',
      userId: null,
      userEmail: a.user.email,
    })
    expect(await stored(h, other.id)).toMatchObject({ status: 'rejected', pendingKey: '', userId: null })
    expect(h.mailsTo(a.user.email).at(-1)?.subject).toBe('SiteKur hesabınız silindi')
    expect((await h.call('GET', '/api/me', { token: a.token })).status).toBe(401)
  })

  it('applies all or nothing: a change that no longer fits leaves everything as it was, still pending', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const admin = await h.adminToken()
    const site = await createWebsite(h, a.user, { name: 'Kalır', domain: domain('kalir') })
    const wanted = domain('cekismeli')
    const change = await asked(h, a.token, {
      type: 'website_change',
      targetId: site.id,
      requestedData: { domain: wanted, name: 'Değişmemeli' },
    })
    // Another website takes the domain before the admin decides.
    await createWebsite(h, b.user, { domain: wanted })
    const res = await approve(h, admin.token, change.id)
    expect([res.status, res.body]).toEqual([409, refused('Bu domain zaten kullanılıyor.')])
    expect(await stored(h, change.id)).toEqual(change)
    expect(await h.ports.repos.websites.findById(site.id)).toEqual(site)
    const audit = h.ports.repos.resource(auditResource)
    expect(await audit.count({ filter: { resource: 'approvals', recordId: change.id } })).toBe(1)

    const email = h.email('kapilacak')
    const code = await emailCode(h, a.token, email)
    const profile = await asked(h, a.token, {
      type: 'profile_update',
      requestedData: { name: 'Yarım Kalmaz', email },
      emailCode: code,
    })
    await h.createUser({ email })
    expect((await approve(h, admin.token, profile.id)).status).toBe(409)
    expect(await h.ports.repos.users.findById(a.user.id)).toMatchObject({
      name: a.user.name,
      email: a.user.email,
    })
    expect(await stored(h, profile.id)).toMatchObject({ status: 'pending' })
    // Rejecting is still possible.
    expect((await reject(h, admin.token, profile.id, 'Adres başkasına ait.')).status).toBe(200)
  })

  it('rejecting needs a reason; a decided request is not decided again, and of two admins one wins', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const second = await h.adminToken()
    const approval = await asked(h, a.token, { type: 'profile_update', requestedData: { name: 'Red' } })
    for (const reason of [undefined, '   ']) {
      const res = await reject(h, admin.token, approval.id, reason)
      expect([res.status, res.body]).toEqual([400, refused('Red nedeni belirtmeniz gerekiyor.')])
    }
    expect(await stored(h, approval.id)).toEqual(approval)
    const rejected = await reject(h, admin.token, approval.id, 'Ad belgeyle uyuşmuyor.')
    expect(rejected.status).toBe(200)
    expect(await stored(h, approval.id)).toMatchObject({
      status: 'rejected',
      adminNotes: 'Ad belgeyle uyuşmuyor.',
      reviewedBy: 'Yönetici',
    })
    expect(h.mailsTo(a.user.email).at(-1)?.text).toContain('Neden: Ad belgeyle uyuşmuyor.')
    for (const res of [
      await approve(h, admin.token, approval.id),
      await reject(h, admin.token, approval.id, 'x'),
    ])
      expect([res.status, res.body]).toEqual([409, refused(approvalMessages.notPending)])
    expect((await approve(h, admin.token, crypto.randomUUID())).status).toBe(404)

    const raced = await asked(h, a.token, { type: 'profile_update', requestedData: { name: 'Yarış' } })
    const results = await Promise.all([
      approve(h, admin.token, raced.id),
      reject(h, second.token, raced.id, 'Geç kaldım'),
    ])
    expect(results.map((res) => res.status).sort()).toEqual([200, 409])
    const after = await stored(h, raced.id)
    expect((await h.ports.repos.users.findById(a.user.id))?.name).toBe(
      after?.status === 'approved' ? 'Yarış' : a.user.name,
    )
  })

  it('lists, filters, searches and counts requests for admins', async () => {
    const admin = await h.adminToken()
    const a = await h.customerToken()
    await h.ports.repos.users.update(a.user.id, { name: 'Şükrü İnanç' })
    const pkg = await createPackage(h)
    const plan = await asked(h, a.token, {
      type: 'subscription_change',
      requestedData: { packageId: pkg.id },
    })
    const list = async (query: string) =>
      listAnswer.parse((await h.call('GET', `${ADMIN_APPROVALS}?${query}`, { token: admin.token })).body).data
    expect((await list('q=şükrü')).items.map((item) => item.id)).toEqual([plan.id])
    expect(
      (await list(`q=${encodeURIComponent(a.user.email)}&type=subscription_change&status=pending`)).total,
    ).toBe(1)
    expect((await list('q=şükrü&type=profile_update')).total).toBe(0)
    const one = await h.call('GET', `${ADMIN_APPROVALS}/${plan.id}`, { token: admin.token })
    expect(one.status).toBe(200)
    const stats = approvalStatsResponseSchema.parse(
      (await h.call('GET', `${ADMIN_APPROVALS}/stats`, { token: admin.token })).body,
    ).data
    expect(stats.pending).toBeGreaterThanOrEqual(1)
    expect(stats.byType.subscription_change.pending).toBeGreaterThanOrEqual(1)
    expect(stats.total).toBe(stats.pending + stats.approved + stats.rejected + stats.withdrawn)
  })
}
