import type { AuthLimiters } from '../auth/rate-limits'
import { ApiError, tooManyRequests } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import type { TwoFactorCredentialRecord } from './account-security.shared'
import type { UserRecord } from '../users/user.shared'
import { acceptedStep, hashRecoveryCode, normaliseRecoveryCode, normaliseTotpCode } from './totp'
import { twoFactorCredentials } from './two-factor-credentials'
import { twoFactorMessages } from './two-factor-messages.shared'

// The proofs two-factor asks for, each single-use and rate limited per user: a TOTP code (its time
// step is stored, compare-and-set, so a code — or an older one — never passes twice, not even in two
// parallel requests), a recovery code (marked used in the same compare-and-set), or the password.
export function createTwoFactorProofs(ports: ApiPorts, limiters: AuthLimiters) {
  const limiter = limiters.twoFactorCodes

  async function refuseWhenLimited(userId: string) {
    const verdict = await limiter.check(`user:${userId}`)
    if (verdict.allowed) return
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60)
    throw tooManyRequests(verdict.retryAfterSeconds, twoFactorMessages.tooMany(minutes))
  }

  async function fail(userId: string, status: 400 | 401, message: string): Promise<never> {
    await limiter.hit(`user:${userId}`)
    throw new ApiError(status, message)
  }

  return {
    /** A current TOTP code of the credential, consumed; `status` is the failure's (401 at sign-in). */
    async consumeCode(
      repos: Repositories,
      credential: TwoFactorCredentialRecord,
      raw: string | undefined,
      status: 400 | 401 = 400,
    ): Promise<TwoFactorCredentialRecord> {
      const code = normaliseTotpCode(raw)
      if (!code) throw new ApiError(400, twoFactorMessages.codeFormat)
      await refuseWhenLimited(credential.userId)
      const secret = await ports.secrets.decrypt(credential.secretEncrypted)
      const now = ports.clock.now()
      const step = await acceptedStep(secret, code, now, credential.lastUsedStep)
      const updated =
        step === null
          ? null
          : await twoFactorCredentials(repos).updateWhere(
              credential.id,
              { lastUsedStep: credential.lastUsedStep },
              { lastUsedStep: step, updatedAt: now.toISOString() },
            )
      if (!updated) return fail(credential.userId, status, twoFactorMessages.codeWrong)
      await limiter.reset(`user:${credential.userId}`)
      return updated
    },

    /** An unused recovery code of the credential, marked used. */
    async consumeRecoveryCode(
      repos: Repositories,
      credential: TwoFactorCredentialRecord,
      raw: string | undefined,
      status: 400 | 401 = 400,
    ): Promise<TwoFactorCredentialRecord> {
      const code = normaliseRecoveryCode(raw)
      if (!code) throw new ApiError(400, twoFactorMessages.recoveryFormat)
      await refuseWhenLimited(credential.userId)
      const hash = await hashRecoveryCode(ports.secrets.jwtSecret, code)
      const index = credential.recoveryCodes.findIndex((c) => c.usedAt === null && c.hash === hash)
      const now = ports.clock.now().toISOString()
      const recoveryCodes = credential.recoveryCodes.map((c, i) => (i === index ? { ...c, usedAt: now } : c))
      const updated =
        index < 0
          ? null
          : await twoFactorCredentials(repos).updateWhere(
              credential.id,
              { updatedAt: credential.updatedAt, lastUsedStep: credential.lastUsedStep },
              { recoveryCodes, updatedAt: now },
            )
      if (!updated) return fail(credential.userId, status, twoFactorMessages.recoveryWrong)
      await limiter.reset(`user:${credential.userId}`)
      return updated
    },

    /** The account's password (counted with the password change's wrong guesses). */
    async checkPassword(user: UserRecord, password: string | undefined): Promise<void> {
      if (!user.passwordHash) return
      if (!password) throw new ApiError(400, twoFactorMessages.passwordRequired)
      const key = `password-change:${user.id}`
      const verdict = await limiters.passwordChange.check(key)
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds)
      if (!(await ports.passwords.verify(user.passwordHash, password))) {
        await limiters.passwordChange.hit(key)
        throw new ApiError(400, twoFactorMessages.passwordWrong)
      }
    },
  }
}
export type TwoFactorProofs = ReturnType<typeof createTwoFactorProofs>
