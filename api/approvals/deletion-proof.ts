import type { AuthLimiters } from '../auth/rate-limits'
import { ApiError, tooManyRequests } from '../lib/http'
import type { ApiPorts } from '../ports'
import type { UserRecord } from '../users/user.shared'
import type { ApprovalCreateInput } from './approval-requests.shared'
import { approvalMessages, deletionPhraseMatches } from './approval-messages.shared'

// An account deletion request proves it is the owner's (docs/rules/approvals.md): the password re-entered,
// limited like a password change, or for an account without one the typed phrase.
export function createDeletionProof(ports: Pick<ApiPorts, 'passwords'>, limiters: AuthLimiters) {
  return async function assertDeletionProof(user: UserRecord, input: ApprovalCreateInput) {
    if (!user.passwordHash) {
      if (!deletionPhraseMatches(input.confirmation)) {
        throw new ApiError(400, approvalMessages.confirmationRequired)
      }
      return
    }
    if (!input.password) throw new ApiError(400, approvalMessages.passwordRequired)
    const key = `account-deletion:${user.id}`
    const verdict = await limiters.passwordChange.check(key)
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds)
    if (!(await ports.passwords.verify(user.passwordHash, input.password))) {
      await limiters.passwordChange.hit(key)
      throw new ApiError(400, approvalMessages.passwordWrong)
    }
  }
}
