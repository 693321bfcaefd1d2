import type {
  CustomerRequestsRepository,
  InvoicesRepository,
  NotificationsRepository,
  SupportTicketsRepository,
  UploadsRepository,
  WebsiteRequestsRepository,
} from '../../api/ports/core-loop-repositories'
import type { CustomerRequestRecord, SupportTicketRecord } from '../../api/schemas/customer-request'
import type { InvoiceRecord } from '../../api/schemas/invoice'
import type { NotificationRecord } from '../../api/schemas/notification'
import type { UploadRecord } from '../../api/schemas/upload'
import type { WebsiteRequestRecord } from '../../api/schemas/website-request'
import { crud, MemoryTable } from './memory-repositories'

// The in-memory repositories of the core loop (website requests, dashboard requests, tickets,
// notifications, invoices, uploads): the reference for the SQL and Dexie implementations.

export interface MemoryCoreRepositories {
  websiteRequests: WebsiteRequestsRepository
  customerRequests: CustomerRequestsRepository
  supportTickets: SupportTicketsRepository
  notifications: NotificationsRepository
  invoices: InvoicesRepository
  uploads: UploadsRepository
}

type ReadMark = { id: string; notificationId: string; userId: string; readAt: string }

export function createMemoryCoreRepositories(): {
  repos: MemoryCoreRepositories
  tables: MemoryTable<{ id: string }>[]
} {
  const websiteRequests = new MemoryTable<WebsiteRequestRecord>(
    ['websiteName', 'email', 'companyName'],
    [(r) => r.requestNumber],
  )
  const customerRequests = new MemoryTable<CustomerRequestRecord>(['title', 'description', 'website'])
  const tickets = new MemoryTable<SupportTicketRecord>(['title', 'description'])
  const notifications = new MemoryTable<NotificationRecord>(['title', 'message'])
  const reads = new MemoryTable<ReadMark>([], [], 'readAt')
  const invoices = new MemoryTable<InvoiceRecord>(
    ['number', 'customerName', 'customerEmail'],
    [(i) => i.number],
  )
  const uploads = new MemoryTable<UploadRecord>(['originalName'], [(u) => u.storageKey])

  const feed = (userId: string) =>
    notifications.list().filter((n) => n.status === 'sent' && n.recipientIds.includes(userId))
  const readKey = (notificationId: string, userId: string) => `${notificationId}\n${userId}`
  const notificationCrud = crud(notifications)

  const repos: MemoryCoreRepositories = {
    websiteRequests: {
      ...crud(websiteRequests),
      updateIfStatus: async (id, expected, patch) => {
        const row = websiteRequests.rows.get(id)
        if (!row || row.status !== expected) return null
        return websiteRequests.update(id, patch)
      },
    },
    customerRequests: crud(customerRequests),
    supportTickets: crud(tickets),
    notifications: {
      ...notificationCrud,
      delete: async (id) => {
        for (const mark of reads.list()) if (mark.notificationId === id) reads.rows.delete(mark.id)
        return notificationCrud.delete(id)
      },
      listForRecipient: async (userId, page = {}) => {
        const offset = page.offset ?? 0
        return feed(userId).slice(offset, page.limit === undefined ? undefined : offset + page.limit)
      },
      countForRecipient: async (userId, options = {}) =>
        feed(userId).filter((n) => !options.unreadOnly || !reads.rows.has(readKey(n.id, userId))).length,
      markRead: async (notificationId, userId, at) => {
        const id = readKey(notificationId, userId)
        if (!reads.rows.has(id)) reads.create({ id, notificationId, userId, readAt: at })
      },
      readIds: async (userId, ids) => ids.filter((id) => reads.rows.has(readKey(id, userId))),
    },
    invoices: crud(invoices),
    uploads: crud(uploads),
  }
  const tables = [websiteRequests, customerRequests, tickets, notifications, reads, invoices, uploads]
  return { repos, tables: tables as never[] }
}
