import type { ApiPorts } from '../ports'
import { createSignedUserTokens } from '../auth/signed-user-tokens'

// The challenge of the sign-in's second step: after the password (or Google) proved who it is, a
// two-factor user gets this instead of tokens. A signed token (auth/signed-user-tokens.ts) of audience
// 'sitekur-two-factor', valid 5 minutes, naming the user. No table: the code it is traded with is
// single-use on its own (lastUsedStep, used recovery codes).

export const CHALLENGE_TTL_SECONDS = 300

export function createTwoFactorChallenges(ports: ApiPorts) {
  const tokens = createSignedUserTokens(ports, 'sitekur-two-factor', CHALLENGE_TTL_SECONDS)
  return {
    issue: (userId: string): Promise<string> => tokens.issue(userId),

    /** The user a valid, unexpired challenge names; null otherwise. */
    async open(challenge: string | undefined): Promise<string | null> {
      return (await tokens.open(challenge))?.userId ?? null
    },
  }
}
export type TwoFactorChallenges = ReturnType<typeof createTwoFactorChallenges>
