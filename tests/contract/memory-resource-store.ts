import type { ResourceDeclaration } from '../../api/kernel/resource'
import { uniqueKeyOf } from '../../api/kernel/resource'
import { resourceList } from '../../api/kernel/resources'
import type { ResourceStore } from '../../api/kernel/resource-repositories'
import {
  groupCount,
  pageTotalOf,
  type CountOptions,
  type CrudRepository,
  type Filter,
  type ListOptions,
} from '../../api/ports/crud-repository'

// The in-memory store of every declared resource: a complete implementation of the generic repository's
// contract (api/ports/crud-repository.ts), the reference the SQL and Dexie stores are held against.

type Row = { id: string } & Record<string, unknown>
type Declaration = ResourceDeclaration<{ id: string }>
const clone = <T>(value: T): T => structuredClone(value)
const instant = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : value)

/** Orders like PostgreSQL: NULL is larger than any value, text by code point. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return 1
  if (b === null || b === undefined) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a) < String(b) ? -1 : 1
}

/** `a > b` as SQL has it: NULL on either side is no match; instants compare as their ISO text. */
function isLater(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false
  return typeof a === 'number' && typeof b === 'number' ? a > b : String(a) > String(b)
}

export class MemoryResourceStore {
  /** Table name → id → row. Replaced whole on a rolled-back transaction. */
  tables = new Map<string, Map<string, Row>>()
  /** Extra ON DELETE CASCADE hooks for companion data (read marks). */
  onDelete: Array<(resource: string, id: string) => void> = []

  table(name: string): Map<string, Row> {
    let rows = this.tables.get(name)
    if (!rows) this.tables.set(name, (rows = new Map()))
    return rows
  }

  snapshot(): Map<string, Map<string, Row>> {
    return new Map(
      [...this.tables].map(([name, rows]) => [name, new Map([...rows].map(([k, v]) => [k, clone(v)]))]),
    )
  }

  private deleteCascading(name: string, id: string): void {
    for (const declaration of resourceList as unknown as Declaration[]) {
      for (const [field, reference] of Object.entries(declaration.references ?? {})) {
        if (reference?.resource !== name) continue
        for (const row of [...this.table(declaration.name).values()]) {
          if (row[field] !== id) continue
          if (reference.onDelete === 'set null') row[field] = null
          else this.deleteRow(declaration.name, row.id)
        }
      }
    }
    for (const hook of this.onDelete) hook(name, id)
  }

  deleteRow(name: string, id: string): boolean {
    if (!this.table(name).has(id)) return false
    this.deleteCascading(name, id)
    return this.table(name).delete(id)
  }

  repository<T extends { id: string }>(declaration: ResourceDeclaration<T>): CrudRepository<T> {
    const rows = () => this.table(declaration.name)
    const normalise = (record: object): Row => {
      const row: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(record)) {
        if (value === undefined) continue
        row[key] = (declaration.timestamps as readonly string[]).includes(key) ? instant(value) : clone(value)
      }
      return row as Row
    }
    const matches = (row: Row, options: CountOptions<T> = {}) => {
      for (const [field, value] of Object.entries(options.filter ?? {})) {
        if (value === undefined) continue
        if (!(field in declaration.schema.shape)) throw new Error(`Unknown filter field: ${field}`)
        const wanted = (declaration.timestamps as readonly string[]).includes(field) ? instant(value) : value
        if ((row[field] ?? null) !== wanted) return false
      }
      const later = options.laterThan
      if (later && !isLater(row[later.field], row[later.than])) return false
      if (options.oneOf && !options.oneOf.values.includes(row[options.oneOf.field] as string)) return false
      const needle = options.search?.trim().toLocaleLowerCase('tr-TR')
      if (!needle) return true
      return declaration.searchFields.some((field) =>
        String(row[field] ?? '')
          .toLocaleLowerCase('tr-TR')
          .includes(needle),
      )
    }
    const assertUnique = (row: Row) => {
      for (const unique of declaration.unique) {
        const key = uniqueKeyOf(unique, row as unknown as T)
        if (key === null) continue
        for (const other of rows().values()) {
          if (other.id !== row.id && uniqueKeyOf(unique, other as unknown as T) === key)
            throw new Error(
              `duplicate key value violates unique constraint "${declaration.table}_${unique.name}"`,
            )
        }
      }
    }
    const list = (options: ListOptions<T> = {}): T[] => {
      const field = options.orderBy?.field ?? declaration.defaultOrder
      if (!(field in declaration.schema.shape)) throw new Error(`Unknown order field: ${field}`)
      const sign = (options.orderBy?.direction ?? 'desc') === 'asc' ? 1 : -1
      const sorted = [...rows().values()]
        .filter((row) => matches(row, options))
        .sort(
          (a, b) => sign * compare(a[field], b[field]) || (field === 'id' ? 0 : sign * compare(a.id, b.id)),
        )
      const offset = Math.max(0, options.offset ?? 0)
      return sorted.slice(offset, offset + Math.max(0, options.limit ?? 10_000)).map((row) => clone(row) as T)
    }
    const update = (id: string, patch: object): T | null => {
      const current = rows().get(id)
      if (!current) return null
      const next = { ...current, ...normalise(patch), id }
      assertUnique(next)
      rows().set(id, next)
      return clone(next) as unknown as T
    }

    const repository: CrudRepository<T> = {
      findById: async (id) => (rows().has(id) ? (clone(rows().get(id)) as unknown as T) : null),
      findOne: async (filter) => list({ filter, limit: 1 })[0] ?? null,
      list: async (options) => list(options),
      count: async (options) => [...rows().values()].filter((row) => matches(row, options)).length,
      pageTotal: async (options, exactUpTo) => pageTotalOf(await repository.count(options), exactUpTo),
      countBy: async (field, options) => {
        if (!(field in declaration.schema.shape)) throw new Error(`Unknown field: ${field}`)
        const matching = [...rows().values()].filter((row) => matches(row, options))
        return groupCount(matching as unknown as T[], field)
      },
      create: async (record) => {
        const row = normalise(record)
        if (rows().has(row.id))
          throw new Error(`duplicate key value violates unique constraint "${declaration.table}_pkey"`)
        assertUnique(row)
        rows().set(row.id, row)
        return clone(row) as unknown as T
      },
      createIfAbsent: async (record) => {
        const row = normalise(record)
        if (rows().has(row.id)) return null
        try {
          assertUnique(row)
        } catch {
          return null
        }
        rows().set(row.id, row)
        return clone(row) as unknown as T
      },
      update: async (id, patch) => update(id, patch),
      updateWhere: async (id, expected: Filter<T>, patch) => {
        const row = rows().get(id)
        if (!row || !matches(row, { filter: expected })) return null
        return update(id, patch)
      },
      delete: async (id) => this.deleteRow(declaration.name, id),
    }
    return repository
  }

  pruneToLatest: ResourceStore['pruneToLatest'] = async (declaration, keep) => {
    const all = await this.repository(declaration).list()
    for (const row of all.slice(Math.max(0, keep))) this.table(declaration.name).delete(row.id)
  }
}
