import type { RateLimitRule } from '../ports/config'
import type { Clock } from '../ports/infrastructure'
import type { RateLimitRepository } from '../ports/rate-limit-repository'
import { sha256Hex } from './crypto'

export interface RateLimitVerdict {
  allowed: boolean
  /** Seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number
}

// A fixed-window limiter over the store's counters (api/ports/rate-limit-repository.ts), so a limit
// holds across every API instance on one database. Keys are hashed with the limiter's name: the
// counters table holds no address or e-mail in clear, and two limiters never share a counter.
export class RateLimiter {
  constructor(
    private readonly rule: RateLimitRule,
    private readonly clock: Clock,
    private readonly store: RateLimitRepository,
    private readonly name: string,
  ) {}

  private storedKey(key: string): Promise<string> {
    return sha256Hex(`${this.name}\n${key}`)
  }

  private verdict(resetAt: string, allowed: boolean): RateLimitVerdict {
    if (allowed) return { allowed: true, retryAfterSeconds: 0 }
    const waitMs = Date.parse(resetAt) - this.clock.now().getTime()
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
  }

  /** Would a hit be allowed now? Records nothing. */
  async check(key: string): Promise<RateLimitVerdict> {
    const { count, resetAt } = await this.store.peek(
      await this.storedKey(key),
      this.clock.now().toISOString(),
    )
    return this.verdict(resetAt, count < this.rule.limit)
  }

  /** Records a hit; returns the count in the current window. */
  async hit(key: string): Promise<number> {
    const windowMs = this.rule.windowSeconds * 1000
    return (await this.store.hit(await this.storedKey(key), windowMs, this.clock.now().toISOString())).count
  }

  /** Records a hit and tells whether it was within the limit (one atomic step in the store). */
  async consume(key: string): Promise<RateLimitVerdict> {
    const windowMs = this.rule.windowSeconds * 1000
    const { count, resetAt } = await this.store.hit(
      await this.storedKey(key),
      windowMs,
      this.clock.now().toISOString(),
    )
    return this.verdict(resetAt, count <= this.rule.limit)
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(await this.storedKey(key))
  }
}
