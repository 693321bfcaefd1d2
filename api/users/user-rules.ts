import { ApiError } from '../lib/http'
import type { Repositories } from '../ports'
import type { UserRecord } from '../schemas/user'
import { userMessages } from './user-messages'

// The rules on who may change a user's role and status (docs/rules/customers.md#roles-and-status).

type RoleStatusChange = { role?: UserRecord['role']; status?: UserRecord['status'] }

const isActiveAdmin = (user: Pick<UserRecord, 'role' | 'status'>) =>
  user.role === 'admin' && user.status === 'active'

/**
 * Nobody demotes or suspends themselves, and the only active admin stays an active admin (else nobody
 * could reach the back-office). Run it inside the transaction that makes the change.
 */
export async function assertRoleStatusChangeAllowed(
  repos: Repositories,
  current: UserRecord,
  change: RoleStatusChange,
  actor: Pick<UserRecord, 'id'>,
): Promise<void> {
  const demoted = change.role !== undefined && change.role !== 'admin' && current.role === 'admin'
  const deactivated = change.status !== undefined && change.status !== 'active'
  if (current.id === actor.id) {
    if (demoted) throw new ApiError(400, userMessages.selfDemote)
    if (deactivated && current.status !== change.status) throw new ApiError(400, userMessages.selfSuspend)
  }
  if (!isActiveAdmin(current) || !(demoted || deactivated)) return
  const activeAdmins = await repos.users.count({ filter: { role: 'admin', status: 'active' } })
  if (activeAdmins <= 1) {
    throw new ApiError(409, demoted ? userMessages.lastAdminDemote : userMessages.lastAdminSuspend)
  }
}
