import { expect, it } from 'vitest'
import { createActivityService } from '../../api/activity/activity-service'
import { ACTIVITY_LOG_CAP } from '../../api/activity/activity-log.shared'
import { auditResource } from '../../api/audit/audit-resource'
import { createMemoryEventBus } from '../../api/live/memory-event-bus'
import type { CrudRepository } from '../../api/ports/crud-repository'
import type { AuditRecord } from '../../api/audit/audit.shared'
import {
  adminActivityListResponseSchema,
  adminAuditListResponseSchema,
} from '../../api/activity/admin-activity.shared'
import type { Harness } from './harness'
import { patchStatus, submit } from './request-helpers'

// The activity log and the audit trail (docs/rules/activity-and-audit.md): one entry per write with the
// actor and their address, the admin's lists and their filters, the log's cap, the audit's
// before/after that is never pruned, and admins only.
export function activityAuditSuite(h: Harness) {
  const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`

  async function activity(token: string, query: string) {
    const res = await h.call('GET', `/api/admin/activity?${query}`, { token })
    expect(res.status, res.text).toBe(200)
    return adminActivityListResponseSchema.parse(res.body).data
  }

  async function audit(token: string, query: string) {
    const res = await h.call('GET', `/api/admin/audit?${query}`, { token })
    expect(res.status, res.text).toBe(200)
    return adminAuditListResponseSchema.parse(res.body).data
  }

  it('leaves exactly one entry per write, with the actor’s id and address', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const name = unique('Tek Kayıt')
    const customerIp = h.ip()
    const res = await h.call('POST', '/api/me/website-requests', {
      token: customer.token,
      ip: customerIp,
      body: { websiteName: name },
    })
    expect(res.status, res.text).toBe(201)
    const created = await activity(admin.token, `q=${encodeURIComponent(name)}`)
    expect(created.total).toBe(1)
    expect(created.items[0]).toMatchObject({
      userId: customer.user.id,
      userEmail: customer.user.email,
      ipAddress: customerIp,
      action: 'Website talebi oluşturuldu',
      type: 'website',
    })

    const request = (res.body as { data: { request: { id: string } } }).data.request
    const adminIp = h.ip()
    const moved = await h.call('PATCH', `/api/admin/website-requests/${request.id}`, {
      token: admin.token,
      ip: adminIp,
      body: { status: 'in-progress' },
    })
    expect(moved.status, moved.text).toBe(200)
    const both = await activity(admin.token, `q=${encodeURIComponent(name)}&sort=-timestamp`)
    expect(both.total).toBe(2)
    expect(both.items[0]).toMatchObject({
      userId: admin.user.id,
      ipAddress: adminIp,
      action: 'Website talebi durumu güncellendi',
    })

    // A refused write leaves nothing.
    const refused = await patchStatus(h, admin.token, request.id, 'pending')
    expect(refused.status).toBe(409)
    expect((await activity(admin.token, `q=${encodeURIComponent(name)}`)).total).toBe(2)
  })

  it('logs sign-ins, and a failed one once per client and account in a window', async () => {
    const admin = await h.adminToken()
    const user = await h.createUser({ name: unique('Giriş') })
    const ip = h.ip()
    await h.login(user.email, undefined, ip)
    for (let i = 0; i < 3; i++) {
      const res = await h.post('/api/auth/login', { email: user.email, password: 'yanlis-sifre-1' }, { ip })
      expect(res.status).toBe(401)
    }
    const entries = await activity(admin.token, `q=${encodeURIComponent(user.email)}&type=security`)
    expect(entries.items.map((entry) => entry.action).sort()).toEqual([
      'Başarısız giriş denemesi',
      'Giriş yapıldı',
    ])
    const failed = entries.items.find((entry) => entry.action === 'Başarısız giriş denemesi')
    expect(failed).toMatchObject({ userId: null, ipAddress: ip, severity: 'warning' })
    expect(entries.items.find((entry) => entry.action === 'Giriş yapıldı')).toMatchObject({
      userId: user.id,
      ipAddress: ip,
    })
  })

  it('lists the log newest first, searched and filtered by type and severity, a page at a time', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const tag = unique('Süzgeç')
    for (let i = 1; i <= 3; i++) {
      await submit(h, customer.token, { websiteName: `${tag} ${i}` })
      h.advance(1)
    }
    const request = await submit(h, customer.token, { websiteName: `${tag} 4` })
    h.advance(1)
    expect((await patchStatus(h, admin.token, request.id, 'rejected')).status).toBe(200)
    const q = encodeURIComponent(tag)

    const all = await activity(admin.token, `q=${q}`)
    expect(all.total).toBe(5)
    const stamps = all.items.map((entry) => entry.timestamp)
    expect([...stamps].sort().reverse()).toEqual(stamps)
    expect((await activity(admin.token, `q=${q}&severity=warning`)).items.map((e) => e.details)).toEqual([
      expect.stringContaining(`${tag} 4`),
    ])
    expect((await activity(admin.token, `q=${q}&type=security`)).total).toBe(0)
    // Turkish case: the search finds 'SÜZGEÇ' for 'süzgeç'.
    expect(
      (await activity(admin.token, `q=${encodeURIComponent(tag.toLocaleUpperCase('tr-TR'))}`)).total,
    ).toBe(5)
    const page = await activity(admin.token, `q=${q}&page=2&pageSize=2&sort=timestamp`)
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 })
    expect(page.items.map((entry) => entry.timestamp)).toEqual([...stamps].reverse().slice(2, 4))

    const bad = await h.call('GET', '/api/admin/activity?type=unknown', { token: admin.token })
    expect(bad.status).toBe(400)
  })

  it('keeps the newest entries up to the cap, and never prunes the audit trail', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const name = unique('Sınır')
    const request = await submit(h, customer.token, { websiteName: name })
    expect((await patchStatus(h, admin.token, request.id, 'in-progress')).status).toBe(200)
    const trail = h.ports.repos.resource(auditResource)
    const history = () => trail.list({ filter: { recordId: request.id } })
    const written = await history()
    expect(written.map((row) => row.action)).toEqual(['update', 'create'])
    const entriesOf = () => h.ports.repos.activityLog.count({ search: name })
    expect(await entriesOf()).toBe(2)

    // The same service with a cap of 3 (the API's is 1000): five more entries push the request's two
    // out, and the log keeps the 3 newest. Only its first write prunes; a read of the log prunes first.
    const capped = createActivityService(h.ports, createMemoryEventBus(), 3)
    const tag = unique('Budama')
    for (let i = 1; i <= 5; i++) {
      h.advance(1)
      await capped.log({
        user: 'Sistem',
        userEmail: '',
        action: `${tag} ${i}`,
        details: '',
        type: 'system',
        severity: 'info',
      })
    }
    expect(await h.ports.repos.activityLog.count()).toBe(3 + 4)
    await capped.keepNewest()
    const kept = await h.ports.repos.activityLog.list({ limit: 10 })
    expect(kept.map((entry) => entry.action)).toEqual([`${tag} 5`, `${tag} 4`, `${tag} 3`])
    expect(await entriesOf()).toBe(0)
    // The changes those pruned entries told of keep their whole history.
    expect(await history()).toEqual(written)
  })

  it('lists no more than the newest ACTIVITY_LOG_CAP entries, however many were written', async () => {
    const admin = await h.adminToken()
    const tag = unique('Fazla')
    const before = await h.ports.repos.activityLog.count()
    // More entries than the cap, older than those already there (later tests' entries stay the newest).
    const over = 5
    const now = h.ports.clock.now().getTime()
    for (let i = 0; i < ACTIVITY_LOG_CAP + over; i++) {
      await h.ports.repos.activityLog.append({
        id: crypto.randomUUID(),
        timestamp: new Date(now - 60_000 - (ACTIVITY_LOG_CAP + over - i)).toISOString(),
        userId: null,
        user: 'Sistem',
        userEmail: '',
        action: `${tag} ${i}`,
        details: '',
        type: 'system',
        severity: 'info',
        ipAddress: null,
      })
    }
    const oldest = await activity(admin.token, 'sort=timestamp&pageSize=1')
    expect(oldest.total).toBe(ACTIVITY_LOG_CAP)
    expect(oldest.items[0]?.action).toBe(`${tag} ${over + before}`)
  })

  it('never changes or deletes an audit row, and deleting a customer keeps the history', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const request = await submit(h, customer.token, { websiteName: unique('Kalıcı') })
    const trail = h.ports.repos.resource(auditResource)
    const [row] = await trail.list({ filter: { recordId: request.id } })
    if (!row) throw new Error('no audit row for the new request')

    // The repository has no update or delete for it (a type error); a caller that only knows the
    // general type of a repository is refused at run time.
    // @ts-expect-error the audit trail's repository has no update
    void trail.update
    // @ts-expect-error nor a delete
    void trail.delete
    const generic = trail as unknown as CrudRepository<AuditRecord>
    await expect(generic.update(row.id, { reason: 'değiştirildi' })).rejects.toThrow(/append-only/)
    await expect(generic.updateWhere(row.id, {}, { reason: 'değiştirildi' })).rejects.toThrow(/append-only/)
    await expect(generic.delete(row.id)).rejects.toThrow(/append-only/)
    // A SQL database refuses it whoever asks (trigger audit_trail_append_only).
    const execute = h.store.execute
    if (execute) {
      const where = `where id = '${row.id}'`
      await expect(execute(`update audit_trail set reason = 'değiştirildi' ${where}`)).rejects.toThrow()
      await expect(execute(`delete from audit_trail ${where}`)).rejects.toThrow()
    }
    expect(await trail.findById(row.id)).toEqual(row)

    // Deleting the customer deletes their request (audited) and not one audit row.
    const removed = await h.call('DELETE', `/api/admin/users/${customer.user.id}`, { token: admin.token })
    expect(removed.status, removed.text).toBe(200)
    const history = await trail.list({ filter: { recordId: request.id } })
    expect(history.map((entry) => entry.action)).toEqual(['delete', 'create'])
    expect(history[1]).toEqual(row)
    expect(await trail.count({ filter: { recordId: customer.user.id } })).toBe(1)
  })

  it('keeps each change’s fields before and after, the actor and the address, newest first', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const request = await submit(h, customer.token, { websiteName: unique('Denetim') })
    const ip = h.ip()
    for (const status of ['in-progress', 'completed']) {
      h.advance(1)
      const res = await h.call('PATCH', `/api/admin/website-requests/${request.id}`, {
        token: admin.token,
        ip,
        body: { status },
      })
      expect(res.status, res.text).toBe(200)
    }
    const history = await audit(admin.token, `resource=websiteRequests&recordId=${request.id}`)
    expect(history.total).toBe(3)
    expect(history.items.map((row) => row.action)).toEqual(['update', 'update', 'create'])
    expect(history.items[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      ipAddress: ip,
      before: { status: 'in-progress' },
      after: { status: 'completed' },
    })
    expect(Object.keys(history.items[0]?.after ?? {})).toEqual(['status'])
    expect(history.items[2]).toMatchObject({ actorId: customer.user.id, before: null })

    const byActor = await audit(admin.token, `actorId=${admin.user.id}&action=update`)
    expect(byActor.items.every((row) => row.actorId === admin.user.id && row.action === 'update')).toBe(true)
    expect(byActor.items.some((row) => row.recordId === request.id)).toBe(true)
  })

  it('answers admins only', async () => {
    const customer = await h.customerToken()
    for (const path of ['/api/admin/activity', '/api/admin/audit']) {
      expect((await h.call('GET', path)).status).toBe(401)
      const refused = await h.call('GET', path, { token: customer.token })
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ success: false, message: 'Bu işlem için yetkiniz yok.' })
    }
  })
}
