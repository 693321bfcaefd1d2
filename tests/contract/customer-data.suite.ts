import { expect, it } from 'vitest'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import { customerRequestResponseSchema } from '../../api/customer-requests/customer-request.shared'
import { meCustomerRequestListResponseSchema } from '../../api/customer-requests/customer-request.shared'
import { meInvoiceListResponseSchema } from '../../api/invoices/invoice.shared'
import { meNotificationListResponseSchema } from '../../api/notifications/notification.shared'
import { userResponseSchema } from '../../api/users/user-requests.shared'
import type { InvoiceRecord } from '../../api/invoices/invoice.shared'
import { STRONG_PASSWORD, type Harness } from './harness'
import { moveTo, submit } from './request-helpers'
import { invoiceResource } from '../../api/invoices/invoice-resource'

const NEW_PASSWORD = 'Yeni-Parola-Guclu-77!'

export function customerDataSuite(h: Harness) {
  it('takes dashboard requests with the catalogue message, default priority medium, own list only', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    for (const body of [{ title: 'Başlık' }, { description: 'Açıklama' }, { title: ' ', description: ' ' }]) {
      const res = await h.call('POST', '/api/me/customer-requests', {
        token: a.token,
        body: { type: 'change', ...body },
      })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, message: 'Lütfen başlık ve açıklama alanlarını doldurun' })
    }
    const bad = await h.call('POST', '/api/me/customer-requests', {
      token: a.token,
      body: { type: 'refund', title: 'x', description: 'y' },
    })
    expect(bad.status).toBe(400)
    const res = await h.call('POST', '/api/me/customer-requests', {
      token: a.token,
      body: {
        type: 'domain',
        title: 'Alan adı',
        description: 'Yenileme zamanı',
        website: 'ornek.com',
        user_id: b.user.id,
      },
    })
    expect(res.status, res.text).toBe(201)
    const request = customerRequestResponseSchema.parse(res.body)
    expect(request.message).toBe('Talebiniz başarıyla gönderildi!')
    expect(request.data.request).toMatchObject({
      userId: a.user.id,
      type: 'domain',
      priority: 'medium',
      status: 'pending',
      website: 'ornek.com',
    })
    const mine = (token: string) =>
      h
        .call('GET', '/api/me/customer-requests', { token })
        .then((r) => meCustomerRequestListResponseSchema.parse(r.body).data.items)
    expect((await mine(a.token)).map((r) => r.id)).toEqual([request.data.request.id])
    expect(await mine(b.token)).toEqual([])
    expect((await h.call('GET', '/api/me/customer-requests')).status).toBe(401)
    const foreignSite = await h.call('POST', '/api/me/customer-requests', {
      token: a.token,
      body: { title: 'x', description: 'y', websiteId: 'baskasinin-sitesi' },
    })
    expect(foreignSite.status).toBe(404)
  })

  it('marks notifications read, only the user’s own', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const admin = await h.adminToken()
    const request = await submit(h, a.token, { websiteName: 'Bildirim' })
    await moveTo(h, admin.token, request.id, 'rejected')
    const feed = async (token: string) =>
      meNotificationListResponseSchema.parse((await h.call('GET', '/api/me/notifications', { token })).body)
        .data
    const mine = await feed(a.token)
    expect(mine.unread).toBe(1)
    const id = mine.items[0]?.id ?? ''
    expect((await feed(b.token)).total).toBe(0)
    const foreign = await h.call('POST', `/api/me/notifications/${id}/read`, { token: b.token })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual({ success: false, message: 'Bildirim bulunamadı.' })
    for (let i = 0; i < 2; i++) {
      const res = await h.call('POST', `/api/me/notifications/${id}/read`, { token: a.token })
      expect(res.status).toBe(200)
    }
    const read = await feed(a.token)
    expect(read).toMatchObject({ total: 1, unread: 0, page: 1, pageSize: 20, items: [{ id, read: true }] })
  })

  it('lists the customer’s own invoices as payment history, newest first', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const now = h.store.clock.now().getTime()
    const invoice = (
      user: typeof a.user,
      daysAgo: number,
      status: InvoiceRecord['status'],
    ): InvoiceRecord => {
      const at = new Date(now - daysAgo * 86_400_000).toISOString()
      return {
        id: crypto.randomUUID(),
        number: `INV-${crypto.randomUUID().slice(0, 8)}`,
        userId: user.id,
        customerName: user.name,
        customerEmail: user.email,
        amount: 299,
        currency: 'TRY',
        status,
        subscription: 'Basic Plan',
        description: null,
        issueDate: at,
        dueDate: new Date(now + 30 * 86_400_000).toISOString(),
        paidDate: status === 'paid' ? at : null,
        customerPhone: null,
        packageId: null,
        lines: [{ description: 'Abonelik', quantity: 1, unitPriceKurus: 29900 }],
        taxRate: 20,
        subtotalKurus: 29900,
        taxKurus: 5980,
        totalKurus: 35880,
        payments: [],
        createdAt: at,
        updatedAt: at,
      }
    }
    const old = await h.ports.repos.resource(invoiceResource).create(invoice(a.user, 40, 'paid'))
    const recent = await h.ports.repos.resource(invoiceResource).create(invoice(a.user, 5, 'pending'))
    await h.ports.repos.resource(invoiceResource).create(invoice(b.user, 1, 'paid'))
    const res = await h.call('GET', '/api/me/invoices', { token: a.token })
    expect(res.status).toBe(200)
    const list = meInvoiceListResponseSchema.parse(res.body).data
    expect(list.items.map((i) => i.id)).toEqual([recent.id, old.id])
    expect(list.items[1]).toEqual(old)
    const paid = await h.call('GET', '/api/me/invoices?status=paid&sort=issueDate', { token: a.token })
    expect(meInvoiceListResponseSchema.parse(paid.body).data).toMatchObject({
      total: 1,
      items: [{ id: old.id }],
    })
  })

  it('saves phone and contact preferences', async () => {
    const a = await h.customerToken()
    const prefs = { email: false, sms: true, whatsapp: true, phone: false }
    const res = await h.call('PUT', '/api/me', {
      token: a.token,
      body: { phone: '+90 555 111 22 33', contactPreferences: prefs },
    })
    expect(res.status, res.text).toBe(200)
    const me = userResponseSchema.parse((await h.call('GET', '/api/me', { token: a.token })).body).data.user
    expect(me).toMatchObject({ phone: '+90 555 111 22 33', contactPreferences: prefs })
  })

  it('changes the password with the policy and ends every other session, keeping this one', async () => {
    const user = await h.createUser()
    const here = await h.login(user.email)
    const elsewhere = await h.login(user.email)
    const change = (body: object, token = here.token) => h.call('POST', '/api/me/password', { token, body })
    const wrong = await change({ currentPassword: 'Yanlis-Parola-1!', newPassword: NEW_PASSWORD })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ success: false, message: 'Mevcut şifreniz hatalı.' })
    const missing = await change({ newPassword: NEW_PASSWORD })
    expect(missing.body).toEqual({ success: false, message: 'Lütfen mevcut şifrenizi girin.' })
    const weak = await change({ currentPassword: STRONG_PASSWORD, newPassword: 'abc' })
    expect(weak.status).toBe(400)
    expect(weak.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Şifre en az \d+ karakter olmalıdır\.$/),
    })
    const common = await change({ currentPassword: STRONG_PASSWORD, newPassword: 'password123' })
    expect(common.status).toBe(400)
    expect((await h.call('GET', '/api/me', { token: elsewhere.token })).status).toBe(200)

    const ok = await change({ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD })
    expect(ok.status, ok.text).toBe(200)
    expect(ok.body).toEqual({
      success: true,
      message: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
    })
    // This session goes on (access and refresh); the other one is over.
    expect((await h.call('GET', '/api/me', { token: here.token })).status).toBe(200)
    const refreshed = await h.post('/api/auth/refresh', { refreshToken: here.refresh_token })
    expect(refreshed.status).toBe(200)
    expect((await h.call('GET', '/api/me', { token: elsewhere.token })).status).toBe(401)
    expect((await h.post('/api/auth/refresh', { refreshToken: elsewhere.refresh_token })).status).toBe(401)
    // Only the new password signs in; the change is logged and mailed.
    expect((await h.post('/api/auth/login', { email: user.email, password: STRONG_PASSWORD })).status).toBe(
      401,
    )
    const fresh = await h.post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })
    expect(sessionResponseSchema.parse(fresh.body).data.user.id).toBe(user.id)
    expect(h.mailsTo(user.email).at(-1)?.subject).toBe('SiteKur şifreniz değiştirildi')
    const log = await h.ports.repos.activityLog.list({ search: user.email, limit: 5 })
    expect(log.some((e) => e.action === 'Şifre değiştirildi' && e.type === 'security')).toBe(true)
    expect((await h.call('POST', '/api/me/password', { body: { newPassword: NEW_PASSWORD } })).status).toBe(
      401,
    )
  })
}
