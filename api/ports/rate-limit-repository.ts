// Rate-limit counters (contract: api/ports.ts). They live in the store, not in a process: on
// PostgreSQL several server processes serve one site, and a limit must hold across all of them.

export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  count: number
  /** When the current window ends (ISO-8601); the counter starts again from 0 after it. */
  resetAt: string
}

/** What `peek` answers: the live count, and the counter as stored (ended window included; null: none). */
export interface RateLimitPeek extends RateLimitCount {
  stored: RateLimitCount | null
}

/**
 * Fixed-window counters by key, over the rateLimits resource (api/auth/rate-limit-counters.ts). `hit` is
 * atomic: parallel hits from several processes each get a distinct count.
 */
export interface RateLimitRepository {
  /**
   * Counts `hits` hits (one unless told) on `key`. The window is `windowMs` long and starts at the first
   * hit after the previous window ended (`now` is an ISO-8601 instant). `seen`, the counter as a `peek`
   * just read it, spares reading it again; if it changed meanwhile, the hit reads it and counts as usual.
   */
  hit(
    key: string,
    windowMs: number,
    now: string,
    hits?: number,
    seen?: RateLimitCount | null,
  ): Promise<RateLimitCount>
  /** The current count without hitting (count 0 when there is no live window). */
  peek(key: string, now: string): Promise<RateLimitPeek>
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>
  /** Housekeeping: removes windows that ended before `before`. Returns the number removed. */
  deleteExpired(before: string): Promise<number>
}
