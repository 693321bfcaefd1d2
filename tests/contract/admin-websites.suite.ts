import { expect, it } from 'vitest'
import { statsResponseSchema } from '../../api/stats/stats.shared'
import { websiteListResponseSchema, websiteResponseSchema } from '../../api/websites/website-calls.shared'
import { meWebsiteListResponseSchema } from '../../api/websites/website-lists.shared'
import type { Harness } from './harness'

// The admin API's website management (/api/websites), the customer's own list and the dashboard
// statistics.

export function adminWebsitesSuite(h: Harness) {
  it('creates websites with the documented messages; domains are unique', async () => {
    const { token } = await h.adminToken()
    const admin = h.as(token)
    const owner = await h.createUser()
    for (const body of [
      { action: 'create', name: 'Site' },
      { action: 'create', name: 'Site', domain: 'a.com' },
      { action: 'create', domain: 'a.com', ownerEmail: owner.email },
    ]) {
      const res = await admin.post('/api/websites', body)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, message: 'Ad, domain ve sahip email alanları zorunludur.' })
    }
    const domain = `${crypto.randomUUID().slice(0, 8)}.com.tr`
    const created = await admin.post('/api/websites', {
      action: 'create',
      name: 'Lezzet Durağı',
      domain: `https://${domain.toUpperCase()}/`,
      ownerEmail: owner.email,
      template: 'ecommerce',
    })
    expect(created.status).toBe(201)
    const site = websiteResponseSchema.parse(created.body).data.website
    expect(site).toMatchObject({
      name: 'Lezzet Durağı',
      domain,
      ownerId: owner.id,
      userId: owner.id,
      status: 'active',
      visitors: 0,
      template: 'ecommerce',
    })
    const duplicate = await admin.post('/api/websites', {
      action: 'create',
      name: 'Kopya',
      domain,
      ownerEmail: owner.email,
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body).toEqual({ success: false, message: 'Bu domain zaten kullanılıyor.' })
    const log = await h.ports.repos.activityLog.list({ search: domain })
    expect(log.map((e) => e.action)).toEqual(['Website oluşturuldu'])
  })

  it('updates, lists and deletes websites; panel passwords are encrypted and shown to admins only', async () => {
    const { token } = await h.adminToken()
    const admin = h.as(token)
    const { token: customerToken, user: owner } = await h.customerToken()
    const stranger = await h.createUser()
    const tag = crypto.randomUUID().slice(0, 8)
    const mine = websiteResponseSchema.parse(
      (
        await admin.post('/api/websites', {
          action: 'create',
          name: `Benim ${tag}`,
          domain: `${tag}-a.com`,
          ownerEmail: owner.email,
          hostingInfo: { provider: 'Natro', username: 'panel', password: 'Gizli-Panel-1' },
        })
      ).body,
    ).data.website
    await admin.post('/api/websites', {
      action: 'create',
      name: `Başkası ${tag}`,
      domain: `${tag}-b.com`,
      ownerEmail: stranger.email,
    })
    expect(mine.hostingInfo).toEqual({ provider: 'Natro', username: 'panel', password: 'Gizli-Panel-1' })
    const stored = await h.ports.repos.websites.findById(mine.id)
    expect(stored?.hostingInfo?.passwordEncrypted).toBeTruthy()
    expect(JSON.stringify(stored)).not.toContain('Gizli-Panel-1')

    const updated = await admin.put('/api/websites', {
      action: 'update',
      id: mine.id,
      status: 'maintenance',
      visitors: 42,
      domainInfo: { registrar: 'GoDaddy', username: 'dom', password: 'Alan-Adi-2' },
    })
    expect(updated.status).toBe(200)
    expect(websiteResponseSchema.parse(updated.body).data.website).toMatchObject({
      status: 'maintenance',
      visitors: 42,
      domainInfo: { registrar: 'GoDaddy', panelAccess: { username: 'dom', password: 'Alan-Adi-2' } },
    })
    const clash = await admin.put('/api/websites', { action: 'update', id: mine.id, domain: `${tag}-b.com` })
    expect(clash.status).toBe(409)

    const listed = websiteListResponseSchema.parse(
      (await admin.post('/api/websites', { action: 'list', search: tag })).body,
    )
    expect(listed.data.total).toBe(2)
    const maintenance = websiteListResponseSchema.parse(
      (await admin.post('/api/websites', { action: 'list', search: tag, status: 'maintenance' })).body,
    )
    expect(maintenance.data.websites.map((w) => w.id)).toEqual([mine.id])

    const own = await h.call('GET', '/api/me/websites', { token: customerToken })
    expect(own.status).toBe(200)
    const ownList = meWebsiteListResponseSchema.parse(own.body).data.items
    expect(ownList.map((w) => w.id)).toEqual([mine.id])
    expect(own.text).not.toContain('Gizli-Panel-1')
    expect(own.text).not.toContain('Alan-Adi-2')

    const deleted = await admin.del('/api/websites', { action: 'delete', id: mine.id })
    expect(deleted.status).toBe(200)
    expect(await h.ports.repos.websites.findById(mine.id)).toBeNull()
    expect((await h.ports.repos.activityLog.list({ search: `${tag}-a.com` })).map((e) => e.action)).toContain(
      'Website silindi',
    )
  })

  it('reports dashboard statistics from the store', async () => {
    const { token } = await h.adminToken()
    const before = statsResponseSchema.parse((await h.call('GET', '/api/stats', { token })).body).data
    await h.createUser({ subscription: 'basic', subscriptionStatus: 'active' })
    await h.createUser({ status: 'pending' })
    const owner = await h.createUser()
    await h.as(token).post('/api/websites', {
      action: 'create',
      name: 'S',
      domain: `${crypto.randomUUID().slice(0, 8)}.com`,
      ownerEmail: owner.email,
    })
    const after = statsResponseSchema.parse((await h.call('GET', '/api/stats', { token })).body).data
    expect(after.totalUsers - before.totalUsers).toBe(3)
    expect(after.pendingUsers - before.pendingUsers).toBe(1)
    expect(after.activeSubscriptions - before.activeSubscriptions).toBe(1)
    expect(after.activeWebsites - before.activeWebsites).toBe(1)
    expect(after.totalWebsites - before.totalWebsites).toBe(1)
  })
}
