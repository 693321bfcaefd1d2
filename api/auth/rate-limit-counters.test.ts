import { describe, expect, it } from 'vitest'
import { MemoryResourceStore } from '../../tests/contract/memory-resource-store'
import { RateLimiter } from '../lib/rate-limiter'
import { rateLimitCounters } from './rate-limit-counters'
import { rateLimitResource } from './rate-limit-resource'

// A check followed by a hit or a reset of the same key (a sign-in) reads the counter once: the hit's
// compare-and-set starts from what the check read, and a reset after a check that found no counter has
// nothing to delete. The counters over the in-memory store, every read and delete counted.
function countedCounters() {
  const repo = new MemoryResourceStore().repository(rateLimitResource)
  const calls = { reads: 0, deletes: 0 }
  const counted: typeof repo = {
    ...repo,
    findById: (id) => {
      calls.reads++
      return repo.findById(id)
    },
    delete: (id) => {
      calls.deletes++
      return repo.delete(id)
    },
  }
  return { store: rateLimitCounters(counted), calls }
}

const clock = { now: () => new Date('2026-11-29T10:00:00Z') }

describe('rate-limit counters after a check', () => {
  it('count a hit from what the check read, without reading the counter again', async () => {
    const { store, calls } = countedCounters()
    const limiter = new RateLimiter({ limit: 5, windowSeconds: 60 }, clock, store, 'login')
    await limiter.hit('1.2.3.4')
    calls.reads = 0
    const checked = await limiter.check('1.2.3.4')
    expect(await limiter.hit('1.2.3.4', checked)).toBe(2)
    expect(calls.reads).toBe(1)
    // No counter yet: the hit creates it, still from the one read.
    calls.reads = 0
    expect(await limiter.hit('5.6.7.8', await limiter.check('5.6.7.8'))).toBe(1)
    expect(calls.reads).toBe(1)
  })

  it('count every hit once when the counter changed after the check', async () => {
    const { store } = countedCounters()
    const limiter = new RateLimiter({ limit: 5, windowSeconds: 60 }, clock, store, 'login')
    const checked = await limiter.check('1.2.3.4')
    await limiter.hit('1.2.3.4')
    expect(await limiter.hit('1.2.3.4', checked)).toBe(2)
    const stale = await limiter.check('9.9.9.9')
    await Promise.all([limiter.hit('9.9.9.9'), limiter.hit('9.9.9.9')])
    expect(await limiter.hit('9.9.9.9', stale)).toBe(3)
  })

  it('forget nothing after a check that found no counter, and forget a counter it found', async () => {
    const { store, calls } = countedCounters()
    const limiter = new RateLimiter({ limit: 5, windowSeconds: 60 }, clock, store, 'failures')
    await limiter.reset('client', await limiter.check('client'))
    expect(calls.deletes).toBe(0)
    await limiter.hit('client')
    await limiter.reset('client', await limiter.check('client'))
    expect(calls.deletes).toBe(1)
    expect((await limiter.check('client')).read.counter).toBeNull()
  })

  it('take no check of another key or another limiter for their own', async () => {
    const { store } = countedCounters()
    const first = new RateLimiter({ limit: 5, windowSeconds: 60 }, clock, store, 'first')
    const second = new RateLimiter({ limit: 5, windowSeconds: 60 }, clock, store, 'second')
    await first.hit('k')
    await first.hit('k', await first.check('other'))
    await first.hit('k', await second.check('k'))
    expect((await first.check('k')).retryAfterSeconds).toBe(0)
    expect(await first.hit('k')).toBe(4)
    expect(await second.hit('k')).toBe(1)
    await second.reset('k', await first.check('k'))
    expect(await second.hit('k')).toBe(1)
  })
})
