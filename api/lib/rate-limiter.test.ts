import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rate-limiter'

function clockAt(start: number) {
  let now = start
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) }
}

describe('RateLimiter', () => {
  it('allows `limit` hits per sliding window and tells how long to wait', () => {
    const clock = clockAt(1_000_000)
    const limiter = new RateLimiter({ limit: 3, windowSeconds: 60 }, clock)
    for (let i = 0; i < 3; i++) {
      expect(limiter.consume('a').allowed).toBe(true)
      clock.advance(10_000)
    }
    expect(limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(limiter.consume('b').allowed).toBe(true)
    clock.advance(30_000)
    expect(limiter.consume('a').allowed).toBe(true)
    expect(limiter.consume('a').allowed).toBe(false)
  })

  it('check does not count, reset forgets', () => {
    const clock = clockAt(0)
    const limiter = new RateLimiter({ limit: 1, windowSeconds: 120 }, clock)
    expect(limiter.check('x').allowed).toBe(true)
    expect(limiter.check('x').allowed).toBe(true)
    limiter.hit('x')
    expect(limiter.check('x')).toEqual({ allowed: false, retryAfterSeconds: 120 })
    limiter.reset('x')
    expect(limiter.check('x').allowed).toBe(true)
  })

  it('stays bounded under a flood of distinct keys', () => {
    const clock = clockAt(0)
    const limiter = new RateLimiter({ limit: 1, windowSeconds: 60 }, clock, 100)
    for (let i = 0; i < 1000; i++) limiter.hit(`k${i}`)
    expect(limiter.check('k5').allowed).toBe(false)
    expect(limiter.check('k500').allowed).toBe(true)
  })
})
