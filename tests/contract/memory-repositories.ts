import type { Repositories } from '../../api/ports'
import type { CountOptions, CrudRepository, ListOptions } from '../../api/ports/crud-repository'
import type { ActivityLogEntry } from '../../api/schemas/activity-log'
import type {
  EmailVerificationRecord,
  IdempotencyKeyRecord,
  OutgoingMailRecord,
  RefreshTokenRecord,
} from '../../api/schemas/auth-records'
import type { PackageRecord } from '../../api/schemas/package'
import type { SystemSettings } from '../../api/schemas/settings'
import type { UserRecord } from '../../api/schemas/user'
import type { WebsiteRecord } from '../../api/schemas/website'
import { createMemoryCoreRepositories } from './memory-core-repositories'

// In-memory repositories: a complete implementation of the ports' contract, used as the fourth
// store of the contract suite and as the reference for the SQL and Dexie implementations.

type Row = { id: string }
const clone = <T>(value: T): T => structuredClone(value)

export class MemoryTable<T extends Row> {
  rows = new Map<string, T>()
  constructor(
    private readonly searchFields: (keyof T & string)[],
    private readonly unique: ((row: T) => string | null)[] = [],
    private readonly defaultOrder: keyof T & string = 'createdAt' as keyof T & string,
  ) {}

  private matches(row: T, options: CountOptions<T> = {}): boolean {
    for (const [key, value] of Object.entries(options.filter ?? {})) {
      if (value === undefined) continue
      if ((row[key as keyof T] ?? null) !== value) return false
    }
    if (options.search) {
      const needle = options.search.toLocaleLowerCase('tr-TR')
      return this.searchFields.some((f) =>
        String(row[f] ?? '')
          .toLocaleLowerCase('tr-TR')
          .includes(needle),
      )
    }
    return true
  }

  list(options: ListOptions<T> = {}): T[] {
    const field = options.orderBy?.field ?? this.defaultOrder
    const sign = (options.orderBy?.direction ?? 'desc') === 'desc' ? -1 : 1
    const rows = [...this.rows.values()]
      .filter((r) => this.matches(r, options))
      .sort((a, b) => {
        const x = a[field] as unknown as string | number
        const y = b[field] as unknown as string | number
        if (x !== y) return (x < y ? -1 : 1) * sign
        return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * sign
      })
    const offset = options.offset ?? 0
    return rows.slice(offset, options.limit === undefined ? undefined : offset + options.limit).map(clone)
  }

  count(options: CountOptions<T> = {}): number {
    return [...this.rows.values()].filter((r) => this.matches(r, options)).length
  }

  private assertUnique(row: T) {
    for (const keyOf of this.unique) {
      const key = keyOf(row)
      if (key === null) continue
      for (const other of this.rows.values()) {
        if (other.id !== row.id && keyOf(other) === key) throw new Error(`unique constraint violated: ${key}`)
      }
    }
  }

  create(row: T): T {
    if (this.rows.has(row.id)) throw new Error(`duplicate id ${row.id}`)
    this.assertUnique(row)
    this.rows.set(row.id, clone(row))
    return clone(row)
  }

  update(id: string, patch: Partial<Omit<T, 'id'>>): T | null {
    const current = this.rows.get(id)
    if (!current) return null
    const next = { ...current }
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) (next as Record<string, unknown>)[key] = clone(value)
    }
    this.assertUnique(next)
    this.rows.set(id, next)
    return clone(next)
  }

  find(predicate: (row: T) => boolean): T | null {
    for (const row of this.rows.values()) if (predicate(row)) return clone(row)
    return null
  }
}

export function crud<T extends Row>(table: MemoryTable<T>): CrudRepository<T> {
  return {
    findById: async (id) => (table.rows.has(id) ? clone(table.rows.get(id) as T) : null),
    list: async (options) => table.list(options),
    count: async (options) => table.count(options),
    create: async (record) => table.create(record),
    update: async (id, patch) => table.update(id, patch),
    delete: async (id) => table.rows.delete(id),
  }
}

export function createMemoryRepositories(): Repositories {
  const users = new MemoryTable<UserRecord>(
    ['name', 'email'],
    [
      (u) => u.email,
      (u) => (u.googleIssuer && u.googleSubject ? `${u.googleIssuer} ${u.googleSubject}` : null),
    ],
  )
  const websites = new MemoryTable<WebsiteRecord>(['name', 'domain', 'ownerEmail'], [(w) => w.domain])
  const packages = new MemoryTable<PackageRecord>(['name', 'description'])
  const refresh = new MemoryTable<RefreshTokenRecord>([], [(t) => t.tokenHash])
  const verifications = new MemoryTable<EmailVerificationRecord>([])
  const activity = new MemoryTable<ActivityLogEntry>(
    ['user', 'userEmail', 'action', 'details'],
    [],
    'timestamp',
  )
  const outbox = new MemoryTable<OutgoingMailRecord>(['to', 'subject'])
  const idempotency = new Map<string, IdempotencyKeyRecord>()
  let settings: SystemSettings | null = null
  const core = createMemoryCoreRepositories()
  const tables: MemoryTable<Row>[] = [
    ...core.tables,
    users,
    websites,
    packages,
    refresh,
    verifications,
    activity,
    outbox,
  ] as never[]

  // One writer at a time; a failed transaction restores the snapshot taken at its start.
  let queue: Promise<unknown> = Promise.resolve()

  const repos: Repositories = {
    ...core.repos,
    users: {
      ...crud(users),
      findByEmail: async (email) => users.find((u) => u.email === email),
      findByGoogleIdentity: async (issuer, subject) =>
        users.find((u) => u.googleIssuer === issuer && u.googleSubject === subject),
    },
    websites: {
      ...crud(websites),
      findByDomain: async (domain) => websites.find((w) => w.domain === domain),
    },
    packages: crud(packages),
    refreshTokens: {
      create: async (record) => refresh.create(record),
      findByHash: async (hash) => refresh.find((t) => t.tokenHash === hash),
      findById: async (id) => refresh.find((t) => t.id === id),
      markRotated: async (id, at) => {
        const row = refresh.rows.get(id)
        if (!row || row.rotatedAt !== null) return false
        row.rotatedAt = at
        return true
      },
      revokeFamily: async (familyId, at) => {
        for (const row of refresh.rows.values())
          if (row.familyId === familyId && !row.revokedAt) row.revokedAt = at
      },
      revokeAllForUser: async (userId, at) => {
        for (const row of refresh.rows.values())
          if (row.userId === userId && !row.revokedAt) row.revokedAt = at
      },
      revokeOtherFamilies: async (userId, keepFamilyId, at) => {
        for (const row of refresh.rows.values())
          if (row.userId === userId && row.familyId !== keepFamilyId && !row.revokedAt) row.revokedAt = at
      },
      listChildren: async (parentId) =>
        refresh.list({ filter: { parentId }, orderBy: { field: 'createdAt', direction: 'asc' } }),
      isFamilyActive: async (familyId, now) =>
        [...refresh.rows.values()].some((t) => t.familyId === familyId && !t.revokedAt && t.expiresAt > now),
      deleteExpired: async (before) => {
        let removed = 0
        for (const row of [...refresh.rows.values()]) {
          if (row.expiresAt < before) removed += Number(refresh.rows.delete(row.id))
        }
        return removed
      },
    },
    emailVerifications: {
      create: async (record) => verifications.create(record),
      findLatestForUser: async (userId) => verifications.list({ filter: { userId }, limit: 1 })[0] ?? null,
      findByLinkTokenHash: async (hash) => verifications.find((v) => v.linkTokenHash === hash),
      update: async (id, patch) => verifications.update(id, patch),
      incrementFailedAttempts: async (id) => {
        const row = verifications.rows.get(id)
        if (!row) return null
        row.failedAttempts += 1
        return row.failedAttempts
      },
      deleteForUser: async (userId) => {
        for (const row of [...verifications.rows.values()])
          if (row.userId === userId) verifications.rows.delete(row.id)
      },
    },
    activityLog: {
      append: async (entry) => activity.create(entry),
      list: async (options) => activity.list(options),
      count: async (options) => activity.count(options),
      pruneToLatest: async (keep) => {
        for (const row of activity.list().slice(keep)) activity.rows.delete(row.id)
      },
    },
    idempotencyKeys: {
      find: async (scope, key) => clone(idempotency.get(`${scope}\n${key}`) ?? null),
      claim: async (record) => {
        const id = `${record.scope}\n${record.key}`
        if (idempotency.has(id)) return false
        idempotency.set(id, clone(record))
        return true
      },
      complete: async (scope, key, result) => {
        const row = idempotency.get(`${scope}\n${key}`)
        if (row) Object.assign(row, result)
      },
      release: async (scope, key) => void idempotency.delete(`${scope}\n${key}`),
      deleteOlderThan: async (before) => {
        let removed = 0
        for (const [id, row] of [...idempotency]) {
          if (row.createdAt < before) removed += Number(idempotency.delete(id))
        }
        return removed
      },
    },
    outbox: {
      create: async (record) => outbox.create(record),
      update: async (id, patch) => outbox.update(id, patch),
      list: async (options) => outbox.list(options),
      count: async (options) => outbox.count(options),
    },
    settings: {
      get: async () => clone(settings),
      put: async (next) => void (settings = clone(next)),
    },
    transaction: <R>(fn: (tx: Repositories) => Promise<R>): Promise<R> => {
      const run = async () => {
        const snapshot = tables.map((t) => new Map([...t.rows].map(([k, v]) => [k, clone(v)])))
        const savedSettings = clone(settings)
        try {
          return await fn({
            ...repos,
            transaction: <S>(inner: (tx: Repositories) => Promise<S>) => inner(repos),
          })
        } catch (error) {
          tables.forEach((t, i) => (t.rows = snapshot[i] as Map<string, Row>))
          settings = savedSettings
          throw error
        }
      }
      const result = queue.then(run, run)
      queue = result.catch(() => undefined)
      return result
    },
    health: async () => ({ ok: true, driver: 'memory' }),
  }
  return repos
}
