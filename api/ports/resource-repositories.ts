import type { CustomerRequestRecord, SupportTicketRecord } from '../customer-requests/customer-request.shared'
import type { NotificationRecord } from '../notifications/notification.shared'
import type { UploadRecord } from '../uploads/upload.shared'
import type { WebsiteRequestRecord } from '../website-requests/website-request.shared'
import type { WebsiteRequestStatus } from '../website-requests/website-request-status.shared'
import type { CrudRepository } from './crud-repository'

// The declared resources' repositories (api/kernel/resources.ts): the generic repository, plus the finders
// and queries some of them add (contract: api/ports.ts). What each resource searches, keeps unique and
// indexes is in its declaration, not repeated here.

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

export type CustomerRequestsRepository = CrudRepository<CustomerRequestRecord>

export type SupportTicketsRepository = CrudRepository<SupportTicketRecord>

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

export type UploadsRepository = CrudRepository<UploadRecord>
