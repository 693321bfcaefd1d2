import type { ActivityService } from '../activity/activity-service'
import { actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts, Repositories } from '../ports'
import type {
  ThreadAttachment,
  ThreadReply,
  ThreadReplyInput,
  ThreadReplyRecord,
} from './thread-reply.shared'
import type { UploadRecord } from '../uploads/upload.shared'
import type { UserRecord } from '../users/user.shared'
import { deskMessages } from './desk-messages.shared'
import { replyMail, replyNotice } from './desk-notices'
import { RESOURCE_OF, type DeskRecord } from './desk-records'
import { threadReplyResource } from './thread-reply-resource'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  notify: CustomerNotifier
  notifications: NotificationService
}

/** Who reads a thread decides the download address of its attachments. */
export type ThreadReader = 'admin' | 'customer'

const attachmentUrl = (reader: ThreadReader, reply: ThreadReplyRecord, upload: UploadRecord) =>
  reader === 'admin'
    ? `/api/admin/uploads/${upload.id}/download`
    : `/api/me/thread-replies/${reply.id}/attachments/${upload.id}`

/** The customer's page where their requests and threads are (mails link to it). */
export const threadLink = (ports: ApiPorts) => `${ports.config.publicUrl}/#/user-dashboard?tab=requests`

// The threads of requests and tickets (docs/rules/support-desk.md#threads): replies are immutable,
// attachments are the author's own uploads, an admin's reply tells the customer in the app and by mail,
// a customer's reply reaches the desk as an activity entry (a live event naming the customer).
export function createThreadReplies({ ports, activity, audit, notify, notifications }: Deps) {
  const replies = (repos: Repositories = ports.repos) => repos.resource(threadReplyResource)

  async function view(reader: ThreadReader, reply: ThreadReplyRecord): Promise<ThreadReply> {
    const uploads = await Promise.all(reply.uploadIds.map((id) => ports.repos.uploads.findById(id)))
    const attachments: ThreadAttachment[] = uploads
      .filter((upload) => upload !== null)
      .map((upload) => ({
        id: upload.id,
        name: upload.originalName,
        mime: upload.mimeType,
        size: upload.sizeBytes,
        downloadUrl: attachmentUrl(reader, reply, upload),
      }))
    const { customerId: _customer, authorId: _author, uploadIds: _uploads, ...rest } = reply
    return { ...rest, attachments }
  }

  async function checkedUploads(author: UserRecord, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)]
    for (const id of unique) {
      const upload = await ports.repos.uploads.findById(id)
      if (!upload || upload.userId !== author.id) throw new ApiError(400, deskMessages.foreignUpload)
    }
    return unique
  }

  async function tellCustomer(thread: DeskRecord, author: UserRecord, body: string) {
    const customer = await ports.repos.users.findById(thread.record.userId)
    if (!customer) return
    await notify.outside(customer, {
      ...replyNotice(thread.record.title, author.name),
      ref: `desk-reply:${thread.record.id}`,
      mail: replyMail({
        to: customer.email,
        name: customer.name,
        title: thread.record.title,
        author: author.name,
        body,
        link: threadLink(ports),
      }),
    })
  }

  return {
    /** The thread, oldest first. */
    async thread(reader: ThreadReader, threadId: string): Promise<ThreadReply[]> {
      const records = await replies().list({
        filter: { threadId },
        orderBy: { field: 'createdAt', direction: 'asc' },
        limit: 1000,
      })
      return Promise.all(records.map((reply) => view(reader, reply)))
    },

    async reply(
      thread: DeskRecord,
      author: UserRecord,
      input: ThreadReplyInput,
      ip: string,
    ): Promise<ThreadReply> {
      const body = input.body?.trim() ?? ''
      if (!body) throw new ApiError(400, deskMessages.emptyReply)
      const uploadIds = await checkedUploads(author, input.uploadIds)
      const fromAdmin = author.role === 'admin'
      const { record, kind } = thread
      const resource = RESOURCE_OF[kind]
      const at = ports.clock.now().toISOString()
      const created = await ports.repos.transaction(async (tx) => {
        const reply = await replies(tx).create({
          id: ports.ids.uuid(),
          threadKind: kind,
          threadId: record.id,
          customerId: record.userId,
          authorId: author.id,
          authorRole: fromAdmin ? 'admin' : 'user',
          authorName: author.name,
          body,
          uploadIds,
          createdAt: at,
        })
        // The thread's last activity: the desk sorts by it.
        if (kind === 'customerRequest') await tx.customerRequests.update(record.id, { updatedAt: at })
        else await tx.supportTickets.update(record.id, { updatedAt: at })
        const actor = actorOf(author, ip)
        await audit.created(tx, { actor, resource: threadReplyResource.name, recordId: reply.id }, reply)
        await activity.log(
          {
            userId: author.id,
            user: author.name,
            userEmail: author.email,
            action: fromAdmin ? 'Destek masası: talebe yanıt verildi' : 'Müşteri talebine yanıt yazdı',
            details: `${record.title}${uploadIds.length ? ` (${uploadIds.length} ek)` : ''}`,
            type: 'user',
            severity: 'info',
            ipAddress: ip,
            subject: { resource, recordId: record.id, userIds: [record.userId] },
          },
          tx,
        )
        if (fromAdmin) {
          const customer = await tx.users.findById(record.userId)
          if (customer) await notifications.notifyUser(customer, replyNotice(record.title, author.name), tx)
        }
        return reply
      })
      if (fromAdmin) await tellCustomer(thread, author, body)
      return view(fromAdmin ? 'admin' : 'customer', created)
    },

    /** An attachment of a reply in the caller's thread (the route checked the reply is theirs). */
    async attachment(reply: ThreadReplyRecord, uploadId: string) {
      const upload = reply.uploadIds.includes(uploadId) ? await ports.repos.uploads.findById(uploadId) : null
      const bytes = upload ? await ports.files?.get(upload.storageKey) : null
      if (!upload || !bytes) throw new ApiError(404, deskMessages.attachmentNotFound)
      return { record: upload, bytes }
    },

    findReply: (id: string) => replies().findById(id),
  }
}
export type ThreadReplies = ReturnType<typeof createThreadReplies>
