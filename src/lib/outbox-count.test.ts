import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { OUTBOX_DB_NAME, OUTBOX_DB_VERSION, OUTBOX_STORES } from '../../api/lib/outbox-store.shared'
import { countQueuedWrites, watchQueuedWrites } from './outbox-count'

// The worker's side, as the service worker opens it (its own Dexie instance on the same database).
const worker = new Dexie(OUTBOX_DB_NAME)
worker.version(OUTBOX_DB_VERSION).stores(OUTBOX_STORES)
const entry = (id: string) => ({
  id,
  userId: 'u1',
  method: 'PUT',
  url: '/api/me',
  headers: [],
  body: null,
  idempotencyKey: `key-${id}`,
  createdAt: new Date(0).toISOString(),
  attempts: 0,
  nextAttemptAt: 0,
  lastStatus: null,
})

afterAll(() => worker.close())

describe('the queued write count', () => {
  it('follows the outbox live as writes are queued and replayed', async () => {
    const seen: number[] = []
    const next = (count: number) => vi.waitFor(() => expect(seen.at(-1)).toBe(count))
    const stop = watchQueuedWrites((count) => seen.push(count))
    await next(0)
    await worker.table('entries').add(entry('a'))
    await next(1)
    await worker.table('entries').add(entry('b'))
    await next(2)
    await worker.table('entries').where('id').equals('a').delete()
    await next(1)
    await worker.table('entries').clear()
    await next(0)
    expect(seen).toEqual([0, 1, 2, 1, 0])
    stop()
    await worker.table('entries').add(entry('c'))
    expect(await countQueuedWrites()).toBe(1)
    expect(seen).toEqual([0, 1, 2, 1, 0])
  })
})
