import { expect, it } from 'vitest'
import { userListResponseSchema, userResponseSchema } from '../../api/users/user-requests.shared'
import { adminActivityListResponseSchema } from '../../api/activity/admin-activity.shared'
import { STRONG_PASSWORD, type Harness } from './harness'

// The admin API's access rules and its user management (/api/users, the activity log it writes),
// and the customer's own profile (/api/me).

const ADMIN_CALLS: Array<[string, string, unknown]> = [
  ['POST', '/api/users', { action: 'list' }],
  ['POST', '/api/users', { action: 'create', name: 'X', email: 'x@example.com' }],
  ['PUT', '/api/users', { action: 'update', id: 'x', name: 'Y' }],
  ['DELETE', '/api/users', { action: 'delete', id: 'x' }],
  ['POST', '/api/websites', { action: 'list' }],
  ['POST', '/api/websites', { action: 'create', name: 'X', domain: 'x.com', ownerEmail: 'x@example.com' }],
  ['PUT', '/api/websites', { action: 'update', id: 'x', name: 'Y' }],
  ['DELETE', '/api/websites', { action: 'delete', id: 'x' }],
  ['GET', '/api/stats', undefined],
]

export function adminUsersSuite(h: Harness) {
  it('answers 401 without a token and 403 to a customer, on every admin call', async () => {
    const { token } = await h.customerToken()
    for (const [method, path, body] of ADMIN_CALLS) {
      const anonymous = await h.call(method, path, { body })
      expect(anonymous.status, `${method} ${path}`).toBe(401)
      const customer = await h.call(method, path, { body, token })
      expect(customer.status, `${method} ${path}`).toBe(403)
      expect(customer.body).toEqual({ success: false, message: 'Bu işlem için yetkiniz yok.' })
    }
  })

  it('creates users with the documented messages and never returns a password hash', async () => {
    const { token } = await h.adminToken()
    const admin = h.as(token)
    for (const body of [
      { action: 'create', name: 'Ali' },
      { action: 'create', email: h.email() },
      { action: 'create', name: ' ', email: h.email() },
    ]) {
      const res = await admin.post('/api/users', body)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, message: 'Ad ve email alanları zorunludur.' })
    }
    const email = h.email('yeni')
    const created = await admin.post('/api/users', {
      action: 'create',
      name: 'Ali Veli',
      email,
      phone: '+90 555 000 00 00',
      subscription: 'Pro Plan',
      password: STRONG_PASSWORD,
    })
    expect(created.status).toBe(201)
    const user = userResponseSchema.parse(created.body).data.user
    expect(user).toMatchObject({
      name: 'Ali Veli',
      email,
      role: 'user',
      status: 'active',
      subscription: 'Pro Plan',
    })
    expect(created.text).not.toMatch(/passwordHash|\$argon2|test\$/)
    const duplicate = await admin.post('/api/users', {
      action: 'create',
      name: 'Başka',
      email: email.toUpperCase(),
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body).toEqual({ success: false, message: 'Bu email adresi zaten kullanılıyor.' })
    // The password given by the admin works for login.
    expect((await h.login(email)).user.id).toBe(user.id)
  })

  it('lists users with search, filters and paging', async () => {
    const { token } = await h.adminToken()
    const tag = crypto.randomUUID().slice(0, 6)
    for (const name of [`Çağla ${tag}`, `Ömer ${tag}`, `Işıl ${tag}`])
      await h.createUser({ name, status: name.startsWith('Ö') ? 'suspended' : 'active' })
    const all = userListResponseSchema.parse(
      (await h.as(token).post('/api/users', { action: 'list', search: tag })).body,
    )
    expect(all.data.total).toBe(3)
    expect(all.data.users.map((u) => u.name).sort()).toEqual(
      [`Işıl ${tag}`, `Ç${'ağla'} ${tag}`, `Ömer ${tag}`].sort(),
    )
    const suspended = userListResponseSchema.parse(
      (await h.as(token).post('/api/users', { action: 'list', search: tag, status: 'suspended' })).body,
    )
    expect(suspended.data.users.map((u) => u.name)).toEqual([`Ömer ${tag}`])
    const page = userListResponseSchema.parse(
      (await h.as(token).post('/api/users', { action: 'list', search: tag, limit: 2, offset: 2 })).body,
    )
    expect(page.data.users).toHaveLength(1)
    expect(page.data.total).toBe(3)
  })

  it('updates users; email stays unique; an admin cannot demote or suspend themself', async () => {
    const { token, user: self } = await h.adminToken()
    const admin = h.as(token)
    const a = await h.createUser()
    const b = await h.createUser()
    const res = await admin.put('/api/users', {
      action: 'update',
      id: a.id,
      name: 'Yeni Ad',
      phone: '0555',
      subscription: 'Premium Plan',
      status: 'pending',
    })
    expect(res.status).toBe(200)
    expect(userResponseSchema.parse(res.body).data.user).toMatchObject({
      name: 'Yeni Ad',
      phone: '0555',
      subscription: 'Premium Plan',
      status: 'pending',
    })
    const nested = await admin.put('/api/users', { action: 'update', id: a.id, data: { name: 'İç İçe' } })
    expect(userResponseSchema.parse(nested.body).data.user.name).toBe('İç İçe')
    const taken = await admin.put('/api/users', { action: 'update', id: a.id, email: b.email })
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({ success: false, message: 'Bu email adresi zaten kullanılıyor.' })
    expect(
      (await admin.put('/api/users', { action: 'update', id: crypto.randomUUID(), name: 'X' })).status,
    ).toBe(404)
    const demote = await admin.put('/api/users', { action: 'update', id: self.id, role: 'user' })
    expect(demote.status).toBe(400)
    expect(res.text).not.toContain('passwordHash')
  })

  it('deletes users but never admins, and logs creations and deletions', async () => {
    const { token, user: actor } = await h.adminToken()
    const admin = h.as(token)
    const otherAdmin = await h.createUser({ role: 'admin' })
    const refused = await admin.del('/api/users', { action: 'delete', id: otherAdmin.id })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ success: false, message: 'Admin kullanıcılar silinemez.' })
    expect(await h.ports.repos.users.findById(otherAdmin.id)).not.toBeNull()

    const email = h.email('silinecek')
    const created = userResponseSchema.parse(
      (await admin.post('/api/users', { action: 'create', name: 'Silinecek', email })).body,
    )
    const gone = await admin.del('/api/users', { action: 'delete', id: created.data.user.id })
    expect(gone.status).toBe(200)
    expect(gone.body).toEqual({ success: true, message: 'Kullanıcı başarıyla silindi.' })
    expect(await h.ports.repos.users.findById(created.data.user.id)).toBeNull()
    expect((await admin.del('/api/users', { action: 'delete', id: created.data.user.id })).status).toBe(404)

    const log = await h.ports.repos.activityLog.list({ search: email })
    expect(log.map((e) => e.action).sort()).toEqual(['Kullanıcı oluşturuldu', 'Kullanıcı silindi'])
    expect(log.every((e) => e.userEmail === actor.email && e.type === 'user')).toBe(true)
  })

  it('caps the activity log at 1000 entries, keeping the newest', async () => {
    const { token } = await h.adminToken()
    const base = h.store.clock.now().getTime() - 3_600_000
    for (let i = 0; i < 1000; i++) {
      await h.ports.repos.activityLog.append({
        id: crypto.randomUUID(),
        userId: null,
        timestamp: new Date(base + i).toISOString(),
        user: 'seed',
        userEmail: 'seed@example.com',
        action: 'seed',
        details: `seed ${i}`,
        type: 'system',
        severity: 'info',
        ipAddress: null,
      })
    }
    const email = h.email('cap')
    await h.as(token).post('/api/users', { action: 'create', name: 'Sınır', email })
    // Writes prune only now and then; the log's list prunes before it reads.
    const res = await h.call('GET', '/api/admin/activity?pageSize=1', { token })
    expect(res.status, res.text).toBe(200)
    const page = adminActivityListResponseSchema.parse(res.body).data
    expect(page.total).toBe(1000)
    expect(page.items[0]?.details).toContain(email)
  })

  it('lets a customer read and edit only their own profile', async () => {
    const { token, user } = await h.customerToken()
    const me = await h.call('GET', '/api/me', { token })
    expect(userResponseSchema.parse(me.body).data.user.id).toBe(user.id)
    const res = await h.call('PUT', '/api/me', {
      token,
      body: {
        phone: '+90 532 111 22 33',
        contactPreferences: { email: false, sms: true, whatsapp: true, phone: false },
        role: 'admin',
      },
    })
    expect(res.status).toBe(200)
    const updated = userResponseSchema.parse(res.body).data.user
    expect(updated).toMatchObject({
      phone: '+90 532 111 22 33',
      role: 'user',
      contactPreferences: { sms: true, email: false },
    })
    expect((await h.call('GET', '/api/me')).status).toBe(401)
  })
}
