import { z } from 'zod'
import { defineRoute, type OwnerCheck, type OwnerExample, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema, idSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import type { ThreadKind, ThreadReplyRecord } from './thread-reply.shared'
import {
  threadRepliesResponseSchema,
  threadReplyInputSchema,
  threadReplyResponseSchema,
} from './thread-reply.shared'
import type { Services } from '../services'
import { sendUpload, tinyPng } from '../uploads/send-upload'
import { customerRequestResource } from '../customer-requests/customer-request-resource'
import { declaredRecords } from '../routes/declared-records'
import { supportTicketResource } from '../support-tickets/support-ticket-resource'
import { deskMessages } from './desk-messages.shared'
import type { DeskRecord } from './desk-records'

const TAG = 'Talep yazışmaları'
const notFound = { description: deskMessages.notFound, schema: errorResponseSchema }

/** A request (or ticket) of the caller's: anyone else's, or none, is the same 404. */
const threadOwner = (kind: ThreadKind): OwnerCheck<typeof idParamsSchema, DeskRecord> => ({
  find: async (services, { id }) => {
    if (kind === 'customerRequest') {
      const record = await declaredRecords(services, customerRequestResource).findById(id)
      return record && { kind, record }
    }
    const record = await declaredRecords(services, supportTicketResource).findById(id)
    return record && { kind, record }
  },
  ownerIds: (thread) => thread.record.userId,
  notFound: deskMessages.notFound,
})

const example =
  (kind: ThreadKind): OwnerExample =>
  async (services, owner) => {
    const fields = { title: 'Örnek talep', description: 'Yazışma örneği' }
    const record =
      kind === 'customerRequest'
        ? await services.customerRequests.create(
            owner,
            { ...fields, type: 'support', priority: 'medium' },
            '127.0.0.1',
          )
        : await services.supportTickets.create(owner, { ...fields, priority: 'normal' }, '127.0.0.1')
    return { id: record.id }
  }

/** The thread routes of one kind: GET (read) and POST (answer) under the customer's own path. */
function threadRoutes(kind: ThreadKind, base: string, noun: string): RouteEntry[] {
  const owner = threadOwner(kind)
  return [
    defineRoute({
      method: 'get',
      path: `${base}/:id/replies`,
      summary: `${noun} yazışması (eskiden yeniye)`,
      tag: TAG,
      access: 'owner',
      params: idParamsSchema,
      owner,
      example: example(kind),
      responses: { 200: { description: 'Yanıtlar', schema: threadRepliesResponseSchema }, 404: notFound },
      handler: async ({ c, services, record }) =>
        c.json({
          success: true,
          data: { replies: await services.supportDesk.threads.thread('customer', record.record.id) },
        }),
    }),
    defineRoute({
      method: 'post',
      path: `${base}/:id/replies`,
      summary: `${noun} yanıt yaz: body, uploadIds (kendi yüklediğim dosyalar)`,
      tag: TAG,
      access: 'owner',
      params: idParamsSchema,
      body: threadReplyInputSchema,
      owner,
      example: example(kind),
      activity: 'service',
      responses: {
        201: { description: 'Gönderilen yanıt', schema: threadReplyResponseSchema },
        400: { description: deskMessages.emptyReply, schema: errorResponseSchema },
        404: notFound,
      },
      handler: async ({ c, services, user, body, record, ip }) => {
        const reply = await services.supportDesk.threads.reply(record, user, body, ip)
        return c.json({ success: true, message: deskMessages.replySent, data: { reply } }, 201)
      },
    }),
  ]
}

const attachmentParams = z.object({ id: idSchema, uploadId: idSchema })

const replyOwner: OwnerCheck<typeof attachmentParams, ThreadReplyRecord> = {
  find: (services: Services, { id }) => services.supportDesk.threads.findReply(id),
  ownerIds: (reply) => reply.customerId,
  notFound: deskMessages.attachmentNotFound,
}

/** A reply with a tiny PNG of the owner attached. */
const exampleAttachment: OwnerExample = async (services, owner) => {
  const { id } = await example('customerRequest')(services, owner)
  const upload = await services.uploads.upload(owner, new File([tinyPng()], 'ek.png'), 'documents')
  const thread = await threadOwner('customerRequest').find(services, { id: id! })
  const reply = await services.supportDesk.threads.reply(
    thread!,
    owner,
    { body: 'Ek', uploadIds: [upload.id] },
    '127.0.0.1',
  )
  return { id: reply.id, uploadId: upload.id }
}

// The customer's side of the threads: GET/POST /api/me/requests/{id}/replies (and of tickets), and the
// attachments of their threads, whoever uploaded them (docs/rules/support-desk.md#attachments).
export const meThreadRoutes: RouteEntry[] = [
  ...threadRoutes('customerRequest', '/api/me/requests', 'Talebimin'),
  ...threadRoutes('supportTicket', '/api/me/support-tickets', 'Destek talebimin'),
  defineRoute({
    method: 'get',
    path: '/api/me/thread-replies/:id/attachments/:uploadId',
    summary: 'Yazışmamdaki bir eki indir (yöneticinin eklediği dosyalar dahil)',
    tag: TAG,
    access: 'owner',
    params: attachmentParams,
    owner: replyOwner,
    example: exampleAttachment,
    responses: { 200: { description: 'Dosyanın baytları' }, 404: notFound },
    handler: async ({ c, services, params, record }) =>
      sendUpload(c, await services.supportDesk.threads.attachment(record, params.uploadId)),
  }),
]
