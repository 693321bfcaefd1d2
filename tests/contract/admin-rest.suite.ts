import { expect, it } from 'vitest'
import { adminUserListResponseSchema } from '../../api/users/user.shared'
import { adminWebsiteListResponseSchema } from '../../api/websites/website-lists.shared'
import { adminWebsiteRequestListResponseSchema } from '../../api/website-requests/website-request.shared'
import { userResponseSchema } from '../../api/users/user-requests.shared'
import { websiteResponseSchema } from '../../api/websites/website-calls.shared'
import type { Harness } from './harness'

// The admin REST resources /api/admin/users and /api/admin/websites: one endpoint per operation,
// lists with q, status, page, pageSize and sort, over the same services as the API client's calls.
export function adminRestSuite(h: Harness) {
  it('manages users: list, read, create, update and delete, one endpoint each', async () => {
    const { token } = await h.adminToken()
    const tag = crypto.randomUUID().slice(0, 8)
    const create = (body: object) => h.call('POST', '/api/admin/users', { token, body })
    expect(await create({ name: 'Adsız' })).toMatchObject({
      status: 400,
      body: { success: false, message: 'Ad ve email alanları zorunludur.' },
    })
    const made = await create({ name: `Ayşe ${tag}`, email: `ayse-${tag}@example.com`, status: 'pending' })
    expect(made.status, made.text).toBe(201)
    const ayse = userResponseSchema.parse(made.body).data.user
    h.advance(1)
    await create({ name: `Burak ${tag}`, email: `burak-${tag}@example.com` })
    expect((await create({ name: 'İkinci', email: `AYSE-${tag}@example.com` })).status).toBe(409)

    const list = async (query: string) => {
      const res = await h.call('GET', `/api/admin/users?${query}`, { token })
      expect(res.status, res.text).toBe(200)
      return adminUserListResponseSchema.parse(res.body).data
    }
    const all = await list(`q=${tag}`)
    expect(all).toMatchObject({ total: 2, totalIsEstimate: false, page: 1, pageSize: 20 })
    expect(all.items.map((u) => u.name)).toEqual([`Burak ${tag}`, `Ayşe ${tag}`])
    expect((await list(`q=${tag}&sort=createdAt&pageSize=1`)).items.map((u) => u.id)).toEqual([ayse.id])
    expect((await list(`q=${tag}&status=pending`)).items.map((u) => u.id)).toEqual([ayse.id])
    const badSort = await h.call('GET', '/api/admin/users?sort=passwordHash', { token })
    expect(badSort).toMatchObject({
      status: 400,
      body: { success: false, message: 'Geçersiz istek verisi.' },
    })

    const read = await h.call('GET', `/api/admin/users/${ayse.id}`, { token })
    expect(userResponseSchema.parse(read.body).data.user).toMatchObject({ id: ayse.id, status: 'pending' })
    const patched = await h.call('PATCH', `/api/admin/users/${ayse.id}`, {
      token,
      body: { status: 'active' },
    })
    expect(patched.body).toMatchObject({
      message: 'Kullanıcı başarıyla güncellendi.',
      data: { user: { id: ayse.id, name: `Ayşe ${tag}`, status: 'active' } },
    })
    const removed = await h.call('DELETE', `/api/admin/users/${ayse.id}`, { token })
    expect(removed.body).toEqual({ success: true, message: 'Kullanıcı başarıyla silindi.' })
    const gone = await h.call('GET', `/api/admin/users/${ayse.id}`, { token })
    expect(gone).toMatchObject({ status: 404, body: { success: false, message: 'Kullanıcı bulunamadı.' } })
  })

  it('pages, sorts and validates the admin website-request list', async () => {
    const a = await h.customerToken()
    const { token } = await h.adminToken()
    const tag = crypto.randomUUID().slice(0, 8)
    const ids: string[] = []
    for (const name of ['Bir', 'İki', 'Üç']) {
      const res = await h.call('POST', '/api/me/website-requests', {
        token: a.token,
        body: { websiteName: `${name} ${tag}` },
      })
      ids.push((res.body as { data: { request: { id: string } } }).data.request.id)
      h.advance(1)
    }
    const second = await h.call('GET', `/api/admin/website-requests?q=${tag}&page=2&pageSize=2`, { token })
    expect(adminWebsiteRequestListResponseSchema.parse(second.body).data).toMatchObject({
      total: 3,
      page: 2,
      pageSize: 2,
      items: [{ id: ids[0] }],
    })
    for (const query of ['status=bitti', 'sort=adminNotes', 'pageSize=101', 'page=0']) {
      const bad = await h.call('GET', `/api/admin/website-requests?${query}`, { token })
      expect(bad.status, query).toBe(400)
      expect(bad.body, query).toMatchObject({ success: false, message: 'Geçersiz istek verisi.' })
    }
  })

  it('manages websites the same way, with panel passwords for admins only', async () => {
    const { token } = await h.adminToken()
    const owner = await h.customerToken()
    const tag = crypto.randomUUID().slice(0, 8)
    const made = await h.call('POST', '/api/admin/websites', {
      token,
      body: {
        name: `Kafe ${tag}`,
        domain: `kafe-${tag}.com`,
        ownerEmail: owner.user.email,
        hostingInfo: { provider: 'Natro', username: 'kafe', password: 'Panel-Sifresi-9' },
      },
    })
    expect(made.status, made.text).toBe(201)
    const site = websiteResponseSchema.parse(made.body).data.website
    const missing = await h.call('POST', '/api/admin/websites', { token, body: { name: 'Eksik' } })
    expect(missing.body).toEqual({
      success: false,
      message: 'Ad, domain ve sahip email alanları zorunludur.',
    })

    const listed = await h.call('GET', `/api/admin/websites?q=${tag}&ownerId=${owner.user.id}`, { token })
    const page = adminWebsiteListResponseSchema.parse(listed.body).data
    expect(page.items.map((w) => w.id)).toEqual([site.id])
    expect(listed.text).toContain('Panel-Sifresi-9')
    const own = await h.call('GET', '/api/me/websites', { token: owner.token })
    expect(own.text).toContain(site.id)
    expect(own.text).not.toContain('Panel-Sifresi-9')

    const patched = await h.call('PATCH', `/api/admin/websites/${site.id}`, {
      token,
      body: { status: 'maintenance' },
    })
    expect(patched.body).toMatchObject({ data: { website: { id: site.id, status: 'maintenance' } } })
    const read = await h.call('GET', `/api/admin/websites/${site.id}`, { token })
    expect(websiteResponseSchema.parse(read.body).data.website.status).toBe('maintenance')
    expect((await h.call('DELETE', `/api/admin/websites/${site.id}`, { token })).status).toBe(200)
    const gone = await h.call('GET', `/api/admin/websites/${site.id}`, { token })
    expect(gone).toMatchObject({ status: 404, body: { success: false, message: 'Website bulunamadı.' } })
  })
}
