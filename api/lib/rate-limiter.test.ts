import { describe, expect, it } from 'vitest'
import { createMemoryRepositories } from '../../tests/contract/memory-repositories'
import { RateLimiter } from './rate-limiter'

/** The counters of the in-memory store: the same rateLimits resource every store has. */
const createMemoryRateLimits = () => createMemoryRepositories().rateLimits

function clockAt(start: number) {
  let now = start
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) }
}

describe('RateLimiter', () => {
  it('allows `limit` hits per window and tells how long to wait', async () => {
    const clock = clockAt(1_000_000)
    const limiter = new RateLimiter({ limit: 3, windowSeconds: 60 }, clock, createMemoryRateLimits(), 'test')
    for (let i = 0; i < 3; i++) {
      expect((await limiter.consume('a')).allowed).toBe(true)
      clock.advance(10_000)
    }
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect((await limiter.consume('b')).allowed).toBe(true)
    clock.advance(30_000)
    expect((await limiter.consume('a')).allowed).toBe(true)
  })

  it('checks without recording, and forgets a key on reset', async () => {
    const clock = clockAt(0)
    const limiter = new RateLimiter({ limit: 2, windowSeconds: 60 }, clock, createMemoryRateLimits(), 'test')
    expect((await limiter.check('x')).allowed).toBe(true)
    await limiter.hit('x')
    await limiter.hit('x')
    expect((await limiter.check('x')).allowed).toBe(false)
    await limiter.reset('x')
    expect((await limiter.check('x')).allowed).toBe(true)
  })

  it('keeps limiters apart when they share a store', async () => {
    const clock = clockAt(0)
    const store = createMemoryRateLimits()
    const first = new RateLimiter({ limit: 1, windowSeconds: 60 }, clock, store, 'first')
    const second = new RateLimiter({ limit: 1, windowSeconds: 60 }, clock, store, 'second')
    expect((await first.consume('k')).allowed).toBe(true)
    expect((await second.consume('k')).allowed).toBe(true)
    expect((await first.consume('k')).allowed).toBe(false)
  })
})
