import { describe, expect, it } from 'vitest'
import { isRefusal, type RefusedWrite } from '../api/lib/refused-write.shared'
import { websiteMessages } from '../api/websites/website.shared'
import { createOutbox, type NewOutboxEntry } from './outbox'
import { BACKOFF_MAX_MS, backoffDelayMs, createReplayer, replayVerdict } from './outbox-replay'
import { ORIGIN, freshOutboxDb, serverBackend } from './testing/test-backends'

describe('replayVerdict', () => {
  it('removes what the server decided, keeps what may succeed later', () => {
    for (const status of [200, 201, 204, 400, 403, 404, 409, 422]) expect(replayVerdict(status)).toBe('done')
    for (const status of [0, 408, 429, 500, 502, 503]) expect(replayVerdict(status)).toBe('retry')
    expect(replayVerdict(409, true)).toBe('retry')
    expect(replayVerdict(401)).toBe('need-token')
  })

  it('keeps aside as refused exactly the 4xx the page counts as refusals', () => {
    for (let status = 400; status < 500; status++) {
      expect(replayVerdict(status) === 'done', String(status)).toBe(isRefusal(status))
    }
  })
})

describe('backoffDelayMs', () => {
  it('doubles from 2 s with jitter, capped at 5 minutes, never before Retry-After', () => {
    expect(backoffDelayMs(1, null, () => 0)).toBe(1_000)
    expect(backoffDelayMs(1, null, () => 1)).toBe(2_000)
    expect(backoffDelayMs(3, null, () => 1)).toBe(8_000)
    expect(backoffDelayMs(30, null, () => 1)).toBe(BACKOFF_MAX_MS)
    expect(backoffDelayMs(1, 30, () => 0)).toBe(30_000)
  })
})

function websiteWrite(userId: string, n: number): NewOutboxEntry {
  const body = { action: 'create', name: `Site ${n}`, domain: `site-${n}.example.com`, ownerEmail: 'a@b.co' }
  return {
    id: `entry-${n}`,
    userId,
    method: 'POST',
    url: '/api/websites',
    headers: [['content-type', 'application/json']],
    body: new TextEncoder().encode(JSON.stringify(body)).buffer,
    idempotencyKey: `key-${n}-${crypto.randomUUID()}`,
    createdAt: new Date().toISOString(),
  }
}

describe('replay against the real API', () => {
  it('applies each write once, in order, even when an answer was lost on the way back', async () => {
    const server = await serverBackend()
    const outbox = createOutbox(freshOutboxDb())
    for (const n of [1, 2, 3]) await outbox.add(websiteWrite(server.admin.id, n))
    const seen: string[] = []
    const replayed: Array<[string, number]> = []
    let loseAnswerOf: string | null = 'Site 2'
    const replayer = createReplayer({
      outbox,
      origin: ORIGIN,
      now: Date.now,
      onChange: () => undefined,
      onReplayed: (entry, status) => replayed.push([entry.id, status]),
      async send(request) {
        const name = ((await request.clone().json()) as { name: string }).name
        seen.push(name)
        const response = await server.fetch(request)
        // The server applied it, but the connection dropped before the answer came back.
        if (name === loseAnswerOf) {
          loseAnswerOf = null
          return null
        }
        return response
      },
    })
    const token = await server.login()

    const first = await replayer.replay(server.admin.id, token)
    expect(first).toMatchObject({ done: 1, stoppedBy: 'retry' })
    expect((await outbox.list()).map((e) => e.id)).toEqual(['entry-2', 'entry-3'])
    expect((await outbox.list())[0]).toMatchObject({ attempts: 1, lastStatus: 0 })

    // Backoff not over: an automatic replay waits; a fresh token from a page goes now.
    expect(await replayer.replay(server.admin.id, token)).toMatchObject({ done: 0, stoppedBy: 'waiting' })
    expect(await replayer.replay(server.admin.id, token, 'all')).toMatchObject({
      done: 2,
      stoppedBy: 'empty',
    })

    expect(seen).toEqual(['Site 1', 'Site 2', 'Site 2', 'Site 3'])
    expect(replayed).toEqual([
      ['entry-1', 201],
      ['entry-2', 201],
      ['entry-3', 201],
    ])
    const sites = await server.ports.repos.websites.list({ orderBy: { field: 'name', direction: 'asc' } })
    expect(sites.map((s) => s.name)).toEqual(['Site 1', 'Site 2', 'Site 3'])
    expect(await outbox.count()).toBe(0)
  }, 30_000)

  it('keeps entries on 401 and asks for a token; keeps a refused write aside and goes on', async () => {
    const server = await serverBackend()
    const outbox = createOutbox(freshOutboxDb())
    const invalid = {
      ...websiteWrite(server.admin.id, 1),
      body: new TextEncoder().encode('{"action":"create"}').buffer,
    }
    await outbox.add(invalid)
    await outbox.add(websiteWrite(server.admin.id, 2))
    const replayed: Array<[string, number]> = []
    const refused: RefusedWrite[] = []
    const replayer = createReplayer({
      outbox,
      origin: ORIGIN,
      now: () => Date.parse('2025-03-01T10:00:00.000Z'),
      onChange: () => undefined,
      onReplayed: (entry, status) => replayed.push([entry.id, status]),
      onRefused: (write) => refused.push(write),
      send: (request) => server.fetch(request),
    })

    expect(await replayer.replay(server.admin.id, 'not-a-valid-token')).toMatchObject({
      stoppedBy: 'need-token',
    })
    expect(await outbox.count()).toBe(2)
    expect((await outbox.list())[0]).toMatchObject({ lastStatus: 401, attempts: 0 })

    expect(await replayer.replay(server.admin.id, await server.login())).toMatchObject({ done: 2 })
    expect(replayed).toEqual([
      ['entry-1', 400],
      ['entry-2', 201],
    ])
    // The refused write is kept with the server's own message, the applied one is gone.
    const kept = {
      id: 'entry-1',
      userId: server.admin.id,
      method: 'POST',
      url: '/api/websites',
      headers: invalid.headers,
      createdAt: invalid.createdAt,
      refusedAt: '2025-03-01T10:00:00.000Z',
      status: 400,
      message: websiteMessages.required,
    }
    expect(refused).toEqual([expect.objectContaining(kept)])
    expect(await outbox.listRefused(server.admin.id)).toEqual([expect.objectContaining(kept)])
    expect(new TextDecoder().decode((await outbox.listRefused())[0]?.body ?? undefined)).toBe(
      '{"action":"create"}',
    )
    expect(await outbox.count()).toBe(0)
  }, 30_000)

  it('keeps a refusal without a JSON message with a Turkish fallback', async () => {
    const outbox = createOutbox(freshOutboxDb())
    await outbox.add(websiteWrite('u1', 1))
    const replayer = createReplayer({
      outbox,
      origin: ORIGIN,
      now: Date.now,
      onChange: () => undefined,
      onReplayed: () => undefined,
      send: async () => new Response('<h1>Not Found</h1>', { status: 404 }),
    })
    expect(await replayer.replay('u1', 'token')).toMatchObject({ done: 1, stoppedBy: 'empty' })
    expect(await outbox.listRefused('u1')).toEqual([
      expect.objectContaining({ status: 404, message: 'Sunucu bu değişikliği kabul etmedi (HTTP 404).' }),
    ])
  })

  it('runs one replay at a time: two triggers at once send each entry once', async () => {
    const server = await serverBackend()
    const outbox = createOutbox(freshOutboxDb())
    for (const n of [1, 2]) await outbox.add(websiteWrite(server.admin.id, n))
    let sent = 0
    const replayer = createReplayer({
      outbox,
      origin: ORIGIN,
      now: Date.now,
      onChange: () => undefined,
      onReplayed: () => undefined,
      send: (request) => {
        sent++
        return server.fetch(request)
      },
    })
    const token = await server.login()
    const results = await Promise.all([
      replayer.replay(server.admin.id, token),
      replayer.replay(server.admin.id, token),
    ])
    expect(results.map((r) => r.done).sort()).toEqual([0, 2])
    expect(sent).toBe(2)
  }, 30_000)
})
