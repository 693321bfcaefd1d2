import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { createOutbox, type NewOutboxEntry } from './outbox'
import { freshOutboxDb } from './testing/test-backends'

const entry = (userId: string, n: number): NewOutboxEntry => ({
  id: `e-${userId}-${n}`,
  userId,
  method: 'PUT',
  url: '/api/me',
  headers: [['content-type', 'application/json']],
  body: new TextEncoder().encode(JSON.stringify({ phone: String(n) })).buffer,
  idempotencyKey: `key-${n}`,
  // Same timestamp on purpose: the order comes from the insertion sequence, not the clock.
  createdAt: '2025-01-01T00:00:00.000Z',
})

describe('outbox', () => {
  it('lists oldest first, per user, and survives reopening the database', async () => {
    const factory = new IDBFactory()
    const name = `outbox-${crypto.randomUUID()}`
    const outbox = createOutbox(freshOutboxDb(name, factory))
    for (const n of [1, 2, 3]) await outbox.add(entry('a', n))
    await outbox.add(entry('b', 4))
    await outbox.add(entry('a', 5))

    const reopened = createOutbox(freshOutboxDb(name, factory))
    expect((await reopened.list('a')).map((e) => e.id)).toEqual(['e-a-1', 'e-a-2', 'e-a-3', 'e-a-5'])
    expect((await reopened.list()).map((e) => e.id)).toEqual(['e-a-1', 'e-a-2', 'e-a-3', 'e-b-4', 'e-a-5'])
    expect(await reopened.users()).toEqual(['a', 'b'])
    expect(await reopened.count()).toBe(5)
    expect(await reopened.count('b')).toBe(1)
    const [first] = await reopened.list('a')
    expect(new TextDecoder().decode(first?.body ?? new ArrayBuffer(0))).toBe('{"phone":"1"}')
    expect(first).toMatchObject({ attempts: 0, nextAttemptAt: 0, lastStatus: null })
  })

  it('removes one entry, updates retry state and drops a user', async () => {
    const outbox = createOutbox(freshOutboxDb())
    for (const n of [1, 2]) await outbox.add(entry('a', n))
    await outbox.add(entry('b', 3))
    expect(await outbox.remove('e-a-1')).toBe(true)
    expect(await outbox.remove('e-a-1')).toBe(false)
    await outbox.update('e-a-2', { attempts: 2, lastStatus: 503, nextAttemptAt: 1234 })
    expect(await outbox.list('a')).toEqual([expect.objectContaining({ attempts: 2, lastStatus: 503 })])
    expect(await outbox.removeUser('a')).toBe(1)
    expect((await outbox.list()).map((e) => e.userId)).toEqual(['b'])
  })

  it('refuses duplicate ids (a write is queued once)', async () => {
    const outbox = createOutbox(freshOutboxDb())
    await outbox.add(entry('a', 1))
    await expect(outbox.add(entry('a', 1))).rejects.toThrow()
    expect(await outbox.count()).toBe(1)
  })
})
