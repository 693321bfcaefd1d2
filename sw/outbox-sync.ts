import type { ServiceWorkerMessage } from '../api/lib/service-worker-messages.shared'
import type { Outbox } from './outbox'
import type { BackoffOverride, Replayer } from './outbox-replay'
import { accessTokenKind, isUsable, type TokenKind } from './token-kind'

// When the outbox replays, and with which token. The worker never stores tokens: it remembers, in
// memory, the newest real access token it saw per user (requests passing through it, or a page's
// `sitekur:replay`). Replays start when a page sends a fresh token, when the worker starts, when a
// request reaches the network again (at most every few seconds, but at once after a request that did
// not) and when a backoff ends. Without a
// usable token it asks the pages (`sitekur:token-needed`), at most once per ASK_INTERVAL_MS per user.

export const NETWORK_KICK_INTERVAL_MS = 5_000
export const ASK_INTERVAL_MS = 30_000

type RealToken = Extract<TokenKind, { kind: 'real' }>

export interface OutboxSyncDeps {
  outbox: Outbox
  replayer: Replayer
  /** To every open page of the app. */
  post(message: ServiceWorkerMessage): Promise<void>
  now(): number
  setTimer(fn: () => void, ms: number): unknown
  clearTimer(handle: unknown): void
}

export function createOutboxSync(deps: OutboxSyncDeps) {
  const { outbox, replayer } = deps
  const tokens = new Map<string, RealToken>()
  const askedAt = new Map<string, number>()
  let lastNetworkKick = -Infinity
  let timer: unknown = null

  function askForToken(userId: string) {
    const now = deps.now()
    if (now - (askedAt.get(userId) ?? -Infinity) < ASK_INTERVAL_MS) return
    askedAt.set(userId, now)
    void deps.post({ type: 'sitekur:token-needed', userId })
  }

  function schedule(ms: number) {
    if (timer !== null) deps.clearTimer(timer)
    timer = deps.setTimer(
      () => {
        timer = null
        void kick('none')
      },
      Math.max(0, ms),
    )
  }

  async function replayUser(userId: string, override: BackoffOverride): Promise<void> {
    const token = tokens.get(userId)
    if (!token || !isUsable(token, deps.now())) {
      askForToken(userId)
      return
    }
    const result = await replayer.replay(userId, token.token, override)
    if (result.stoppedBy === 'need-token') {
      tokens.delete(userId)
      askForToken(userId)
    }
    if (result.retryInMs !== null) schedule(result.retryInMs)
  }

  async function kick(override: BackoffOverride): Promise<void> {
    for (const userId of await outbox.users()) await replayUser(userId, override)
  }

  return {
    async broadcastCount(): Promise<void> {
      await deps.post({ type: 'sitekur:outbox', pending: await outbox.count() })
    },
    /** A real token seen on a request: kept in memory for replays of that user. */
    remember(token: TokenKind): void {
      if (token.kind !== 'real') return
      const known = tokens.get(token.userId)
      if (!known || (token.expiresAt ?? Infinity) >= (known.expiresAt ?? Infinity)) {
        tokens.set(token.userId, token)
      }
    },
    forgetUser(userId: string): void {
      tokens.delete(userId)
      askedAt.delete(userId)
    },
    /** `sitekur:replay` from a page: that user's writes go now, backoff or not. */
    async replayWithToken(accessToken: string): Promise<void> {
      const token = accessTokenKind(accessToken)
      if (token.kind !== 'real') return
      tokens.set(token.userId, token)
      await replayUser(token.userId, 'all')
    },
    /**
     * Before a user's new write goes out: their queued writes go first, with the write's own token.
     * True when none is left (the new write may go); false when it must queue behind them.
     */
    async flushBefore(token: RealToken): Promise<boolean> {
      if ((await outbox.count(token.userId)) === 0) return true
      tokens.set(token.userId, token)
      await replayUser(token.userId, 'network')
      return (await outbox.count(token.userId)) === 0
    },
    /**
     * A request did not reach the backend: the next one that does replays at once, not after the
     * throttle (a connection back within seconds of a kick would otherwise wait for the next one).
     */
    onNetworkFailure(): void {
      lastNetworkKick = -Infinity
    },
    /** A request just reached the backend: writes that failed for the network may go again. */
    async onNetworkSuccess(): Promise<void> {
      const now = deps.now()
      if (now - lastNetworkKick < NETWORK_KICK_INTERVAL_MS) return
      lastNetworkKick = now
      if ((await outbox.count()) > 0) await kick('network')
    },
    /** On worker start: writes left from before are retried (or a token is asked for). */
    start: () => kick('none'),
  }
}
export type OutboxSync = ReturnType<typeof createOutboxSync>
