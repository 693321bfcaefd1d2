import 'fake-indexeddb/auto'
import { Dexie, liveQuery } from 'dexie'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { OUTBOX_DB_NAME, OUTBOX_DB_VERSION, OUTBOX_STORES } from '../../api/lib/outbox-store.shared'
import type { RefusedWrite } from '../../api/lib/refused-write.shared'
import {
  countRefusedWritesOf,
  forgetRefusedWrite,
  listRefusedWritesOf,
  noteRefusedAgain,
} from './refused-writes'

// The worker's side, as the service worker opens it (its own Dexie instance on the same database).
const worker = new Dexie(OUTBOX_DB_NAME)
worker.version(OUTBOX_DB_VERSION).stores(OUTBOX_STORES)
const refused = (id: string, userId: string, createdAt: string): RefusedWrite => ({
  id,
  userId,
  method: 'POST',
  url: '/api/me/customer-requests',
  headers: [['content-type', 'application/json']],
  body: new TextEncoder().encode('{"title":"Logo"}').buffer,
  createdAt,
  refusedAt: '2025-01-02T00:00:00.000Z',
  status: 404,
  message: 'Website bulunamadı.',
})

afterAll(() => worker.close())

describe("the page's refused writes", () => {
  it("follows the worker's refusals live, one user's, oldest first; removes and updates a row", async () => {
    const seen: string[][] = []
    const subscription = liveQuery(() => listRefusedWritesOf('u1')).subscribe({
      next: (rows) => seen.push(rows.map((row) => row.id)),
    })
    const next = (ids: string[]) => vi.waitFor(() => expect(seen.at(-1)).toEqual(ids))
    await next([])
    await worker.table('refused').add(refused('b', 'u1', '2025-01-01T10:00:00.000Z'))
    await next(['b'])
    await worker.table('refused').add(refused('a', 'u1', '2025-01-01T09:00:00.000Z'))
    await worker.table('refused').add(refused('c', 'u2', '2025-01-01T08:00:00.000Z'))
    // A damaged row is left out, never shown.
    await worker.table('refused').add({ id: 'x', userId: 'u1', createdAt: '2025-01-01T00:00:00.000Z' })
    await next(['a', 'b'])
    expect(await countRefusedWritesOf('u1')).toBe(2)

    await noteRefusedAgain('a', 400, 'Lütfen başlık ve açıklama alanlarını doldurun')
    expect((await listRefusedWritesOf('u1'))[0]).toMatchObject({
      id: 'a',
      status: 400,
      message: 'Lütfen başlık ve açıklama alanlarını doldurun',
    })
    await forgetRefusedWrite('a')
    await next(['b'])
    expect(await countRefusedWritesOf('u2')).toBe(1)
    subscription.unsubscribe()
  })
})
