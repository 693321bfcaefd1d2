import { ApiError } from '../lib/http'
import type { Repositories } from '../ports'
import type { UserRecord } from './user.shared'
import { userMessages } from './user-messages.shared'

// The rules on who may change a user's role and status (docs/rules/customers.md#roles-and-status).

type RoleStatusChange = { role?: UserRecord['role']; status?: UserRecord['status'] }

/**
 * The lock every role or status change takes before it reads: two admins demoting or suspending each
 * other at once would otherwise both count two active admins (PostgreSQL's read committed) and leave none.
 */
export const ACTIVE_ADMINS_LOCK = 'users:active-admins'

const isActiveAdmin = (user: Pick<UserRecord, 'role' | 'status'>) =>
  user.role === 'admin' && user.status === 'active'

/**
 * Loads the user `id` for a change inside the changing transaction and applies the rules: nobody
 * demotes or suspends themselves, and the only active admin stays an active admin (else nobody could
 * reach the back-office). A change of role or status first takes ACTIVE_ADMINS_LOCK, so the user and the
 * count of active admins are read after any such change running at the same time has committed.
 * Null: no such user.
 */
export async function userForRoleStatusChange(
  tx: Repositories,
  id: string,
  change: RoleStatusChange,
  actor: Pick<UserRecord, 'id'>,
): Promise<UserRecord | null> {
  if (change.role !== undefined || change.status !== undefined) await tx.lock(ACTIVE_ADMINS_LOCK)
  const current = await tx.users.findById(id)
  if (!current) return null
  const demoted = change.role !== undefined && change.role !== 'admin' && current.role === 'admin'
  const deactivated = change.status !== undefined && change.status !== 'active'
  if (current.id === actor.id) {
    if (demoted) throw new ApiError(400, userMessages.selfDemote)
    if (deactivated && current.status !== change.status) throw new ApiError(400, userMessages.selfSuspend)
  }
  if (!isActiveAdmin(current) || !(demoted || deactivated)) return current
  const activeAdmins = await tx.users.count({ filter: { role: 'admin', status: 'active' } })
  if (activeAdmins <= 1) {
    throw new ApiError(409, demoted ? userMessages.lastAdminDemote : userMessages.lastAdminSuspend)
  }
  return current
}
