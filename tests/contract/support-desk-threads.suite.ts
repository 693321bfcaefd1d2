import { expect, it } from 'vitest'
import { createMemoryEventBus } from '../../api/live/memory-event-bus'
import { meNotificationListResponseSchema } from '../../api/notifications/notification.shared'
import type { LiveEvent } from '../../api/live/live-event.shared'
import { threadRepliesResponseSchema } from '../../api/support-desk/thread-reply.shared'
import type { Harness } from './harness'
import { deskSteps } from './support-desk-helpers'

// The support desk's threads (docs/rules/support-desk.md#threads) on every store: replies both ways,
// who may read them, attachments, what the customer is told and how the desk learns of an answer.
export function supportDeskThreadsSuite(h: Harness) {
  const s = deskSteps(h)
  it('carries replies both ways and tells the customer in the app and by mail', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const request = await s.request(a.token, { title: 'Menü güncellemesi' })
    const feed = async () =>
      meNotificationListResponseSchema.parse(
        (await h.call('GET', '/api/me/notifications', { token: a.token })).body,
      ).data

    const empty = await s.adminReply(admin.token, request.id, { body: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body).toEqual({ success: false, message: 'Lütfen mesajınızı yazın.' })
    const answered = await s.adminReply(admin.token, request.id, { body: 'Yarın yayında olacak.' })
    expect(answered.status, answered.text).toBe(201)
    expect(s.replyOf(answered)).toMatchObject({
      authorRole: 'admin',
      authorName: 'Yönetici',
      attachments: [],
    })
    expect((await feed()).items[0]).toMatchObject({
      title: 'Talebinize yanıt geldi',
      message:
        '“Menü güncellemesi” talebinize Yönetici yanıt verdi. Yanıtı Taleplerim bölümünde okuyabilirsiniz.',
      read: false,
    })
    const replyMail = h.mailsTo(a.user.email).at(-1)
    expect(replyMail?.subject).toBe('Talebinize yanıt var: Menü güncellemesi')
    expect(replyMail?.text).toContain('Yarın yayında olacak.')
    expect(replyMail?.text).toContain('/#/user-dashboard?tab=requests')

    h.advance(1)
    const back = await s.myReply(a.token, `requests/${request.id}`, { body: 'Teşekkürler!' })
    expect(back.status, back.text).toBe(201)
    expect(h.mailsTo(a.user.email)).toHaveLength(1) // the customer is not mailed about their own reply
    const thread = await s.myThread(a.token, `requests/${request.id}`)
    expect(thread.map((r) => [r.authorRole, r.body])).toEqual([
      ['admin', 'Yarın yayında olacak.'],
      ['user', 'Teşekkürler!'],
    ])
    const detail = await s.detail(admin.token, request.id)
    expect(detail.replies.map((r) => r.body)).toEqual(['Yarın yayında olacak.', 'Teşekkürler!'])
    // The thread alone, for the desk.
    const replies = await h.call('GET', `/api/admin/support/${request.id}/replies`, { token: admin.token })
    expect(replies.status).toBe(200)
    expect(threadRepliesResponseSchema.parse(replies.body).data.replies).toEqual(detail.replies)
    const customerAsAdmin = await h.call('GET', `/api/admin/support/${request.id}/replies`, {
      token: a.token,
    })
    expect(customerAsAdmin.status).toBe(403)
    expect(detail.item).toMatchObject({ replyCount: 2, lastActivityAt: thread[1]!.createdAt })
    const logged = await h.ports.repos.activityLog.list({ search: 'Müşteri talebine yanıt yazdı' })
    expect(logged.find((e) => e.userId === a.user.id)).toMatchObject({ details: 'Menü güncellemesi' })

    // A status change: notification and mail too.
    await s.patch(admin.token, request.id, { status: 'in-progress' })
    expect((await feed()).items[0]).toMatchObject({ title: 'Talebiniz: İşlemde' })
    expect(h.mailsTo(a.user.email).at(-1)?.subject).toBe('Talebinizin durumu güncellendi: İşlemde')
    // A ticket's thread works the same way.
    const ticket = await s.ticket(a.token, { title: 'Bilet yazışması' })
    expect((await s.myReply(a.token, `support-tickets/${ticket.id}`, { body: 'Ek bilgi' })).status).toBe(201)
    expect((await s.adminReply(admin.token, ticket.id, { body: 'Baktık.' })).status).toBe(201)
    expect((await s.myThread(a.token, `support-tickets/${ticket.id}`)).map((r) => r.body)).toEqual([
      'Ek bilgi',
      'Baktık.',
    ])
  })

  it('never lets a customer read or write another customer’s thread; the admin sees every one', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const admin = await h.adminToken()
    const request = await s.request(a.token, { title: 'Gizli yazışma' })
    const ticket = await s.ticket(a.token, { title: 'Gizli bilet' })
    await s.myReply(a.token, `requests/${request.id}`, { body: 'Yalnızca benim' })
    for (const path of [`requests/${request.id}`, `support-tickets/${ticket.id}`]) {
      const read = await h.call('GET', `/api/me/${path}/replies`, { token: b.token })
      expect(read.status).toBe(404)
      expect(read.body).toEqual({ success: false, message: 'Talep bulunamadı.' })
      expect((await s.myReply(b.token, path, { body: 'Araya girdim' })).status).toBe(404)
      // Not even an admin through the customer's path: /api/me holds only one's own records.
      expect((await h.call('GET', `/api/me/${path}/replies`, { token: admin.token })).status).toBe(404)
    }
    // A ticket's id is no request's id.
    expect((await h.call('GET', `/api/me/requests/${ticket.id}/replies`, { token: a.token })).status).toBe(
      404,
    )
    expect((await s.myThread(a.token, `requests/${request.id}`)).map((r) => r.body)).toEqual([
      'Yalnızca benim',
    ])
    expect((await s.detail(admin.token, request.id)).replies).toHaveLength(1)
  })

  it('attaches only the author’s own uploads; the customer downloads the admin’s file in their thread', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const admin = await h.adminToken()
    const request = await s.request(a.token, { title: 'Ekli talep' })
    const mine = await s.upload(a.token, 'menü.pdf')
    const theirs = await s.upload(b.token)
    const foreign = await s.myReply(a.token, `requests/${request.id}`, { body: 'Ek', uploadIds: [theirs.id] })
    expect(foreign.status).toBe(400)
    expect(foreign.body).toEqual({
      success: false,
      message: 'Yalnızca kendi yüklediğiniz dosyaları ekleyebilirsiniz.',
    })
    const adminForeign = await s.adminReply(admin.token, request.id, { body: 'Ek', uploadIds: [mine.id] })
    expect(adminForeign.status).toBe(400)
    expect((await s.myThread(a.token, `requests/${request.id}`)).length).toBe(0)

    const sent = await s.myReply(a.token, `requests/${request.id}`, {
      body: 'Menü ekte',
      uploadIds: [mine.id],
    })
    expect(s.replyOf(sent).attachments).toEqual([
      expect.objectContaining({ id: mine.id, name: 'menü.pdf', mime: 'application/pdf' }),
    ])
    const adminFile = await s.upload(admin.token, 'taslak.pdf')
    const answer = s.replyOf(
      await s.adminReply(admin.token, request.id, { body: 'Taslak ekte', uploadIds: [adminFile.id] }),
    )
    expect(answer.attachments[0]?.downloadUrl).toBe(`/api/admin/uploads/${adminFile.id}/download`)
    const seen = (await s.myThread(a.token, `requests/${request.id}`)).at(-1)!
    const url = seen.attachments[0]!.downloadUrl
    expect(url).toBe(`/api/me/thread-replies/${answer.id}/attachments/${adminFile.id}`)
    const file = await s.download(a.token, url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('taslak.pdf')
    expect((await s.download(b.token, url)).status).toBe(404)
    // Only a file attached to that reply: another of the admin's files is not reachable this way.
    const unrelated = await s.upload(admin.token, 'gizli.pdf')
    const probe = `/api/me/thread-replies/${answer.id}/attachments/${unrelated.id}`
    expect((await s.download(a.token, probe)).status).toBe(404)
  })

  it('announces a customer’s reply to the desk as a live event naming the customer', async () => {
    const bus = createMemoryEventBus()
    const events: LiveEvent[] = []
    bus.subscribe((event) => void events.push(event))
    h.withPorts({ events: bus })
    const a = await h.customerToken()
    const request = await s.request(a.token, { title: 'Canlı' })
    await s.myReply(a.token, `requests/${request.id}`, { body: 'Merhaba' })
    expect(events.at(-1)).toMatchObject({
      resource: 'customerRequests',
      recordId: request.id,
      userIds: [a.user.id],
      action: 'Müşteri talebine yanıt yazdı',
    })
  })
}
