import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Repositories } from '../../api/ports'
import type { RefreshTokenRecord } from '../../api/auth/auth-records.shared'
import type { TestPorts } from '../testing/create-test-ports'
import { createPgliteTestPorts, createPostgresTestPorts } from '../testing/create-test-ports'
import { sampleUser } from '../testing/sample-records'

// The atomic operations the auth rules rely on (rotation, attempt counting, idempotency claims),
// the activity log cap and the outbox, on PGlite and on a real PostgreSQL server.

const stores = [
  ['pglite', createPgliteTestPorts],
  ['postgres', createPostgresTestPorts],
] as const

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000).toISOString()

describe.each(stores)('auth repositories on %s', (_name, create) => {
  let store: TestPorts | null = null
  let repos: Repositories
  let userId: string

  beforeAll(async () => {
    store = await create()
    if (!store) return
    repos = store.ports.repos
    userId = (await repos.users.create(sampleUser())).id
  }, 120_000)
  afterAll(async () => {
    await store?.close()
  }, 60_000)

  const token = (overrides: Partial<RefreshTokenRecord> = {}): RefreshTokenRecord => ({
    id: randomUUID(),
    userId,
    familyId: randomUUID(),
    parentId: null,
    tokenHash: randomUUID(),
    createdAt: at(0),
    expiresAt: at(3600),
    rotatedAt: null,
    revokedAt: null,
    userAgent: null,
    ipAddress: null,
    ...overrides,
  })

  it('rotates a refresh token once even when two refreshes race', async (context) => {
    if (!store) return context.skip()
    const parent = await repos.refreshTokens.create(token())
    expect(await repos.refreshTokens.findByHash(parent.tokenHash)).toEqual(parent)
    const results = await Promise.all(
      Array.from({ length: 8 }, () => repos.refreshTokens.markRotated(parent.id, at(10))),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
    expect((await repos.refreshTokens.findById(parent.id))?.rotatedAt).toBe(at(10))
    const child = await repos.refreshTokens.create(
      token({ familyId: parent.familyId, parentId: parent.id, createdAt: at(10) }),
    )
    expect(await repos.refreshTokens.listChildren(parent.id)).toEqual([child])
  })

  it('revokes a family, tells whether a family is active and removes expired tokens', async (context) => {
    if (!store) return context.skip()
    const a = await repos.refreshTokens.create(token())
    const b = await repos.refreshTokens.create(token({ familyId: a.familyId, parentId: a.id }))
    const other = await repos.refreshTokens.create(token())
    expect(await repos.refreshTokens.isFamilyActive(a.familyId, at(100), userId)).toBe(true)
    expect(await repos.refreshTokens.isFamilyActive(a.familyId, at(100), 'someone-else')).toBe(false)
    expect(await repos.refreshTokens.isFamilyActive(a.familyId, at(4000), userId)).toBe(false)
    await repos.refreshTokens.revokeFamily(a.familyId, at(200))
    expect((await repos.refreshTokens.findById(b.id))?.revokedAt).toBe(at(200))
    expect(await repos.refreshTokens.isFamilyActive(a.familyId, at(100), userId)).toBe(false)
    expect((await repos.refreshTokens.findById(other.id))?.revokedAt).toBeNull()
    await repos.refreshTokens.revokeAllForUser(userId, at(300))
    expect((await repos.refreshTokens.findById(other.id))?.revokedAt).toBe(at(300))
    const removed = await repos.refreshTokens.deleteExpired(at(4000))
    expect(removed).toBeGreaterThanOrEqual(3)
    expect(await repos.refreshTokens.findById(a.id)).toBeNull()
  })

  it('counts wrong verification codes atomically', async (context) => {
    if (!store) return context.skip()
    const record = {
      id: randomUUID(),
      userId,
      email: 'kod@example.com',
      codeHash: 'h1',
      codeExpiresAt: at(900),
      failedAttempts: 0,
      voidedAt: null,
      linkTokenHash: randomUUID(),
      linkExpiresAt: at(86_400),
      linkUsedAt: null,
      lastSentAt: at(0),
      createdAt: at(0),
    }
    await repos.emailVerifications.create(record)
    const counts = await Promise.all(
      Array.from({ length: 7 }, () => repos.emailVerifications.incrementFailedAttempts(record.id)),
    )
    expect([...counts].sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(await repos.emailVerifications.incrementFailedAttempts('missing')).toBeNull()
    const newer = { ...record, id: randomUUID(), linkTokenHash: randomUUID(), createdAt: at(5) }
    await repos.emailVerifications.create(newer)
    expect((await repos.emailVerifications.findLatestForUser(userId))?.id).toBe(newer.id)
    const resent = await repos.emailVerifications.update(newer.id, {
      codeHash: 'h2',
      lastSentAt: at(200),
      voidedAt: null,
    })
    expect(resent).toEqual({ ...newer, codeHash: 'h2', lastSentAt: at(200) })
    expect((await repos.emailVerifications.findByLinkTokenHash(record.linkTokenHash))?.failedAttempts).toBe(7)
    await repos.emailVerifications.deleteForUser(userId)
    expect(await repos.emailVerifications.findLatestForUser(userId)).toBeNull()
  })

  it('lets exactly one request claim an idempotency key and replays its result', async (context) => {
    if (!store) return context.skip()
    const record = {
      scope: userId,
      key: randomUUID(),
      requestHash: 'r1',
      status: 0,
      body: '',
      createdAt: at(0),
    }
    const claims = await Promise.all(Array.from({ length: 6 }, () => repos.idempotencyKeys.claim(record)))
    expect(claims.filter(Boolean)).toHaveLength(1)
    await repos.idempotencyKeys.complete(userId, record.key, { status: 201, body: '{"success":true}' })
    expect(await repos.idempotencyKeys.find(userId, record.key)).toEqual({
      ...record,
      status: 201,
      body: '{"success":true}',
    })
    expect(await repos.idempotencyKeys.find('someone-else', record.key)).toBeNull()
    await repos.idempotencyKeys.release(userId, record.key)
    expect(await repos.idempotencyKeys.claim(record)).toBe(true)
    expect(await repos.idempotencyKeys.deleteOlderThan(at(1))).toBeGreaterThanOrEqual(1)
    expect(await repos.idempotencyKeys.find(userId, record.key)).toBeNull()
  })

  it('keeps only the newest activity log entries when pruned, by time then id', async (context) => {
    if (!store) return context.skip()
    for (let i = 0; i < 12; i++) {
      await repos.activityLog.append({
        id: `act-${String(i).padStart(2, '0')}`,
        userId: null,
        // Three entries at one instant on the edge of the five kept: the id decides among them.
        timestamp: at(i >= 6 && i <= 8 ? 7 : i),
        user: i % 2 ? 'Admin' : 'Ayşe',
        userEmail: 'a@example.com',
        action: 'Kullanıcı oluşturuldu',
        details: `kayıt ${i}`,
        type: 'user',
        severity: 'success',
        ipAddress: i === 0 ? null : '127.0.0.1',
      })
    }
    await repos.activityLog.pruneToLatest(5)
    const entries = await repos.activityLog.list()
    expect(entries.map((e) => e.id)).toEqual(['act-11', 'act-10', 'act-09', 'act-08', 'act-07'])
    expect(await repos.activityLog.count({ search: 'ayşe' })).toBe(2)
    // Fewer entries than the cap: nothing goes.
    await repos.activityLog.pruneToLatest(6)
    expect(await repos.activityLog.count()).toBe(5)
  })

  it('records outgoing mail and its delivery', async (context) => {
    if (!store) return context.skip()
    const mail = {
      id: randomUUID(),
      to: 'x@example.com',
      subject: 'Kod',
      text: '123456',
      html: '<b>123456</b>',
      createdAt: at(0),
      sentAt: null,
      error: null,
      status: 'queued' as const,
      attempts: 0,
      nextAttemptAt: at(0),
      ref: '',
      kind: 'transactional' as const,
      messageId: '<mail.1@sitekur.test>',
      attachments: null,
    }
    await repos.mailQueue.create(mail)
    expect(await repos.mailQueue.update(mail.id, { sentAt: at(1) })).toEqual({ ...mail, sentAt: at(1) })
    expect(await repos.mailQueue.list({ filter: { to: 'x@example.com' } })).toEqual([
      { ...mail, sentAt: at(1) },
    ])
    expect(await repos.mailQueue.count({ filter: { sentAt: null } })).toBe(0)
  })
})
