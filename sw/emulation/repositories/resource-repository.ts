import type { Table } from 'dexie'
import type { ResourceDeclaration } from '../../../api/kernel/resource'
import { uniqueKeyOf } from '../../../api/kernel/resource'
import { resourceList } from '../../../api/kernel/resources'
import {
  groupCount,
  pageTotalOf,
  type CrudRepository,
  type Filter,
  type ListOptions,
} from '../../../api/ports/crud-repository'
import { COMPANION_REFERENCES, type EmulationTableName, type EmulationTables } from '../dexie-db'
import type { EmulationScope } from '../dexie-transaction'
import { derivedKeyOf, uniqueIndexOf } from '../resource-stores'
import { countRecords, listRecords, stripDerived, type QuerySpec } from './record-query'
import {
  UniqueConstraintError,
  insertRecord,
  patchRecord,
  type UniqueKey,
  type WriteSpec,
} from './record-writes'

// The repository of any declared resource over Dexie. IndexedDB has no foreign keys, so a delete applies
// the declared references' ON DELETE itself (cascade or set null, transitively), in the same transaction.

type Row = { id: string } & Record<string, unknown>
type Declaration = ResourceDeclaration<{ id: string }>

interface Referrer {
  table: EmulationTableName
  field: string
  onDelete: 'cascade' | 'set null'
  /** Set for a declared resource (its own referrers are visited in turn). */
  declaration?: Declaration
}

function referrersOf(name: string): Referrer[] {
  const referrers: Referrer[] = []
  for (const declaration of resourceList as unknown as Declaration[]) {
    for (const [field, reference] of Object.entries(declaration.references ?? {})) {
      if (reference?.resource === name)
        referrers.push({
          table: declaration.name as EmulationTableName,
          field,
          onDelete: reference.onDelete,
          declaration,
        })
    }
  }
  for (const companion of COMPANION_REFERENCES) {
    if (companion.resource === name) referrers.push({ ...companion, onDelete: 'cascade' })
  }
  return referrers
}

/** Every table a delete of `name` may touch, itself included. */
function deleteTables(name: string, seen = new Set<string>()): EmulationTableName[] {
  if (seen.has(name)) return []
  seen.add(name)
  const tables = [name as EmulationTableName]
  for (const referrer of referrersOf(name)) {
    tables.push(referrer.table)
    if (referrer.declaration && referrer.onDelete === 'cascade')
      tables.push(...deleteTables(referrer.table, seen))
  }
  return [...new Set(tables)]
}

async function deleteCascading(tables: EmulationTables, name: string, id: string): Promise<void> {
  for (const referrer of referrersOf(name)) {
    const table = tables[referrer.table] as unknown as Table<Row, unknown>
    const matching = table.where(referrer.field).equals(id)
    if (referrer.onDelete === 'set null') {
      await matching.modify({ [referrer.field]: null })
    } else if (referrer.declaration) {
      for (const row of await matching.toArray()) await deleteCascading(tables, referrer.table, row.id)
      await matching.delete()
    } else {
      await matching.delete()
    }
  }
}

function specsOf(declaration: Declaration): { query: QuerySpec<Row>; write: WriteSpec<Row> } {
  const derivedKeys = declaration.unique.map(derivedKeyOf).filter((key): key is string => key !== null)
  const unique: UniqueKey<Row>[] = declaration.unique.map((key) => {
    const derived = derivedKeyOf(key)
    return {
      name: key.name,
      index: uniqueIndexOf(key),
      key: (row) => {
        if (uniqueKeyOf(key, row) === null) return null
        if (derived) return row[derived] as string
        return key.fields.length === 1
          ? (row[key.fields[0] as string] as string)
          : key.fields.map((f) => row[f] as string)
      },
    }
  })
  const fields = Object.keys(declaration.schema.shape)
  return {
    query: {
      fields,
      searchFields: declaration.searchFields,
      defaultOrder: declaration.defaultOrder,
      timestampFields: declaration.timestamps,
      indexedFields: [...declaration.indexed, ...Object.keys(declaration.references ?? {})],
      derivedKeys,
    },
    write: {
      table: declaration.table,
      timestampFields: declaration.timestamps,
      unique,
      derivedKeys,
      derive(row) {
        const next: Row = { ...row }
        for (const key of declaration.unique) {
          const derived = derivedKeyOf(key)
          if (!derived) continue
          const value = uniqueKeyOf(key, row)
          if (value === null) delete next[derived]
          else next[derived] = value
        }
        return next
      },
    },
  }
}

export function resourceRepository<T extends { id: string }>(
  scope: EmulationScope,
  declaration: ResourceDeclaration<T>,
): CrudRepository<T> {
  const name = declaration.name as EmulationTableName
  const { query, write } = specsOf(declaration as unknown as Declaration)
  const own = [name] as const
  const tableOf = (tables: EmulationTables) => tables[name] as unknown as Table<Row, string>
  const read = <R>(op: (table: Table<Row, string>) => Promise<R>) =>
    scope.run('r', own, (t) => op(tableOf(t)))
  const cascade = deleteTables(name)
  const matches = (row: Row, expected: Filter<T>) =>
    Object.entries(expected).every(([field, value]) => value === undefined || (row[field] ?? null) === value)

  const repository: CrudRepository<T> = {
    findById: (id) =>
      read(async (table) => {
        const row = await table.get(id)
        return row === undefined ? null : (stripDerived(row, query.derivedKeys) as unknown as T)
      }),
    findOne: async (filter) => (await repository.list({ filter, limit: 1 }))[0] ?? null,
    list: (options) =>
      read((table) => listRecords(table, query, options as ListOptions<Row>)) as unknown as Promise<T[]>,
    count: (options) => read((table) => countRecords(table, query, options as ListOptions<Row>)),
    pageTotal: async (options, exactUpTo) => pageTotalOf(await repository.count(options), exactUpTo),
    countBy: async (field, options) => {
      const rows = await read((table) =>
        listRecords(table, query, { ...(options as ListOptions<Row>), limit: Number.MAX_SAFE_INTEGER }),
      )
      return groupCount(rows as unknown as T[], field)
    },
    create: (record) =>
      scope.run('rw', own, (t) =>
        insertRecord(tableOf(t), write, record as unknown as Row),
      ) as unknown as Promise<T>,
    createIfAbsent: (record) =>
      scope.run('rw', own, async (t) => {
        try {
          return await insertRecord(tableOf(t), write, record as unknown as Row)
        } catch (error) {
          // Checked before anything is written, so the transaction is still good.
          if (error instanceof UniqueConstraintError) return null
          throw error
        }
      }) as unknown as Promise<T | null>,
    update: (id, patch) =>
      scope.run('rw', own, (t) => patchRecord(tableOf(t), write, id, patch)) as unknown as Promise<T | null>,
    updateWhere: (id, expected, patch) =>
      scope.run('rw', own, async (t) => {
        const row = await tableOf(t).get(id)
        if (row === undefined || !matches(row, expected)) return null
        return patchRecord(tableOf(t), write, id, patch)
      }) as unknown as Promise<T | null>,
    delete: (id) =>
      scope.run('rw', cascade, async (t) => {
        if ((await tableOf(t).get(id)) === undefined) return false
        await deleteCascading(t, name, id)
        await tableOf(t).delete(id)
        return true
      }),
  }
  return repository
}

/** Keeps the `keep` newest records (default order, then id) and deletes the rest. */
export function pruneToLatest(scope: EmulationScope, declaration: Declaration, keep: number): Promise<void> {
  const name = declaration.name as EmulationTableName
  return scope.run('rw', [name], async (t) => {
    const table = t[name] as unknown as Table<Row, string>
    const rows = await listRecords(table, specsOf(declaration).query, {})
    await table.bulkDelete(rows.slice(Math.max(0, keep)).map((row) => row.id))
  })
}
