import { expect, it } from 'vitest'
import { auditResource } from '../../api/audit/audit-resource'
import type { Harness } from './harness'
import { deskSteps } from './support-desk-helpers'

// The support desk (docs/rules/support-desk.md) on every store: one list over requests and tickets,
// the status moves, assignment and the audit trail. Threads: support-desk-threads.suite.ts.
export function supportDeskSuite(h: Harness) {
  const s = deskSteps(h)
  const tagged = () => `masa${crypto.randomUUID().slice(0, 8)}`
  it('merges requests and tickets on one page: filters, sorts and pages with the right totals', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const tag = tagged()
    const made: string[] = []
    for (const [kind, fields] of [
      ['request', { type: 'change', title: `${tag} logo`, priority: 'high' }],
      ['ticket', { title: `${tag} fatura`, priority: 'normal' }],
      ['request', { type: 'domain', title: `${tag} alan adı`, priority: 'low' }],
      ['ticket', { title: `${tag} acil`, priority: 'urgent' }],
      ['request', { type: 'support', title: `${tag} form`, priority: 'medium' }],
    ] as const) {
      const record = kind === 'request' ? await s.request(a.token, fields) : await s.ticket(a.token, fields)
      made.push(record.id)
      h.advance(1)
    }
    const ids = async (query: string) =>
      (await s.desk(admin.token, `q=${tag}&${query}`)).items.map((i) => i.id)

    const all = await s.desk(admin.token, `q=${tag}`)
    expect(all.total).toBe(5)
    expect(all.items.map((i) => i.id)).toEqual([...made].reverse())
    expect(all.items.map((i) => i.type)).toEqual(['support', 'ticket', 'domain', 'ticket', 'change'])
    expect(all.items[1]).toMatchObject({
      kind: 'supportTicket',
      status: 'pending',
      priority: 'urgent',
      customer: { id: a.user.id, email: a.user.email },
      assignee: null,
      replyCount: 0,
    })
    // Pages of two, cut from the merge, cover the list once; each answer carries the full total.
    const pages = []
    for (const page of [1, 2, 3]) {
      const answer = await s.desk(admin.token, `q=${tag}&pageSize=2&page=${page}&sort=createdAt`)
      expect(answer.total).toBe(5)
      pages.push(...answer.items.map((i) => i.id))
    }
    expect(pages).toEqual(made)
    expect(await ids('type=ticket')).toEqual([made[3], made[1]])
    expect(await ids('type=domain')).toEqual([made[2]])
    expect(await ids('priority=normal')).toEqual([made[1]])
    expect(await ids('priority=high')).toEqual([made[0]])
    expect((await s.desk(admin.token, `q=${tag}&type=ticket&pageSize=1`)).total).toBe(2)

    // Status in the desk's words, tickets mapped; sorting by status orders both kinds alike.
    expect((await s.patch(admin.token, made[0]!, { status: 'in-progress' })).status).toBe(200)
    expect((await s.patch(admin.token, made[1]!, { status: 'in-progress' })).status).toBe(200)
    expect((await s.patch(admin.token, made[1]!, { status: 'completed' })).status).toBe(200)
    expect(await ids('status=completed')).toEqual([made[1]])
    expect(await ids('status=in-progress')).toEqual([made[0]])
    expect(await ids('status=rejected')).toEqual([])
    const byStatus = await s.desk(admin.token, `q=${tag}&sort=status`)
    expect(byStatus.items.map((i) => i.status)).toEqual([
      'completed',
      'in-progress',
      'pending',
      'pending',
      'pending',
    ])

    // Assignment filters: mine, nobody's, a named admin's.
    expect((await s.patch(admin.token, made[3]!, { assigneeId: admin.user.id })).status).toBe(200)
    expect(await ids('assignee=me')).toEqual([made[3]])
    expect(await ids(`assignee=${admin.user.id}`)).toEqual([made[3]])
    expect((await s.desk(admin.token, `q=${tag}&assignee=none`)).total).toBe(4)
    expect((await h.call('GET', '/api/admin/support?type=refund', { token: admin.token })).status).toBe(400)
    expect((await h.call('GET', '/api/admin/support?sort=title', { token: admin.token })).status).toBe(400)
    expect((await h.call('GET', '/api/admin/support', { token: a.token })).status).toBe(403)
  })

  it('moves along the legal transitions only; tickets keep their own words and cannot be rejected', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const request = await s.request(a.token, { title: 'Geçişler' })
    const illegal = await s.patch(admin.token, request.id, { status: 'completed' })
    expect(illegal.status).toBe(409)
    expect(illegal.body).toEqual({
      success: false,
      message: 'Talep “Beklemede” durumundan “Tamamlandı” durumuna geçirilemez.',
    })
    for (const status of ['in-progress', 'rejected', 'pending', 'in-progress', 'completed']) {
      const res = await s.patch(admin.token, request.id, { status })
      expect(res.status, `${status}: ${res.text}`).toBe(200)
      expect(res.body).toMatchObject({
        success: true,
        message: 'Talep güncellendi.',
        data: { item: { status } },
      })
    }
    expect((await s.patch(admin.token, request.id, { status: 'rejected' })).status).toBe(409)
    expect((await s.patch(admin.token, request.id, { status: 'done' })).status).toBe(400)
    expect((await s.patch(admin.token, request.id, {})).status).toBe(400)
    expect((await s.patch(admin.token, 'yok', { status: 'pending' })).status).toBe(404)
    expect((await s.patch(a.token, request.id, { status: 'pending' })).status).toBe(403)

    const ticket = await s.ticket(a.token, { title: 'Bilet' })
    expect((await s.patch(admin.token, ticket.id, { status: 'rejected' })).status).toBe(409)
    await s.patch(admin.token, ticket.id, { status: 'in-progress' })
    const closed = await s.patch(admin.token, ticket.id, { status: 'completed' })
    expect(closed.body).toMatchObject({ data: { item: { kind: 'supportTicket', status: 'completed' } } })
    const stored = await h.ports.repos.supportTickets.findById(ticket.id)
    expect(stored).toMatchObject({ status: 'closed' })
    expect(stored?.closedAt).not.toBeNull()
    // The simple dashboard still reads its own words.
    const mine = await h.call('GET', '/api/me/support-tickets', { token: a.token })
    expect(mine.body).toMatchObject({ data: { items: [{ id: ticket.id, status: 'closed' }] } })
    await s.patch(admin.token, ticket.id, { status: 'in-progress' })
    expect(await h.ports.repos.supportTickets.findById(ticket.id)).toMatchObject({
      status: 'in-progress',
      closedAt: null,
    })
    // Priorities: a request knows three, a ticket five.
    const badPriority = await s.patch(admin.token, request.id, { priority: 'urgent' })
    expect(badPriority.status).toBe(400)
    expect(badPriority.body).toMatchObject({
      message: 'Müşteri talepleri için öncelik Düşük, Orta veya Yüksek olabilir.',
    })
    expect((await s.patch(admin.token, ticket.id, { priority: 'urgent' })).status).toBe(200)
  })

  it('assigns only to admins, unassigns with null, and keeps each change in the audit trail', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const other = await h.adminToken()
    const request = await s.request(a.token, { title: 'Atama' })
    const toCustomer = await s.patch(admin.token, request.id, { assigneeId: a.user.id })
    expect(toCustomer.status).toBe(400)
    expect(toCustomer.body).toEqual({ success: false, message: 'Talep yalnızca bir yöneticiye atanabilir.' })
    expect((await s.patch(admin.token, request.id, { assigneeId: 'yok' })).status).toBe(400)
    const assigned = await s.patch(admin.token, request.id, { assigneeId: other.user.id, priority: 'high' })
    expect(assigned.body).toMatchObject({
      data: { item: { assignee: { id: other.user.id, name: 'Yönetici' }, priority: 'high' } },
    })
    const unassigned = await s.patch(admin.token, request.id, { assigneeId: null, reason: ' İzne çıktı ' })
    expect(unassigned.body).toMatchObject({ data: { item: { assignee: null } } })
    const assignees = await h.call('GET', '/api/admin/support/assignees', { token: admin.token })
    const admins = (assignees.body as { data: { admins: Array<{ id: string }> } }).data.admins
    expect(admins.map((x) => x.id)).toEqual(expect.arrayContaining([admin.user.id, other.user.id]))
    expect(admins.map((x) => x.id)).not.toContain(a.user.id)

    const history = await h.ports.repos.resource(auditResource).list({
      filter: { resource: 'customerRequests', recordId: request.id },
      orderBy: { field: 'at', direction: 'asc' },
    })
    expect(history.map((row) => row.action)).toEqual(['create', 'update', 'update'])
    expect(history[1]).toMatchObject({
      actorId: admin.user.id,
      before: { assigneeId: null, priority: 'medium' },
      after: { assigneeId: other.user.id, priority: 'high' },
    })
    expect(history[1]?.reason).toBeNull()
    expect(history[2]).toMatchObject({
      reason: 'İzne çıktı',
      before: { assigneeId: other.user.id },
      after: { assigneeId: null },
    })
    const reasonOnly = await s.patch(admin.token, request.id, { reason: 'Yalnızca not' })
    expect(reasonOnly.status).toBe(400)
    const tooLong = await s.patch(admin.token, request.id, { priority: 'low', reason: 'a'.repeat(501) })
    expect(tooLong.status).toBe(400)
  })
}
