import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { Dexie } from 'dexie'
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

  it('moves a refused entry to the refused table in one step and drops it with its user', async () => {
    const outbox = createOutbox(freshOutboxDb())
    for (const n of [1, 2]) await outbox.add(entry('a', n))
    await outbox.add(entry('b', 3))
    const [first] = await outbox.list('a')
    const refusal = { status: 404, message: 'Website bulunamadı.', refusedAt: '2025-01-02T00:00:00.000Z' }

    const refused = await outbox.refuse(first!, refusal)
    expect(refused).toMatchObject({ id: 'e-a-1', userId: 'a', method: 'PUT', url: '/api/me', ...refusal })
    expect((await outbox.list()).map((e) => e.id)).toEqual(['e-a-2', 'e-b-3'])
    const [kept] = await outbox.listRefused('a')
    expect(kept).toMatchObject({ id: 'e-a-1', createdAt: '2025-01-01T00:00:00.000Z', status: 404 })
    expect(new TextDecoder().decode(kept?.body ?? new ArrayBuffer(0))).toBe('{"phone":"1"}')
    // Already gone from the outbox (its user signed out meanwhile): nothing is kept.
    expect(await outbox.refuse(first!, refusal)).toBeNull()
    expect(await outbox.listRefused()).toHaveLength(1)

    await outbox.refuse((await outbox.list('b'))[0]!, refusal)
    expect(await outbox.removeUser('a')).toBe(1)
    expect((await outbox.listRefused()).map((r) => r.userId)).toEqual(['b'])
    expect((await outbox.list()).map((e) => e.userId)).toEqual([])
  })

  it('keeps the queued writes of version 1 when the refused table is added', async () => {
    const factory = new IDBFactory()
    const name = `outbox-${crypto.randomUUID()}`
    const before = new Dexie(name, { indexedDB: factory, IDBKeyRange })
    before.version(1).stores({ entries: '++seq, &id, userId' })
    await before.table('entries').add({ ...entry('a', 1), attempts: 2, nextAttemptAt: 0, lastStatus: 503 })
    before.close()

    const outbox = createOutbox(freshOutboxDb(name, factory))
    expect(await outbox.list('a')).toEqual([expect.objectContaining({ id: 'e-a-1', attempts: 2 })])
    expect(await outbox.listRefused()).toEqual([])
  })
})
