import type { RateLimitRule } from '../ports/config'
import type { Clock } from '../ports/infrastructure'
import type { RateLimitCount, RateLimitRepository } from '../ports/rate-limit-repository'
import { sha256Hex } from './crypto'

export interface RateLimitVerdict {
  allowed: boolean
  /** Seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number
}

/**
 * A check's verdict and what it read: a hit or reset of the same key that follows it (a sign-in: check,
 * then count or forget) neither hashes the key nor reads the counter again.
 */
export interface RateLimitCheck extends RateLimitVerdict {
  readonly read: { limiter: string; key: string; storedKey: string; counter: RateLimitCount | null }
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
  async check(key: string): Promise<RateLimitCheck> {
    const storedKey = await this.storedKey(key)
    const { count, resetAt, stored } = await this.store.peek(storedKey, this.clock.now().toISOString())
    const read = { limiter: this.name, key, storedKey, counter: stored }
    return { ...this.verdict(resetAt, count < this.rule.limit), read }
  }

  /** What a check of `key` by this limiter read, if `checked` is one. */
  private readOf(key: string, checked: RateLimitCheck | undefined) {
    const read = checked?.read
    return read?.limiter === this.name && read.key === key ? read : undefined
  }

  /** Records a hit; returns the count in the current window. `checked`: this key's check just before. */
  async hit(key: string, checked?: RateLimitCheck): Promise<number> {
    const read = this.readOf(key, checked)
    const windowMs = this.rule.windowSeconds * 1000
    const storedKey = read?.storedKey ?? (await this.storedKey(key))
    const now = this.clock.now().toISOString()
    return (await this.store.hit(storedKey, windowMs, now, 1, read?.counter)).count
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

  /** Forgets the key; after its check found no counter (`checked`), there is nothing to forget. */
  async reset(key: string, checked?: RateLimitCheck): Promise<void> {
    const read = this.readOf(key, checked)
    if (read && read.counter === null) return
    await this.store.reset(read?.storedKey ?? (await this.storedKey(key)))
  }
}
