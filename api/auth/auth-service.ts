import type { ApiPorts } from '../ports'
import { randomToken } from '../lib/crypto'
import { MAINTENANCE_CODE, settingsMessages } from '../settings/settings-admin.shared'
import { ApiError, tooManyRequests } from '../lib/http'
import { emailSchema } from '../lib/common.shared'
import { cutText } from '../lib/unicode-text.shared'
import { newUserRecord, type UserRecord } from '../users/user.shared'
import type { SessionData } from './auth.shared'
import type { ActivityService } from '../activity/activity-service'
import type { SettingsService } from '../settings/settings-service'
import { toUser } from '../users/user-view'
import type { AccessTokens } from './access-tokens'
import type { EmailVerification } from './email-verification'
import { assertPasswordAcceptable } from './password-policy'
import type { RateLimitVerdict } from '../lib/rate-limiter'
import { createDeviceTokens } from './device-tokens'
import type { AuthLimiters } from './rate-limits'
import type { RefreshTokens } from './refresh-tokens'
import { createSignInGate, type TwoFactorPending } from '../security/sign-in-gate'
import { UNKNOWN_CLIENT, type SignInClient } from '../security/sign-in-client'
import { logFailedSignIn, logSignIn } from './sign-in-activity'
import { authMessages } from './auth-messages.shared'
import type { PlanChoice } from '../subscriptions/subscription-service'

const trim = (value: string | undefined) => (value ?? '').trim()

function refuseWhenLimited(verdict: RateLimitVerdict): void {
  if (verdict.allowed) return
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60)
  throw tooManyRequests(verdict.retryAfterSeconds, authMessages.loginTooMany(minutes))
}

export function parseEmail(raw: string | undefined): string {
  const parsed = emailSchema.safeParse(raw ?? '')
  if (!parsed.success) throw new ApiError(400, authMessages.invalidEmail)
  return parsed.data
}

export interface AuthServiceDeps {
  ports: ApiPorts
  settings: SettingsService
  activity: ActivityService
  accessTokens: AccessTokens
  refreshTokens: RefreshTokens
  verification: EmailVerification
  limiters: AuthLimiters
  /** The plan chosen on the landing (docs/rules/invoices-and-plans.md#registration). */
  plans?: {
    check(plan: string | undefined, period: string | undefined): Promise<PlanChoice | null>
    choose(user: UserRecord, choice: PlanChoice): Promise<void>
  }
}

// Registration, login, refresh and logout. Unknown address, wrong password and suspended account
// are indistinguishable from outside: same status, same body, and a password hash is always checked.
export function createAuthService(deps: AuthServiceDeps) {
  const { ports, limiters } = deps
  const deviceTokens = createDeviceTokens(ports)
  const gate = createSignInGate(ports)
  const dummyHash = ports.passwords.hash(randomToken(16))
  dummyHash.catch(() => undefined)

  async function openSession(user: UserRecord, client: SignInClient = UNKNOWN_CLIENT): Promise<SessionData> {
    const refresh = await deps.refreshTokens.start(user.id, client)
    return sessionData(user, refresh.token, refresh.record.familyId)
  }

  /**
   * A sign-in that proved the first factor: the second step's challenge when the user has two-factor
   * on, else the session (and `signedIn` runs: a sign-in is logged only once it is complete).
   */
  async function beginSession(
    user: UserRecord,
    device: SignInClient,
    signedIn?: () => Promise<void>,
  ): Promise<SessionData | TwoFactorPending> {
    const pending = await gate.pending(user)
    if (pending) return pending
    await signedIn?.()
    return openSession(user, device)
  }

  async function sessionData(user: UserRecord, refreshToken: string, familyId: string): Promise<SessionData> {
    const token = await deps.accessTokens.sign(user, familyId)
    const ttl = deps.accessTokens.ttlSeconds
    return {
      user: toUser(user),
      token,
      refresh_token: refreshToken,
      refreshToken,
      expiresIn: ttl,
      expires_in: ttl,
      device_token: await deviceTokens.issue(user.id),
    }
  }

  return {
    openSession,
    beginSession,

    async register(
      input: { name?: string; email?: string; password?: string; plan?: string; period?: string },
      ip: string,
    ) {
      const name = trim(input.name)
      const password = input.password ?? ''
      if (!name || !trim(input.email) || !password) throw new ApiError(400, authMessages.missingFields)
      const perIp = await limiters.registerPerIp.consume(ip)
      if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds)
      const email = parseEmail(input.email)
      const settings = await deps.settings.get()
      if (!settings.registrationEnabled) throw new ApiError(403, authMessages.registrationClosed)
      // docs/rules/system-settings.md#maintenance-mode: no new customers while the site is closed.
      if (settings.maintenanceMode)
        throw new ApiError(503, settingsMessages.maintenance, { data: { code: MAINTENANCE_CODE } })
      assertPasswordAcceptable(password, settings.passwordMinLength)
      const choice = (await deps.plans?.check(input.plan, input.period)) ?? null
      const passwordHash = await ports.passwords.hash(password)
      const existing = await ports.repos.users.findByEmail(email)
      if (existing) {
        await deps.verification.onRepeatedRegistration(email, existing)
      } else {
        const now = ports.clock.now().toISOString()
        const user = await ports.repos.users.create(
          newUserRecord(
            { id: ports.ids.uuid(), name: cutText(name, 120), email, at: now },
            { status: 'pending', passwordHash },
          ),
        )
        if (choice) await deps.plans?.choose(user, choice)
        await deps.verification.start(user)
        await deps.activity.log({
          userId: user.id,
          user: user.name,
          userEmail: user.email,
          action: 'Yeni kullanıcı kaydı',
          details: `${user.email} kayıt oldu, e-posta doğrulaması bekleniyor.`,
          type: 'user',
          severity: 'info',
          ipAddress: ip,
          subject: { resource: 'users', recordId: user.id },
        })
      }
      return { message: authMessages.registered, data: { verification_required: true as const, email } }
    },

    async login(
      input: { email?: string; password?: string; deviceToken?: string },
      ip: string,
      device: SignInClient = UNKNOWN_CLIENT,
    ): Promise<SessionData | TwoFactorPending> {
      const password = input.password ?? ''
      if (!trim(input.email) || !password) throw new ApiError(400, authMessages.missingFields)
      const email = trim(input.email).toLowerCase()
      const client = `${ip}\n${email}`
      await limiters.sweep()
      const fromIp = await limiters.loginPerIp.check(ip)
      refuseWhenLimited(fromIp)
      // Failures of this account from this client address stop this client only: nobody else can
      // lock the owner out by failing on purpose from elsewhere.
      const clientFailures = await limiters.loginFailuresPerClient.check(client)
      refuseWhenLimited(clientFailures)
      // The hit and the reset below start from what these checks read (no second read of either).
      await limiters.loginPerIp.hit(ip, fromIp)
      const user = password.length <= 1024 ? await ports.repos.users.findByEmail(email) : null
      // Many failures from many addresses: an attack on the account. Devices it has signed in on
      // before go through as usual; any other device gets one attempt per slow window.
      const underAttack = !(await limiters.loginFailuresPerAccount.check(email)).allowed
      if (underAttack && !(user && (await deviceTokens.userOf(input.deviceToken)) === user.id)) {
        refuseWhenLimited(await limiters.loginSlowedPerAccount.consume(email))
      }
      const valid = user?.passwordHash
        ? await ports.passwords.verify(user.passwordHash, password)
        : (await ports.passwords.verify(await dummyHash, password), false)
      if (!user || !valid || user.status === 'suspended') {
        const [failuresFromClient] = await Promise.all([
          limiters.loginFailuresPerClient.hit(client),
          limiters.loginFailuresPerAccount.hit(email),
        ])
        if (user) await logFailedSignIn(deps.activity, user, ip, failuresFromClient)
        throw new ApiError(401, authMessages.invalidCredentials)
      }
      if (!user.emailVerifiedAt) {
        throw new ApiError(403, authMessages.unverified, { data: { verification_required: true, email } })
      }
      await limiters.loginFailuresPerClient.reset(client, clientFailures)
      const now = ports.clock.now().toISOString()
      const patch: Partial<UserRecord> = { lastLoginAt: now }
      if (user.passwordHash && ports.passwords.needsRehash?.(user.passwordHash)) {
        patch.passwordHash = await ports.passwords.hash(password)
      }
      const updated = (await ports.repos.users.update(user.id, patch)) ?? user
      return beginSession(updated, device, () => logSignIn(deps.activity, updated, ip, 'şifre'))
    },

    async refresh(refreshToken: string | undefined) {
      if (!refreshToken) throw new ApiError(400, authMessages.refreshMissing)
      const result = await deps.refreshTokens.rotate(refreshToken)
      if (!result.ok) throw new ApiError(401, authMessages.refreshInvalid)
      const user = await ports.repos.users.findById(result.record.userId)
      if (!user || user.status === 'suspended' || !user.emailVerifiedAt) {
        await deps.refreshTokens.revokeFamily(result.record.familyId)
        throw new ApiError(401, authMessages.refreshInvalid)
      }
      return sessionData(user, result.token, result.record.familyId)
    },

    /** Revokes the session of the bearer token and/or of the given refresh token. */
    async logout(input: { bearer: string | null; refreshToken: string | undefined }) {
      const families = new Set<string>()
      if (input.bearer) {
        const claims = await deps.accessTokens.verifyAllowingExpired(input.bearer)
        if (claims) families.add(claims.sessionId)
      }
      if (input.refreshToken) {
        const record = await deps.refreshTokens.find(input.refreshToken)
        if (record) families.add(record.familyId)
      }
      for (const familyId of families) await deps.refreshTokens.revokeFamily(familyId)
      return { message: authMessages.loggedOut }
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
