import type { CustomerRequestRecord, SupportTicketRecord } from '../schemas/customer-request'
import type { InvoiceRecord } from '../schemas/invoice'
import type { NotificationRecord } from '../schemas/notification'
import type { UploadRecord } from '../schemas/upload'
import type { WebsiteRequestRecord } from '../schemas/website-request'
import type { WebsiteRequestStatus } from '../schemas/website-request-status'
import type { CrudRepository } from './crud-repository'

// The core loop's records: website requests, customer requests and support tickets, notifications,
// invoices and uploads (contract: api/ports.ts).

/** search fields: websiteName, email, companyName. Unique: requestNumber. */
export interface WebsiteRequestsRepository extends CrudRepository<WebsiteRequestRecord> {
  /**
   * Compare-and-set: applies `patch` only while the status is still `expected` (`UPDATE … WHERE id = ?
   * AND status = ?`). Returns the updated record, or null (no such id, or the status moved on).
   */
  updateIfStatus(
    id: string,
    expected: WebsiteRequestStatus,
    patch: Partial<Omit<WebsiteRequestRecord, 'id'>>,
  ): Promise<WebsiteRequestRecord | null>
}

/** search fields: title, description, website. */
export type CustomerRequestsRepository = CrudRepository<CustomerRequestRecord>

/** search fields: title, description. */
export type SupportTicketsRepository = CrudRepository<SupportTicketRecord>

/** search fields: title, message. Read marks: one per (notification, user); gone with either. */
export interface NotificationsRepository extends CrudRepository<NotificationRecord> {
  /** Notifications with status 'sent' whose recipientIds contain userId; createdAt desc, then id. */
  listForRecipient(userId: string, page?: { limit?: number; offset?: number }): Promise<NotificationRecord[]>
  /** How many listForRecipient would return (only those without a read mark, when unreadOnly). */
  countForRecipient(userId: string, options?: { unreadOnly?: boolean }): Promise<number>
  /** Insert-if-absent of the read mark. */
  markRead(notificationId: string, userId: string, at: string): Promise<void>
  /** Which of `notificationIds` the user has read. */
  readIds(userId: string, notificationIds: string[]): Promise<string[]>
}

/** search fields: number, customerName, customerEmail. Unique: number. */
export type InvoicesRepository = CrudRepository<InvoiceRecord>

/** search fields: originalName. Unique: storageKey. */
export type UploadsRepository = CrudRepository<UploadRecord>
