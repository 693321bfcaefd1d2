import type { UserRecord } from '../users/user.shared'
import type { ApprovalRecord } from './approval.shared'

/** What a new request says; the rest of the record is its pending state. */
export type NewApprovalFields = Pick<
  ApprovalRecord,
  'type' | 'websiteId' | 'currentData' | 'requestedData' | 'pendingKey'
> &
  Partial<Pick<ApprovalRecord, 'reason'>>

/** A pending request of `user`, as it is stored when made (docs/rules/approvals.md). */
export function newApprovalRecord(
  fields: NewApprovalFields,
  user: Pick<UserRecord, 'id' | 'name' | 'email'>,
  made: { id: string; at: string },
): ApprovalRecord {
  return {
    id: made.id,
    userId: user.id,
    userName: user.name,
    userEmail: user.email,
    reason: null,
    status: 'pending',
    reviewedAt: null,
    reviewedBy: null,
    reviewerId: null,
    adminNotes: null,
    createdAt: made.at,
    updatedAt: made.at,
    ...fields,
  }
}
