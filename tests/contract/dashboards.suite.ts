import { expect, it } from 'vitest'
import { adminOverviewResponseSchema } from '../../api/admin/admin-overview.shared'
import { meSupportTicketListResponseSchema } from '../../api/customer-requests/customer-request.shared'
import { liveDashboardStatsResponseSchema } from '../../api/documented-calls/live-mysql.shared'
import type { Harness } from './harness'
import { moveTo, submit } from './request-helpers'

// The dashboards' PHP-era calls and the admin dashboard's overview.
export function dashboardsSuite(h: Harness) {
  it('answers the dashboards’ sitekur-live-mysql.php calls for the signed-in user', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const admin = await h.adminToken()
    const stats = async () => {
      const res = await h.call('GET', '/api/sitekur-live-mysql.php?action=dashboard_stats', {
        token: admin.token,
      })
      expect(res.status, res.text).toBe(200)
      return liveDashboardStatsResponseSchema.parse(res.body).data
    }
    expect((await h.call('GET', '/api/sitekur-live-mysql.php?action=dashboard_stats')).status).toBe(401)
    const forbidden = await h.call('GET', '/api/sitekur-live-mysql.php?action=dashboard_stats', {
      token: a.token,
    })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toMatchObject({ success: false, error: 'Bu işlem için yetkiniz yok.' })
    const unknown = await h.call('GET', '/api/sitekur-live-mysql.php?action=drop_tables', {
      token: admin.token,
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ success: false, error: 'Geçersiz işlem.' })
    const before = await stats()

    const post = (token: string, body: object) => h.post('/api/sitekur-live-mysql.php', body, { token })
    const created = await post(a.token, {
      action: 'create_website_request',
      user_id: b.user.id,
      name: 'Prompt Sitesi',
      email: 'iletisim@prompt.com',
      company: 'Prompt Ltd',
      description: 'Tarayıcı isteminden',
      budget_range: '3000-5000',
      timeline: '2-weeks',
    })
    expect(created.status, created.text).toBe(200)
    expect(created.body).toMatchObject({ success: true, message: 'Website talebi başarıyla oluşturuldu!' })
    const stored = await h.ports.repos.websiteRequests.findById((created.body as { id: string }).id)
    expect(stored).toMatchObject({
      userId: a.user.id,
      source: 'prompt',
      status: 'pending',
      websiteName: 'Prompt Sitesi',
      companyName: 'Prompt Ltd',
      email: 'iletisim@prompt.com',
      budget: '3000-5000',
      timeline: '2-weeks',
    })
    const noName = await post(a.token, { action: 'create_website_request', name: '' })
    expect(noName.status).toBe(400)
    expect(noName.body).toEqual({
      success: false,
      error: 'Lütfen website adını girin',
      message: 'Lütfen website adını girin',
    })

    const ticket = await post(a.token, {
      action: 'create_support_ticket',
      user_id: b.user.id,
      title: 'Yardım',
      description: 'E-posta kurulumu',
      priority: 'normal',
    })
    expect(ticket.status, ticket.text).toBe(200)
    expect(ticket.body).toMatchObject({ success: true, message: 'Destek talebiniz başarıyla gönderildi!' })
    const noTitle = await post(a.token, { action: 'create_support_ticket', description: 'x' })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body).toMatchObject({
      success: false,
      error: 'Lütfen başlık ve açıklama alanlarını doldurun',
    })
    const tickets = meSupportTicketListResponseSchema.parse(
      (await h.call('GET', '/api/me/support-tickets', { token: a.token })).body,
    )
    expect(tickets.data.items).toMatchObject([
      { title: 'Yardım', priority: 'normal', status: 'open', userId: a.user.id },
    ])
    const ticketsB = meSupportTicketListResponseSchema.parse(
      (await h.call('GET', '/api/me/support-tickets', { token: b.token })).body,
    )
    expect(ticketsB.data.items).toEqual([])
    expect((await post('', { action: 'create_support_ticket', title: 'x', description: 'y' })).status).toBe(
      401,
    )

    await moveTo(h, admin.token, stored?.id ?? '', 'completed')
    const after = await stats()
    expect(after.totalUsers - before.totalUsers).toBe(0)
    expect(after.completedRequests - before.completedRequests).toBe(1)
    // The prompt chose no package: the request is not silently priced (no Basic ₺299), so it adds nothing.
    expect(after.totalRevenue - before.totalRevenue).toBe(0)
    const pending = await submit(h, a.token, { websiteName: 'Bekleyen' })
    expect((await stats()).pendingRequests - after.pendingRequests).toBe(1)
    expect(pending.status).toBe('pending')
    for (const key of ['totalUsers', 'activeWebsites', 'monthlyRevenue', 'activeSubscriptions'] as const) {
      expect(Number.isInteger(after[key])).toBe(true)
    }
  })

  it('gives admins the figures, the last 5 activities and the system status', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    expect((await h.call('GET', '/api/admin/overview', { token: a.token })).status).toBe(403)
    for (let i = 0; i < 6; i++) {
      await submit(h, a.token, { websiteName: `Etkinlik ${i}` })
      h.advance(1)
    }
    const res = await h.call('GET', '/api/admin/overview', { token: admin.token })
    expect(res.status, res.text).toBe(200)
    const data = adminOverviewResponseSchema.parse(res.body).data
    expect(data.recentActivity).toHaveLength(5)
    expect(data.recentActivity.map((e) => e.details.slice(0, 10))).toEqual(
      [5, 4, 3, 2, 1].map((i) => `Etkinlik ${i}`),
    )
    expect(data.system).toMatchObject({ ok: true, source: 'network', database: { ok: true } })
    expect(typeof data.system.mail).toBe('string')
    // The dashboard reads its figures from this one answer: the same as the documented dashboard_stats.
    const live = await h.call('GET', '/api/sitekur-live-mysql.php?action=dashboard_stats', {
      token: admin.token,
    })
    expect(data.figures).toEqual(liveDashboardStatsResponseSchema.parse(live.body).data)
    expect(data.figures.pendingRequests).toBeGreaterThanOrEqual(6)
  })
}
