// The row's quick changes: plan (inline select), suspend / activate, delete, and the invitation resend.
// Each says what happened in a toast; a refusal shows the server's reason, or the screen's failure text.
import { useState } from 'react'
import type { User } from '../../../api/users/user.shared'
import { ApiError } from '../../lib/api-client'
import {
  USER_DELETE_FAILED,
  USER_UPDATE_FAILED,
  deleteUser,
  resendInvitation,
  updateUser,
} from '../../lib/data/admin-users'
import { notify } from '../../lib/toast'
import { planLabel } from './user-labels'

const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback

export function useUserActions() {
  const [busyId, setBusyId] = useState<string | null>(null)

  async function run(user: User, action: () => Promise<string>, failure: string) {
    setBusyId(user.id)
    try {
      notify.success(await action())
      return true
    } catch (error) {
      notify.error(reasonOf(error, failure))
      return false
    } finally {
      setBusyId(null)
    }
  }

  return {
    busyId,
    changePlan: (user: User, subscription: string) =>
      run(
        user,
        async () => {
          await updateUser(user.id, { subscription })
          return `${user.name}: plan ${planLabel(subscription)} olarak değiştirildi.`
        },
        USER_UPDATE_FAILED,
      ),
    toggleSuspended: (user: User) => {
      const status = user.status === 'suspended' ? 'active' : 'suspended'
      return run(
        user,
        async () => {
          await updateUser(user.id, { status })
          return status === 'suspended'
            ? `${user.name} askıya alındı; tüm oturumları kapatıldı.`
            : `${user.name} yeniden etkinleştirildi.`
        },
        USER_UPDATE_FAILED,
      )
    },
    remove: (user: User) =>
      run(
        user,
        async () => {
          await deleteUser(user.id)
          return `${user.name} silindi.`
        },
        USER_DELETE_FAILED,
      ),
    resendInvitation: (user: User) => run(user, () => resendInvitation(user.id), USER_UPDATE_FAILED),
  }
}
export type UserActions = ReturnType<typeof useUserActions>
