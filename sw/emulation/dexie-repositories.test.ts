import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Repositories } from '../../api/ports'
import { newUserRecord, type UserRecord } from '../../api/users/user.shared'
import { websiteEditDefaults, type WebsiteRecord } from '../../api/websites/website.shared'
import { openEmulationDb } from './dexie-db'
import type { EmulationDb } from './dexie-db'
import { dexieRepositories } from './dexie-repositories'
import { createPbkdf2PasswordHasher } from './pbkdf2-password-hasher'

// Store-level behaviour the HTTP contract suite cannot easily reach: transactions that await
// crypto.subtle, races on the compare-and-set operations, list semantics, cascades.

let db: EmulationDb
let repos: Repositories
let seq = 0

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes)).toISOString()

function user(fields: Partial<UserRecord> = {}): UserRecord {
  seq++
  const base = newUserRecord({
    id: `u-${seq}`,
    name: `Kullanıcı ${seq}`,
    email: `user${seq}@example.com`,
    at: at(seq),
  })
  return { ...base, ...fields }
}

function website(fields: Partial<WebsiteRecord> = {}): WebsiteRecord {
  seq++
  return {
    id: `w-${seq}`,
    name: `Site ${seq}`,
    domain: `site${seq}.com.tr`,
    ownerEmail: 'owner@example.com',
    ownerId: null,
    owner: null,
    template: 'business',
    description: '',
    status: 'active',
    visitors: 0,
    storage: 0,
    plan: null,
    hostingInfo: null,
    domainInfo: null,
    ...websiteEditDefaults(),
    lastModified: at(seq),
    createdAt: at(seq),
    ...fields,
  }
}

beforeEach(() => {
  db = openEmulationDb(`test-${crypto.randomUUID()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  repos = dexieRepositories(db)
})
afterEach(() => db.close())

describe('transaction', () => {
  const hasher = createPbkdf2PasswordHasher(20_000)

  it('commits every write even when fn awaits crypto.subtle between them', async () => {
    await repos.transaction(async (tx) => {
      await tx.users.create(user({ id: 'a', passwordHash: await hasher.hash('birinci') }))
      await new Promise((resolve) => setTimeout(resolve, 30))
      await tx.websites.create(website({ id: 'b', ownerId: 'a', domain: await hasher.hash('x') }))
    })
    expect(await repos.users.findById('a')).not.toBeNull()
    expect(await repos.websites.findById('b')).not.toBeNull()
  })

  it('rolls back every write when fn throws after non-IndexedDB work', async () => {
    const failure = repos.transaction(async (tx) => {
      await tx.users.create(user({ id: 'r1' }))
      await hasher.hash('ikinci')
      await tx.activityLog.append({
        id: 'log-1',
        userId: null,
        timestamp: at(1),
        user: 'x',
        userEmail: 'x@example.com',
        action: 'a',
        details: 'd',
        type: 'user',
        severity: 'info',
        ipAddress: null,
      })
      throw new Error('vazgeç')
    })
    await expect(failure).rejects.toThrow('vazgeç')
    expect(await repos.users.findById('r1')).toBeNull()
    expect(await repos.activityLog.count()).toBe(0)
  })

  it('isolates: a write from outside waits until the transaction is done', async () => {
    const order: string[] = []
    const inside = repos.transaction(async (tx) => {
      await tx.users.create(user({ id: 'in' }))
      await hasher.hash('bekle')
      order.push('transaction done')
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await repos.users.create(user({ id: 'out' }))
    order.push('outside write')
    await inside
    expect(order).toEqual(['transaction done', 'outside write'])
  })

  it('nested transaction() on bound repositories just runs fn', async () => {
    await repos.transaction((tx) => tx.transaction((inner) => inner.users.create(user({ id: 'nested' }))))
    expect(await repos.users.findById('nested')).not.toBeNull()
  })
})

describe('atomic operations', () => {
  it('markRotated: of parallel calls exactly one wins', async () => {
    await repos.users.create(user({ id: 'owner' }))
    await repos.refreshTokens.create({
      id: 't1',
      userId: 'owner',
      familyId: 'f1',
      parentId: null,
      tokenHash: 'hash-1',
      createdAt: at(1),
      expiresAt: at(50),
      rotatedAt: null,
      revokedAt: null,
      userAgent: null,
      ipAddress: null,
    })
    const results = await Promise.all(
      Array.from({ length: 5 }, () => repos.refreshTokens.markRotated('t1', at(2))),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await repos.refreshTokens.markRotated('missing', at(2))).toBe(false)
  })

  it('incrementFailedAttempts counts every parallel guess', async () => {
    await repos.emailVerifications.create({
      id: 'v1',
      userId: 'u',
      email: 'a@example.com',
      codeHash: 'c',
      codeExpiresAt: at(15),
      failedAttempts: 0,
      voidedAt: null,
      linkTokenHash: 'l',
      linkExpiresAt: at(60),
      linkUsedAt: null,
      lastSentAt: at(0),
      createdAt: at(0),
    })
    const values = await Promise.all(
      Array.from({ length: 8 }, () => repos.emailVerifications.incrementFailedAttempts('v1')),
    )
    expect([...values].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(await repos.emailVerifications.incrementFailedAttempts('nope')).toBeNull()
  })

  it('claim is insert-if-absent', async () => {
    const record = { scope: 's', key: 'k', requestHash: 'h', status: 0, body: '', createdAt: at(0) }
    const results = await Promise.all([
      repos.idempotencyKeys.claim(record),
      repos.idempotencyKeys.claim(record),
    ])
    expect(results.sort()).toEqual([false, true])
    await repos.idempotencyKeys.complete('s', 'k', { status: 201, body: '{}' })
    expect(await repos.idempotencyKeys.find('s', 'k')).toMatchObject({ status: 201, body: '{}' })
    expect(await repos.idempotencyKeys.deleteOlderThan(at(1))).toBe(1)
  })
})

describe('constraints and cascades', () => {
  it('rejects a duplicate email, id and (case-insensitive) domain; empty domains may repeat', async () => {
    await repos.users.create(user({ id: 'dup', email: 'ayni@example.com' }))
    await expect(repos.users.create(user({ email: 'ayni@example.com' }))).rejects.toThrow(/unique/)
    await expect(repos.users.create(user({ id: 'dup' }))).rejects.toThrow(/unique/)
    await repos.websites.create(website({ domain: 'ornek.com' }))
    await expect(repos.websites.create(website({ domain: 'ORNEK.com' }))).rejects.toThrow(/unique/)
    await repos.websites.create(website({ domain: '' }))
    await repos.websites.create(website({ domain: '' }))
    const other = await repos.websites.create(website({ domain: 'baska.com' }))
    await expect(repos.websites.update(other.id, { domain: 'ornek.com' })).rejects.toThrow(/unique/)
  })

  it('deleting a user removes their sessions, verifications and websites', async () => {
    await repos.users.create(user({ id: 'gone' }))
    await repos.websites.create(website({ id: 'site-of-gone', ownerId: 'gone' }))
    expect(await repos.users.delete('gone')).toBe(true)
    expect(await repos.users.delete('gone')).toBe(false)
    expect(await repos.websites.findById('site-of-gone')).toBeNull()
  })

  it('update applies present keys only, normalises timestamps and returns null for a missing id', async () => {
    const created = await repos.users.create(user({ id: 'p', createdAt: '2025-01-01T15:00:00+03:00' }))
    expect(created.createdAt).toBe('2025-01-01T12:00:00.000Z')
    const updated = await repos.users.update('p', { name: 'Yeni Ad', phone: undefined })
    expect(updated).toMatchObject({ name: 'Yeni Ad', phone: null, email: created.email })
    expect(await repos.users.update('yok', { name: 'x' })).toBeNull()
  })
})

describe('list semantics', () => {
  it('filters (null matches null), searches in Turkish and orders by createdAt desc then id', async () => {
    await repos.users.create(user({ id: 'b', name: 'İSMAİL IŞIK', createdAt: at(5), phone: '1' }))
    await repos.users.create(user({ id: 'a', name: 'Şule Çelik', createdAt: at(5) }))
    await repos.users.create(user({ id: 'c', name: 'Ayşe', createdAt: at(9), role: 'admin' }))
    expect((await repos.users.list()).map((u) => u.id)).toEqual(['c', 'b', 'a'])
    expect(
      (await repos.users.list({ orderBy: { field: 'createdAt', direction: 'asc' } })).map((u) => u.id),
    ).toEqual(['a', 'b', 'c'])
    expect((await repos.users.list({ search: 'ismail ışık' })).map((u) => u.id)).toEqual(['b'])
    expect((await repos.users.list({ search: 'ŞULE' })).map((u) => u.id)).toEqual(['a'])
    expect((await repos.users.list({ filter: { phone: null } })).map((u) => u.id)).toEqual(['c', 'a'])
    expect(await repos.users.count({ filter: { role: 'user' }, search: 'i' })).toBe(2)
    expect((await repos.users.list({ limit: 1, offset: 1 })).map((u) => u.id)).toEqual(['b'])
    // PostgreSQL orders NULL as the largest value.
    const byPhone = await repos.users.list({ orderBy: { field: 'phone', direction: 'desc' } })
    expect(byPhone.map((u) => u.id)).toEqual(['c', 'a', 'b'])
  })

  it('pruneToLatest keeps the newest entries by timestamp then id', async () => {
    for (const [id, minute] of [
      ['x1', 1],
      ['x2', 3],
      ['x3', 3],
      ['x4', 2],
    ] as const) {
      await repos.activityLog.append({
        id,
        userId: null,
        timestamp: at(minute),
        user: 'u',
        userEmail: 'u@example.com',
        action: 'a',
        details: '',
        type: 'system',
        severity: 'info',
        ipAddress: null,
      })
    }
    await repos.activityLog.pruneToLatest(2)
    expect((await repos.activityLog.list()).map((e) => e.id)).toEqual(['x3', 'x2'])
  })
})
