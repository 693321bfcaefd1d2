import type { ApiPorts } from '../../ports'
import { createSignedUserTokens } from '../signed-user-tokens'

// The one-time code that carries a finished Google sign-in from the server's redirect to the PWA:
// a signed user token (../signed-user-tokens.ts), 60 s, and single-use — redeeming records its jti in
// the idempotency keys table (insert-if-absent), so a second redemption finds it taken. No table of its
// own.

export const HANDOFF_TTL_SECONDS = 60
const SCOPE = 'google-handoff'

export function createHandoffs(ports: ApiPorts) {
  const tokens = createSignedUserTokens(ports, 'sitekur-google-handoff', HANDOFF_TTL_SECONDS)
  return {
    issue: (userId: string): Promise<string> => tokens.issue(userId),

    /** The user id of a valid handoff, once; null when it is forged, expired or already used. */
    async redeem(handoff: string): Promise<string | null> {
      const opened = await tokens.open(handoff)
      if (!opened) return null
      const first = await ports.repos.idempotencyKeys.claim({
        scope: SCOPE,
        key: opened.jti,
        requestHash: '',
        status: 200,
        body: '',
        createdAt: ports.clock.now().toISOString(),
      })
      return first ? opened.userId : null
    },
  }
}
export type Handoffs = ReturnType<typeof createHandoffs>
