import type { ActivityService } from '../activity/activity-service'
import { actorOf, activityActor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { hmacHex, randomDigits, randomToken, sha256Hex, timingSafeEqual } from '../lib/crypto'
import { ApiError, tooManyRequests } from '../lib/http'
import type { RateLimitVerdict } from '../lib/rate-limiter'
import type { MailService } from '../mail/mail-service'
import type { ApiPorts, Repositories } from '../ports'
import { voidOpenInvitations } from '../security/open-invitations'
import type { SettingsService } from '../settings/settings-service'
import type { UserRecord } from '../users/user.shared'
import { verificationMessages } from './auth-messages.shared'
import { parseEmail } from './auth-service'
import { assertPasswordAcceptable } from './password-policy'
import { passwordChangedMail, passwordResetMail } from './password-reset-mail'
import { PASSWORD_RESET_TTL_MINUTES, passwordResetMessages } from './password-reset-messages.shared'
import { passwordResetResource } from './password-reset-resource'
import type { PasswordResetConfirm, PasswordResetRecord } from './password-reset.shared'
import type { AuthLimiters } from './rate-limits'

/** Wrong codes a reset takes before it is void. */
export const MAX_RESET_CODE_ATTEMPTS = 5
/** Far more than real contention on one row's attempt counter. */
const MAX_COUNTER_RETRIES = 50

interface Deps {
  ports: ApiPorts
  settings: SettingsService
  mail: MailService
  limiters: AuthLimiters
  audit: AuditService
  activity: ActivityService
}

function refuseWhenLimited(verdict: RateLimitVerdict): void {
  if (verdict.allowed) return
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60)
  throw tooManyRequests(verdict.retryAfterSeconds, passwordResetMessages.requestTooMany(minutes))
}

// A forgotten password (docs/rules/accounts-and-sign-in.md#forgotten-password): a request mails a
// single-use link and a 6-digit code, both good for 30 minutes and stored only as hashes; a new request
// replaces the open one. Every request is answered alike, whether or not the address has an account.
// Confirming with either sets a password by the policy, signs every session out and mails a notice.
export function createPasswordReset({ ports, settings, mail, limiters, audit, activity }: Deps) {
  const resets = (repos: Repositories) => repos.resource(passwordResetResource)
  const codeHash = (userId: string, code: string) =>
    hmacHex(ports.secrets.jwtSecret, `password-reset:${userId}:${code}`)
  const linkFor = (token: string, email: string) =>
    `${ports.config.publicUrl}/#/reset-password?${new URLSearchParams({ token, email }).toString()}`

  /** Counts a code attempt before checking it (compare-and-set), so parallel guesses cannot pass the limit. */
  async function countAttempt(row: PasswordResetRecord): Promise<number> {
    for (let retry = 0; retry < MAX_COUNTER_RETRIES; retry++) {
      const current = await resets(ports.repos).findById(row.id)
      if (!current) return Infinity
      const failedAttempts = current.failedAttempts + 1
      const counted = await resets(ports.repos).updateWhere(
        row.id,
        { failedAttempts: current.failedAttempts },
        { failedAttempts },
      )
      if (counted) return failedAttempts
    }
    throw new Error(`password reset ${row.id}: the attempt counter kept changing`)
  }

  /** The user's open reset, if the proof (link token or code) is its own; otherwise a Turkish refusal. */
  async function proven(user: UserRecord, proof: { token: string } | { code: string }) {
    const invalid = new ApiError(400, passwordResetMessages.invalid)
    const row = await resets(ports.repos).findOne({ userId: user.id })
    if (!row || row.usedAt || row.email !== user.email) throw invalid
    if (row.voidedAt) throw new ApiError(400, passwordResetMessages.tooManyAttempts)
    if (Date.parse(row.expiresAt) <= ports.clock.now().getTime()) throw invalid
    if ('token' in proof) {
      if (!timingSafeEqual(await sha256Hex(proof.token), row.tokenHash)) throw invalid
      return row
    }
    const attempts = await countAttempt(row)
    if (attempts > MAX_RESET_CODE_ATTEMPTS) throw new ApiError(400, passwordResetMessages.tooManyAttempts)
    if (timingSafeEqual(await codeHash(user.id, proof.code), row.codeHash)) return row
    if (attempts >= MAX_RESET_CODE_ATTEMPTS) {
      await resets(ports.repos).update(row.id, { voidedAt: ports.clock.now().toISOString() })
      throw new ApiError(400, passwordResetMessages.tooManyAttempts)
    }
    throw new ApiError(400, passwordResetMessages.codeWrong)
  }

  async function setPassword(
    user: UserRecord,
    row: PasswordResetRecord,
    by: 'bağlantı' | 'kod',
    password: string,
    ip: string,
  ) {
    const passwordHash = await ports.passwords.hash(password)
    const at = ports.clock.now()
    const now = at.toISOString()
    await ports.repos.transaction(async (tx) => {
      // Compare-and-set: of two confirmations racing, only the first still finds the reset open.
      const used = await resets(tx).updateWhere(row.id, { usedAt: null, voidedAt: null }, { usedAt: now })
      if (!used) throw new ApiError(400, passwordResetMessages.invalid)
      // The mailbox is proven: an account never verified counts as verified now.
      const after = await tx.users.updateWhere(
        user.id,
        { email: row.email },
        {
          passwordHash,
          emailVerifiedAt: user.emailVerifiedAt ?? now,
          status: user.status === 'pending' ? 'active' : user.status,
          updatedAt: now,
        },
      )
      if (!after) throw new ApiError(400, passwordResetMessages.invalid)
      await tx.refreshTokens.revokeAllForUser(user.id, now)
      await voidOpenInvitations(tx, user.id)
      const actor = actorOf(user, ip)
      await audit.updated(tx, { actor, resource: 'users', recordId: user.id }, user, after)
      await activity.log(
        {
          ...activityActor(actor),
          action: 'Şifre sıfırlandı',
          details: `${user.email} şifresini e-postayla gönderilen ${by} ile sıfırladı; tüm oturumlar kapatıldı.`,
          type: 'security',
          severity: 'warning',
          subject: { resource: 'users', recordId: user.id, userIds: [user.id] },
        },
        tx,
      )
    })
    const loginUrl = `${ports.config.publicUrl}/#/login`
    await mail.send(passwordChangedMail({ to: user.email, name: user.name, at, loginUrl }))
  }

  return {
    /** POST /api/auth/password-reset: the same answer for every address; the code only in the offline demo. */
    async request(rawEmail: string | undefined, ip: string): Promise<{ demoCode: string | null }> {
      if (!rawEmail?.trim()) throw new ApiError(400, passwordResetMessages.emailMissing)
      const email = parseEmail(rawEmail)
      refuseWhenLimited(await limiters.passwordResetPerIp.consume(ip))
      refuseWhenLimited(await limiters.passwordResetPerEmail.consume(email))
      const user = await ports.repos.users.findByEmail(email)
      // A suspended account is not told how to get in; the answer stays the same.
      if (!user || user.status === 'suspended') return { demoCode: null }
      const code = randomDigits(6)
      const token = randomToken(32)
      const at = ports.clock.now()
      await ports.repos.transaction(async (tx) => {
        // A new request replaces the open one (and drops the used and expired ones of this user).
        for (const old of await resets(tx).list({ filter: { userId: user.id } }))
          await resets(tx).delete(old.id)
        await resets(tx).create({
          id: ports.ids.uuid(),
          userId: user.id,
          email: user.email,
          tokenHash: await sha256Hex(token),
          codeHash: await codeHash(user.id, code),
          expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString(),
          failedAttempts: 0,
          usedAt: null,
          voidedAt: null,
          createdAt: at.toISOString(),
        })
      })
      await mail.send(
        passwordResetMail({
          to: user.email,
          name: user.name,
          code,
          link: linkFor(token, user.email),
          googleOnly: !user.passwordHash && user.googleSubject !== null,
        }),
      )
      return { demoCode: ports.config.issuesDemoTokens ? code : null }
    },

    /** POST /api/auth/password-reset/confirm: a refusal (format, policy, proof) changes nothing. */
    async confirm(input: PasswordResetConfirm, ip: string): Promise<void> {
      if (!input.email?.trim()) throw new ApiError(400, passwordResetMessages.emailMissing)
      const email = parseEmail(input.email)
      const token = input.token?.trim() ?? ''
      const code = String(input.code ?? '').trim()
      if (!token && !code) throw new ApiError(400, passwordResetMessages.proofMissing)
      if (!token && !/^\d{6}$/.test(code)) throw new ApiError(400, verificationMessages.codeFormat)
      const password = input.password ?? ''
      if (!password) throw new ApiError(400, passwordResetMessages.passwordMissing)
      // The policy first: a refused password neither counts an attempt nor uses the reset.
      assertPasswordAcceptable(password, (await settings.get()).passwordMinLength)
      for (const [limiter, key] of [
        [limiters.verifyPerIp, ip],
        [limiters.verifyPerEmail, email],
      ] as const) {
        const verdict = await limiter.consume(key)
        if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds)
      }
      const user = await ports.repos.users.findByEmail(email)
      if (!user || user.status === 'suspended') throw new ApiError(400, passwordResetMessages.invalid)
      const row = await proven(user, token ? { token } : { code })
      await setPassword(user, row, token ? 'bağlantı' : 'kod', password, ip)
    },
  }
}
export type PasswordReset = ReturnType<typeof createPasswordReset>
