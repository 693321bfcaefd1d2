import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import type { AuthLimiters } from '../auth/rate-limits'
import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import type { TwoFactorCredentialRecord } from './account-security.shared'
import type { TwoFactorProofInput, TwoFactorStatus } from './two-factor.shared'
import type { UserRecord } from '../users/user.shared'
import type { SettingsService } from '../settings/settings-service'
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri } from './totp'
import { findCredential, twoFactorCredentials, unusedRecoveryCodes } from './two-factor-credentials'
import { twoFactorMessages } from './two-factor-messages.shared'
import { createTwoFactorProofs } from './two-factor-proofs'
import { createTwoFactorSignIn } from './two-factor-sign-in'
import type { AuthService } from '../auth/auth-service'

export const TWO_FACTOR_RESOURCE = 'twoFactorCredentials'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  limiters: AuthLimiters
  settings: SettingsService
  auth: AuthService
}

// Two-factor sign-in of the signed-in user (docs/rules/account-security.md#two-factor-sign-in):
// enrolment (a pending credential until the first code confirms it), recovery codes (shown once, kept
// as keyed hashes), and switching it off. Each change writes the credential, its audit row and one
// activity entry in one transaction.
export function createTwoFactorService(deps: Deps) {
  const { ports } = deps
  const proofs = createTwoFactorProofs(ports, deps.limiters)

  async function hashedCodes(codes: string[]) {
    const key = ports.secrets.jwtSecret
    return Promise.all(codes.map(async (code) => ({ hash: await hashRecoveryCode(key, code), usedAt: null })))
  }

  async function enabledCredential(user: UserRecord): Promise<TwoFactorCredentialRecord> {
    const credential = await findCredential(ports.repos, user.id)
    if (!credential?.enabledAt) throw new ApiError(400, twoFactorMessages.notEnabled)
    return credential
  }

  function log(repos: Repositories, actor: Actor, action: string, details: string, recordId: string) {
    return deps.activity.log(
      {
        ...activityActor(actor),
        action,
        details,
        type: 'security',
        severity: 'info',
        subject: { resource: TWO_FACTOR_RESOURCE, recordId, userIds: actor.id ? [actor.id] : [] },
      },
      repos,
    )
  }

  /** A current code, or (where the account has one) the password. */
  async function checkProof(
    user: UserRecord,
    credential: TwoFactorCredentialRecord,
    proof: TwoFactorProofInput,
  ) {
    if (proof.code?.trim()) return proofs.consumeCode(ports.repos, credential, proof.code)
    if (!user.passwordHash) throw new ApiError(400, twoFactorMessages.codeFormat)
    if (!proof.password) throw new ApiError(400, twoFactorMessages.proofRequired)
    await proofs.checkPassword(user, proof.password)
    return credential
  }

  return {
    completeSignIn: createTwoFactorSignIn({ ...deps, proofs }),

    async status(user: UserRecord): Promise<TwoFactorStatus> {
      const [credential, settings] = await Promise.all([
        findCredential(ports.repos, user.id),
        deps.settings.get(),
      ])
      const enabled = credential?.enabledAt != null
      return {
        enabled,
        pendingEnrolment: credential !== null && !enabled,
        recoveryCodesLeft: credential && enabled ? unusedRecoveryCodes(credential) : 0,
        required: user.role === 'admin' && settings.twoFactorAuth && !enabled,
        hasPassword: user.passwordHash !== null,
      }
    },

    /** Starts (or restarts) enrolment: a new secret, pending until confirmed with a code. */
    async enrol(user: UserRecord, actor: Actor) {
      const secret = newTotpSecret()
      const secretEncrypted = await ports.secrets.encrypt(secret)
      const now = ports.clock.now().toISOString()
      await ports.repos.transaction(async (repos) => {
        const existing = await findCredential(repos, user.id)
        if (existing?.enabledAt) throw new ApiError(409, twoFactorMessages.alreadyEnabled)
        const fields = {
          secretEncrypted,
          enabledAt: null,
          recoveryCodes: [],
          lastUsedStep: 0,
          updatedAt: now,
        }
        const change = { actor, resource: TWO_FACTOR_RESOURCE, recordId: existing?.id ?? ports.ids.uuid() }
        if (existing) {
          const updated = await twoFactorCredentials(repos).update(existing.id, fields)
          if (updated) await deps.audit.updated(repos, change, existing, updated)
        } else {
          const created = await twoFactorCredentials(repos).create({
            id: change.recordId,
            userId: user.id,
            createdAt: now,
            ...fields,
          })
          await deps.audit.created(repos, change, created)
        }
        await log(
          repos,
          actor,
          'İki adımlı doğrulama kurulumu başlatıldı',
          `${user.email} kuruluma başladı.`,
          change.recordId,
        )
      })
      return { secret, otpauthUri: otpauthUri(user.email, secret) }
    },

    /** The first code turns it on; the answer carries the recovery codes, the only time they are shown. */
    async confirm(user: UserRecord, code: string | undefined, actor: Actor): Promise<string[]> {
      const recoveryCodes = newRecoveryCodes()
      const hashed = await hashedCodes(recoveryCodes)
      const pending = await findCredential(ports.repos, user.id)
      if (!pending) throw new ApiError(400, twoFactorMessages.notPending)
      if (pending.enabledAt) throw new ApiError(409, twoFactorMessages.alreadyEnabled)
      // Proofs run outside the transaction: a wrong code's count must stay when the change rolls back.
      const checked = await proofs.consumeCode(ports.repos, pending, code)
      await ports.repos.transaction(async (repos) => {
        const now = ports.clock.now().toISOString()
        const enabled = await twoFactorCredentials(repos).updateWhere(
          checked.id,
          { enabledAt: null },
          { enabledAt: now, recoveryCodes: hashed, updatedAt: now },
        )
        if (!enabled) throw new ApiError(409, twoFactorMessages.alreadyEnabled)
        const change = { actor, resource: TWO_FACTOR_RESOURCE, recordId: enabled.id }
        await deps.audit.updated(repos, change, pending, enabled)
        await log(
          repos,
          actor,
          'İki adımlı doğrulama etkinleştirildi',
          `${user.email} iki adımlı doğrulamayı açtı.`,
          enabled.id,
        )
      })
      return recoveryCodes
    },

    /** A new set of recovery codes (the old ones stop working), after a code or the password. */
    async regenerateRecoveryCodes(
      user: UserRecord,
      proof: TwoFactorProofInput,
      actor: Actor,
    ): Promise<string[]> {
      const recoveryCodes = newRecoveryCodes()
      const hashed = await hashedCodes(recoveryCodes)
      const credential = await enabledCredential(user)
      const checked = await checkProof(user, credential, proof)
      await ports.repos.transaction(async (repos) => {
        const now = ports.clock.now().toISOString()
        const updated = await twoFactorCredentials(repos).update(checked.id, {
          recoveryCodes: hashed,
          updatedAt: now,
        })
        if (!updated) throw new ApiError(400, twoFactorMessages.notEnabled)
        await deps.audit.updated(
          repos,
          { actor, resource: TWO_FACTOR_RESOURCE, recordId: updated.id },
          checked,
          updated,
        )
        await log(
          repos,
          actor,
          'Kurtarma kodları yenilendi',
          `${user.email} yeni kurtarma kodları oluşturdu.`,
          updated.id,
        )
      })
      return recoveryCodes
    },

    /** Turns it off: the password, or a current code for an account without one (Google only). */
    async disable(user: UserRecord, proof: TwoFactorProofInput, actor: Actor): Promise<void> {
      const credential = await findCredential(ports.repos, user.id)
      if (!credential) throw new ApiError(400, twoFactorMessages.notEnabled)
      if (user.passwordHash) await proofs.checkPassword(user, proof.password)
      else if (credential.enabledAt) await proofs.consumeCode(ports.repos, credential, proof.code)
      await ports.repos.transaction(async (repos) => {
        if (!(await twoFactorCredentials(repos).delete(credential.id))) return
        const change = { actor, resource: TWO_FACTOR_RESOURCE, recordId: credential.id }
        await deps.audit.deleted(repos, change, credential)
        await log(
          repos,
          actor,
          'İki adımlı doğrulama kapatıldı',
          `${user.email} iki adımlı doğrulamayı kapattı.`,
          credential.id,
        )
      })
    },
  }
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>
