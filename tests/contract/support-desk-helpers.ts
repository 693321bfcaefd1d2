import { expect } from 'vitest'
import {
  customerRequestResponseSchema,
  supportTicketResponseSchema,
} from '../../api/customer-requests/customer-request.shared'
import { deskDetailResponseSchema, deskListResponseSchema } from '../../api/support-desk/support-desk.shared'
import {
  threadRepliesResponseSchema,
  threadReplyResponseSchema,
} from '../../api/support-desk/thread-reply.shared'
import type { Harness } from './harness'
import { uploadPdf } from './request-helpers'

// The support desk suite's steps: customers write requests and tickets, admins read the desk, both
// sides answer in the thread, files are uploaded as attachments.

export function deskSteps(h: Harness) {
  const steps = {
    async request(token: string, fields: Record<string, unknown>) {
      const res = await h.call('POST', '/api/me/customer-requests', {
        token,
        body: { description: 'Ayrıntılar', ...fields },
      })
      expect(res.status, res.text).toBe(201)
      return customerRequestResponseSchema.parse(res.body).data.request
    },
    async ticket(token: string, fields: Record<string, unknown>) {
      const res = await h.call('POST', '/api/me/support-tickets', {
        token,
        body: { description: 'Ayrıntılar', ...fields },
      })
      expect(res.status, res.text).toBe(201)
      return supportTicketResponseSchema.parse(res.body).data.ticket
    },
    async desk(token: string, query: string) {
      const res = await h.call('GET', `/api/admin/support?${query}`, { token })
      expect(res.status, res.text).toBe(200)
      return deskListResponseSchema.parse(res.body).data
    },
    async detail(token: string, id: string) {
      const res = await h.call('GET', `/api/admin/support/${id}`, { token })
      expect(res.status, res.text).toBe(200)
      return deskDetailResponseSchema.parse(res.body).data
    },
    patch: (token: string, id: string, body: Record<string, unknown>) =>
      h.call('PATCH', `/api/admin/support/${id}`, { token, body }),
    adminReply: (token: string, id: string, body: Record<string, unknown>) =>
      h.call('POST', `/api/admin/support/${id}/replies`, { token, body }),
    /** The customer's thread path of a request ('requests') or a ticket ('support-tickets'). */
    myReply: (token: string, path: string, body: Record<string, unknown>) =>
      h.call('POST', `/api/me/${path}/replies`, { token, body }),
    async myThread(token: string, path: string) {
      const res = await h.call('GET', `/api/me/${path}/replies`, { token })
      expect(res.status, res.text).toBe(200)
      return threadRepliesResponseSchema.parse(res.body).data.replies
    },
    replyOf: (res: { body: unknown }) => threadReplyResponseSchema.parse(res.body).data.reply,
    upload: (token: string, name = 'ekran.pdf') => uploadPdf(h, token, name),
    download: (token: string, path: string) =>
      h.app.request(path, { headers: { authorization: `Bearer ${token}` } }),
  }
  return steps
}
