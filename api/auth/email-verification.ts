import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf } from '../audit/actor'
import type { ApiPorts } from '../ports'
import { hmacHex, randomDigits, randomToken, sha256Hex, timingSafeEqual } from '../lib/crypto'
import { ApiError, tooManyRequests } from '../lib/http'
import type { EmailVerificationRecord } from './auth-records.shared'
import type { UserRecord } from '../users/user.shared'
import type { MailService } from '../mail/mail-service'
import { alreadyRegisteredMail, verificationMail } from './mail-templates'
import { RESEND_INTERVAL_SECONDS, type AuthLimiters } from './rate-limits'
import { verificationMessages } from './auth-messages.shared'

export const CODE_TTL_SECONDS = 15 * 60
export const MAX_CODE_ATTEMPTS = 5
export const LINK_TTL_SECONDS = 24 * 3600
/** Failed attempts survive resends; a resend after this long starts over with a fresh counter. */
const ATTEMPT_WINDOW_SECONDS = 24 * 3600

// Email verification: a 6-digit code (HMAC-hashed, 15 min, 5 attempts across resends) and a 128-bit
// single-use link token (SHA-256-hashed), both in one row per user that a resend updates in place.
export function createEmailVerification(
  ports: ApiPorts,
  mail: MailService,
  limiters: AuthLimiters,
  activity: ActivityService,
  /** After an address is verified: the plan chosen at registration starts (its failure is logged). */
  onVerified?: (user: UserRecord) => Promise<void>,
) {
  const repo = ports.repos.emailVerifications
  const codeHash = (userId: string, code: string) =>
    hmacHex(ports.secrets.jwtSecret, `code:${userId}:${code}`)
  const secondsSince = (iso: string) => (ports.clock.now().getTime() - new Date(iso).getTime()) / 1000

  async function issue(user: UserRecord, existing: EmailVerificationRecord | null): Promise<void> {
    const now = ports.clock.now()
    const code = randomDigits(6)
    const linkToken = randomToken(16)
    const fresh = {
      codeHash: await codeHash(user.id, code),
      codeExpiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
      linkTokenHash: await sha256Hex(linkToken),
      linkExpiresAt: new Date(now.getTime() + LINK_TTL_SECONDS * 1000).toISOString(),
      linkUsedAt: null,
      lastSentAt: now.toISOString(),
    }
    let exhausted = false
    if (existing && secondsSince(existing.createdAt) < ATTEMPT_WINDOW_SECONDS) {
      // The previous code and link stop working; the failure count stays.
      exhausted = existing.failedAttempts >= MAX_CODE_ATTEMPTS
      await repo.update(existing.id, {
        ...fresh,
        voidedAt: exhausted ? (existing.voidedAt ?? fresh.lastSentAt) : null,
      })
    } else {
      await repo.create({
        id: ports.ids.uuid(),
        userId: user.id,
        email: user.email,
        ...fresh,
        failedAttempts: 0,
        voidedAt: null,
        createdAt: now.toISOString(),
      })
    }
    const query = new URLSearchParams({ token: linkToken, email: user.email })
    const link = `${ports.config.publicUrl}/#/email-verification?${query.toString()}`
    await mail.send(
      verificationMail({ to: user.email, name: user.name, code: exhausted ? null : code, link }),
    )
  }

  /** Seconds to wait before another mail to this address may go out (0 = now). */
  async function waitBeforeMail(email: string, user: UserRecord | null): Promise<number> {
    let wait = (await limiters.mailPerEmail.check(email)).retryAfterSeconds
    if (user && !user.emailVerifiedAt) {
      const latest = await repo.findLatestForUser(user.id)
      if (latest) wait = Math.max(wait, Math.ceil(RESEND_INTERVAL_SECONDS - secondsSince(latest.lastSentAt)))
    }
    return Math.max(0, wait)
  }

  /** Mails whatever fits the address: a code for an unverified account, a notice for a verified one. */
  async function mailFor(email: string, user: UserRecord | null): Promise<void> {
    await limiters.mailPerEmail.hit(email)
    if (!user) return
    if (user.emailVerifiedAt) {
      await mail.send(
        alreadyRegisteredMail({
          to: user.email,
          name: user.name,
          loginUrl: `${ports.config.publicUrl}/#/login`,
        }),
      )
      return
    }
    await issue(user, await repo.findLatestForUser(user.id))
  }

  // Verification by either means ends both: the code is void and the link used.
  async function markVerified(user: UserRecord, record: EmailVerificationRecord, ip: string) {
    const now = ports.clock.now().toISOString()
    await repo.update(record.id, { voidedAt: now, linkUsedAt: now })
    const updated =
      (await ports.repos.users.update(user.id, {
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        status: user.status === 'pending' ? 'active' : user.status,
        updatedAt: now,
      })) ?? user
    await activity.log({
      ...activityActor(actorOf(updated, ip)),
      action: 'E-posta doğrulandı',
      details: `${updated.email} e-posta adresini doğruladı; hesap etkin.`,
      type: 'user',
      severity: 'success',
      subject: { resource: 'users', recordId: updated.id, userIds: [updated.id] },
    })
    await onVerified?.(updated).catch((error: unknown) =>
      ports.logger.error('after verification failed', { user: updated.id, error: String(error) }),
    )
    return updated
  }

  async function guardAttempts(ip: string, email: string | null) {
    const perIp = await limiters.verifyPerIp.consume(ip)
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds)
    if (email === null) return
    const perEmail = await limiters.verifyPerEmail.consume(email)
    if (!perEmail.allowed) throw tooManyRequests(perEmail.retryAfterSeconds)
  }

  return {
    /** After registering a new account. */
    start: async (user: UserRecord) => {
      await limiters.mailPerEmail.hit(user.email)
      return issue(user, null)
    },

    /** Register with an existing address: mail it if allowed, silently otherwise (no enumeration). */
    async onRepeatedRegistration(email: string, user: UserRecord): Promise<void> {
      if ((await waitBeforeMail(email, user)) === 0) await mailFor(email, user)
    },

    /** POST /verify-email.php {action:'resend'}: the same answer whether the address exists or not. */
    async resend(email: string, ip: string): Promise<void> {
      const perIp = await limiters.resendPerIp.consume(ip)
      if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds)
      const user = await ports.repos.users.findByEmail(email)
      const wait = await waitBeforeMail(email, user)
      if (wait > 0) throw tooManyRequests(wait, verificationMessages.resendTooSoon(wait))
      await mailFor(email, user)
    },

    async verifyCode(email: string, code: string, ip: string): Promise<UserRecord> {
      await guardAttempts(ip, email)
      const user = await ports.repos.users.findByEmail(email)
      const record = user && !user.emailVerifiedAt ? await repo.findLatestForUser(user.id) : null
      if (!user || !record) throw new ApiError(400, verificationMessages.codeWrong)
      if (record.voidedAt || record.failedAttempts >= MAX_CODE_ATTEMPTS) {
        throw new ApiError(400, verificationMessages.tooManyAttempts)
      }
      if (new Date(record.codeExpiresAt).getTime() <= ports.clock.now().getTime()) {
        throw new ApiError(400, verificationMessages.codeExpired)
      }
      // Count the attempt first (atomically), so parallel guesses cannot exceed the limit.
      const attempts = (await repo.incrementFailedAttempts(record.id)) ?? MAX_CODE_ATTEMPTS + 1
      if (attempts > MAX_CODE_ATTEMPTS) throw new ApiError(400, verificationMessages.tooManyAttempts)
      if (timingSafeEqual(await codeHash(user.id, code), record.codeHash)) {
        return markVerified(user, record, ip)
      }
      if (attempts >= MAX_CODE_ATTEMPTS) {
        await repo.update(record.id, { voidedAt: ports.clock.now().toISOString() })
        throw new ApiError(400, verificationMessages.tooManyAttempts)
      }
      throw new ApiError(400, verificationMessages.codeWrong)
    },

    async verifyLink(token: string, ip: string): Promise<UserRecord> {
      await guardAttempts(ip, null)
      const record = await repo.findByLinkTokenHash(await sha256Hex(token))
      const invalid = new ApiError(400, verificationMessages.linkInvalid)
      if (!record || record.linkUsedAt) throw invalid
      if (new Date(record.linkExpiresAt).getTime() <= ports.clock.now().getTime()) throw invalid
      const user = await ports.repos.users.findById(record.userId)
      if (!user) throw invalid
      return markVerified(user, record, ip)
    },
  }
}
export type EmailVerification = ReturnType<typeof createEmailVerification>
