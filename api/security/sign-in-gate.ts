import type { ApiPorts } from '../ports'
import type { SessionData } from '../auth/auth.shared'
import type { UserRecord } from '../users/user.shared'
import { createTwoFactorChallenges } from './two-factor-challenges'
import { isTwoFactorOn } from './two-factor-credentials'

// Every way of signing in (password, the documented calls, Google, the demo) passes here before a
// session opens: a user with two-factor on gets a challenge for the second step instead of tokens
// (docs/rules/account-security.md#the-second-step).

export interface TwoFactorPending {
  twoFactorRequired: true
  challenge: string
}

export const signInGateMessages = {
  codeRequired: 'Doğrulama uygulamanızdaki 6 haneli kodu girin.',
}

export const isTwoFactorPending = (value: SessionData | TwoFactorPending): value is TwoFactorPending =>
  'twoFactorRequired' in value

/** The body of a sign-in answer: the session under `data`, or the challenge at the top level. */
export function signInBody(message: string, result: SessionData | TwoFactorPending) {
  return isTwoFactorPending(result)
    ? { message: signInGateMessages.codeRequired, ...result }
    : { message, data: result }
}

export function createSignInGate(ports: ApiPorts) {
  const challenges = createTwoFactorChallenges(ports)
  return {
    /** The challenge when `user` must give a second factor; null when the password was enough. */
    async pending(user: UserRecord): Promise<TwoFactorPending | null> {
      if (!(await isTwoFactorOn(ports.repos, user.id))) return null
      return { twoFactorRequired: true, challenge: await challenges.issue(user.id) }
    },
  }
}
