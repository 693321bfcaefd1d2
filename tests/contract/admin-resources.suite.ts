import { expect, it } from 'vitest'
import { resources } from '../../api/kernel/resources'
import type { Harness } from './harness'
import { storedRecord, type Declaration } from './resource-contract'

// The back-office's read routes of declared resources (api/routes/resource-routes.ts): a page with its
// total, Turkish search, equality filters, sorting, one record, 404 for an unknown id, 400 for a bad query.
export function adminResourcesSuite(h: Harness) {
  it('lists invoices a page at a time with the total, searched, filtered and sorted', async () => {
    const admin = await h.adminToken()
    const token = crypto.randomUUID().slice(0, 8)
    const invoices = resources.invoices as unknown as Declaration
    const made = []
    for (const [i, status] of (['pending', 'paid', 'pending'] as const).entries())
      made.push(
        await storedRecord(h.ports.repos, invoices, {
          customerName: `İSTANBUL Çini ${token}`,
          status,
          amount: 100 + i,
        }),
      )
    const list = await h.call(
      'GET',
      `/api/admin/invoices?q=istanbul%20%C3%A7ini%20${token}&status=pending&sort=amount&pageSize=1`,
      {
        token: admin.token,
      },
    )
    expect(list.status).toBe(200)
    const data = (
      list.body as { data: { items: Array<{ id: string }>; total: number; page: number; pageSize: number } }
    ).data
    expect(data).toMatchObject({ total: 2, page: 1, pageSize: 1 })
    expect(data.items.map((item) => item.id)).toEqual([made[0]!.id])

    const one = await h.call('GET', `/api/admin/invoices/${made[1]!.id}`, { token: admin.token })
    expect(one.body).toMatchObject({ success: true, data: { item: { id: made[1]!.id, status: 'paid' } } })
    const missing = await h.call('GET', '/api/admin/invoices/yok', { token: admin.token })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ success: false, message: 'Fatura bulunamadı.' })
    const bad = await h.call('GET', '/api/admin/invoices?status=odendi', { token: admin.token })
    expect(bad.status).toBe(400)
    const unsortable = await h.call('GET', '/api/admin/invoices?sort=customerEmail', { token: admin.token })
    expect(unsortable.status).toBe(400)
  })

  it('lists customer requests and support tickets of every customer, and one customer’s alone', async () => {
    const admin = await h.adminToken()
    for (const [path, name] of [
      ['/api/admin/customer-requests', 'customerRequests'],
      ['/api/admin/support-tickets', 'supportTickets'],
    ] as const) {
      const declaration = resources[name] as unknown as Declaration
      const first = await storedRecord(h.ports.repos, declaration)
      await storedRecord(h.ports.repos, declaration)
      const all = await h.call('GET', path, { token: admin.token })
      expect((all.body as { data: { total: number } }).data.total).toBeGreaterThanOrEqual(2)
      const theirs = await h.call('GET', `${path}?userId=${first.userId as string}`, { token: admin.token })
      expect((theirs.body as { data: { items: Array<{ id: string }> } }).data.items.map((i) => i.id)).toEqual(
        [first.id],
      )
    }
  })
}
