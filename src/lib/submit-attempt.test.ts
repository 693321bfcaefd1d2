import { describe, expect, it } from 'vitest'
import { nextAttempt } from './submit-attempt'

describe('submit attempt', () => {
  it('keeps the Idempotency-Key for a retry of the same request and takes a new one once it changed', () => {
    let n = 0
    const newKey = () => `key-${++n}`
    const first = nextAttempt(null, '{"a":1}', newKey)
    expect(first).toEqual({ body: '{"a":1}', key: 'key-1' })
    expect(nextAttempt(first, '{"a":1}', newKey)).toBe(first)
    expect(nextAttempt(first, '{"a":2}', newKey)).toEqual({ body: '{"a":2}', key: 'key-2' })
  })

  it('makes a fresh random key by default', () => {
    const first = nextAttempt(null, 'x')
    const second = nextAttempt(null, 'x')
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.key).not.toBe(first.key)
  })
})
