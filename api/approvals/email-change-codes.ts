import { parseEmail } from '../auth/auth-service'
import { verificationMessages } from '../auth/auth-messages.shared'
import { CODE_TTL_SECONDS, MAX_CODE_ATTEMPTS } from '../auth/email-verification'
import type { AuthLimiters } from '../auth/rate-limits'
import { resources } from '../kernel/resources'
import { hmacHex, randomDigits, randomToken, timingSafeEqual } from '../lib/crypto'
import { ApiError, tooManyRequests } from '../lib/http'
import type { MailService } from '../mail/mail-service'
import type { ApiPorts } from '../ports'
import { approvalMessages } from './approval-messages.shared'
import type { EmailVerificationRecord } from '../auth/auth-records.shared'
import type { UserRecord } from '../users/user.shared'
import { emailChangeCodeMail } from './approval-mails'
import { assertEmailFree } from './requested-changes'

// The proof that a new e-mail address is the customer's (docs/rules/approvals.md#the-e-mail-proof): a
// 6-digit code mailed to the new address, kept as the e-mail verification codes are (HMAC-hashed, 15
// minutes, 5 attempts, the same rate limits), in the same table. Its row is told apart by a link hash
// that no link can have (`email-change:` + random, never a SHA-256 hex), so the sign-up link check never
// matches it, and by its address, which is not the user's.

const LINK_MARK = 'email-change:'

export function createEmailChangeCodes(ports: ApiPorts, mail: MailService, limiters: AuthLimiters) {
  const repo = ports.repos.resource(resources.emailVerifications)
  const codeHash = (userId: string, email: string, code: string) =>
    hmacHex(ports.secrets.jwtSecret, `email-change:${userId}:${email}:${code}`)

  async function latest(user: UserRecord, email: string): Promise<EmailVerificationRecord | null> {
    const row = await repo.findOne({ userId: user.id, email })
    return row?.linkTokenHash.startsWith(LINK_MARK) ? row : null
  }

  return {
    /** POST /api/me/email-change/code: a fresh code to the new address (older ones stop counting). */
    async send(user: UserRecord, rawEmail: string, ip: string): Promise<void> {
      const email = parseEmail(rawEmail)
      if (email === user.email) throw new ApiError(400, approvalMessages.sameEmail)
      await assertEmailFree(ports.repos, email, user.id)
      const perIp = await limiters.resendPerIp.consume(ip)
      if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds)
      const wait = await limiters.mailPerEmail.check(email)
      if (!wait.allowed) {
        throw tooManyRequests(
          wait.retryAfterSeconds,
          verificationMessages.resendTooSoon(wait.retryAfterSeconds),
        )
      }
      await limiters.mailPerEmail.hit(email)
      const now = ports.clock.now()
      const code = randomDigits(6)
      await repo.create({
        id: ports.ids.uuid(),
        userId: user.id,
        email,
        codeHash: await codeHash(user.id, email, code),
        codeExpiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
        failedAttempts: 0,
        voidedAt: null,
        linkTokenHash: `${LINK_MARK}${randomToken(16)}`,
        linkExpiresAt: now.toISOString(),
        linkUsedAt: now.toISOString(),
        lastSentAt: now.toISOString(),
        createdAt: now.toISOString(),
      })
      await mail.send(emailChangeCodeMail({ to: email, name: user.name, code }))
    },

    /** Checks the code for the new address; the returned row is consumed once the request is stored. */
    async check(
      user: UserRecord,
      email: string,
      code: string | undefined,
      ip: string,
    ): Promise<EmailVerificationRecord> {
      if (!code) throw new ApiError(400, approvalMessages.emailCodeRequired)
      if (!/^\d{6}$/.test(code)) throw new ApiError(400, verificationMessages.codeFormat)
      for (const [limiter, key] of [
        [limiters.verifyPerIp, ip],
        [limiters.verifyPerEmail, email],
      ] as const) {
        const verdict = await limiter.consume(key)
        if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds)
      }
      const row = await latest(user, email)
      if (!row) throw new ApiError(400, verificationMessages.codeWrong)
      if (row.voidedAt || row.failedAttempts >= MAX_CODE_ATTEMPTS) {
        throw new ApiError(400, approvalMessages.emailCodeAttempts)
      }
      if (Date.parse(row.codeExpiresAt) <= ports.clock.now().getTime()) {
        throw new ApiError(400, verificationMessages.codeExpired)
      }
      // Counted first (atomically), so parallel guesses cannot pass the limit together.
      const attempts = (await ports.repos.emailVerifications.incrementFailedAttempts(row.id)) ?? Infinity
      if (attempts > MAX_CODE_ATTEMPTS) throw new ApiError(400, approvalMessages.emailCodeAttempts)
      if (timingSafeEqual(await codeHash(user.id, email, code), row.codeHash)) return row
      if (attempts >= MAX_CODE_ATTEMPTS) {
        await repo.update(row.id, { voidedAt: ports.clock.now().toISOString() })
        throw new ApiError(400, approvalMessages.emailCodeAttempts)
      }
      throw new ApiError(400, verificationMessages.codeWrong)
    },

    /** A code that proved an address is used up. */
    consume: (row: EmailVerificationRecord) =>
      repo.update(row.id, { voidedAt: ports.clock.now().toISOString() }),
  }
}
export type EmailChangeCodes = ReturnType<typeof createEmailChangeCodes>
