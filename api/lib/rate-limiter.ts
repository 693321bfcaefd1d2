import type { RateLimitRule } from '../ports/config'
import type { Clock } from '../ports/infrastructure'

export interface RateLimitVerdict {
  allowed: boolean
  /** Seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number
}

// In-memory sliding-log limiter (per API instance). Memory is bounded: each key keeps at most
// `limit` timestamps and idle keys are swept; the number of keys is capped so a flood of distinct
// keys degrades to refusing new keys' history (never an exception, never a 5xx).
export class RateLimiter {
  private readonly hits = new Map<string, number[]>()
  private lastSweep = 0

  constructor(
    private readonly rule: RateLimitRule,
    private readonly clock: Clock,
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const windowMs = this.rule.windowSeconds * 1000
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs)
    if (list.length === 0) this.hits.delete(key)
    else this.hits.set(key, list)
    return list
  }

  /** Would a hit be allowed now? Does not record anything. */
  check(key: string): RateLimitVerdict {
    const now = this.clock.now().getTime()
    const list = this.recent(key, now)
    if (list.length < this.rule.limit) return { allowed: true, retryAfterSeconds: 0 }
    const oldest = list[list.length - this.rule.limit] ?? now
    const retryMs = oldest + this.rule.windowSeconds * 1000 - now
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) }
  }

  /** Records a hit. */
  hit(key: string): void {
    const now = this.clock.now().getTime()
    this.sweep(now)
    const list = this.recent(key, now)
    if (!this.hits.has(key) && this.hits.size >= this.maxKeys) return
    list.push(now)
    if (list.length > this.rule.limit) list.splice(0, list.length - this.rule.limit)
    this.hits.set(key, list)
  }

  /** Checks and, when allowed, records in one step. */
  consume(key: string): RateLimitVerdict {
    const verdict = this.check(key)
    if (verdict.allowed) this.hit(key)
    return verdict
  }

  reset(key: string): void {
    this.hits.delete(key)
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return
    this.lastSweep = now
    for (const key of [...this.hits.keys()]) this.recent(key, now)
  }
}
