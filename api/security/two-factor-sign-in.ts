import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import type { AuthService } from '../auth/auth-service'
import { ApiError } from '../lib/http'
import type { ApiPorts } from '../ports'
import type { SecondStepInput } from './two-factor.shared'
import type { SignInClient } from './sign-in-client'
import { createTwoFactorChallenges } from './two-factor-challenges'
import { findCredential } from './two-factor-credentials'
import { twoFactorMessages } from './two-factor-messages.shared'
import type { TwoFactorProofs } from './two-factor-proofs'

interface Deps {
  ports: ApiPorts
  auth: AuthService
  activity: ActivityService
  audit: AuditService
  proofs: TwoFactorProofs
}

// The sign-in's second step (POST /api/auth/two-factor): the challenge a password or Google sign-in
// answered, with a current code or an unused recovery code, opens the session the first step held
// back. Wrong codes count per user (api/security/two-factor-proofs.ts).
export function createTwoFactorSignIn(deps: Deps) {
  const { ports } = deps
  const challenges = createTwoFactorChallenges(ports)

  return async function completeSignIn(input: SecondStepInput, ip: string, device: SignInClient) {
    const expired = new ApiError(401, twoFactorMessages.challengeExpired)
    const userId = await challenges.open(input.challenge)
    const user = userId ? await ports.repos.users.findById(userId) : null
    if (!user || user.status === 'suspended' || !user.emailVerifiedAt) throw expired
    const credential = await findCredential(ports.repos, user.id)
    // Switched off since the first step: the password alone was enough, but the challenge is void.
    if (!credential?.enabledAt) throw expired
    const actor = actorOf(user, ip)
    let method = 'doğrulama koduyla'
    if (input.recoveryCode?.trim()) {
      const updated = await deps.proofs.consumeRecoveryCode(ports.repos, credential, input.recoveryCode, 401)
      const change = { actor, resource: 'twoFactorCredentials', recordId: credential.id }
      await deps.audit.updated(
        ports.repos,
        { ...change, reason: 'Kurtarma kodu kullanıldı' },
        credential,
        updated,
      )
      method = 'kurtarma koduyla'
    } else {
      await deps.proofs.consumeCode(ports.repos, credential, input.code, 401)
    }
    const now = ports.clock.now().toISOString()
    const signedIn = (await ports.repos.users.update(user.id, { lastLoginAt: now })) ?? user
    await deps.activity.log({
      ...activityActor(actor),
      action: 'Giriş yapıldı',
      details: `${user.email} iki adımlı doğrulamada ${method} giriş yaptı.`,
      type: 'security',
      severity: 'success',
      subject: { resource: 'users', recordId: user.id, userIds: [user.id] },
    })
    return { message: twoFactorMessages.signedIn, data: await deps.auth.openSession(signedIn, device) }
  }
}
