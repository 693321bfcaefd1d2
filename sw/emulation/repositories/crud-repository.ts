import type { Table } from 'dexie'
import type { CountOptions, CrudRepository, ListOptions } from '../../../api/ports/crud-repository'
import type { EmulationTableName, EmulationTables } from '../dexie-db'
import type { EmulationScope } from '../dexie-transaction'
import { countRecords, listRecords, stripDerived, type QuerySpec } from './record-query'
import { insertRecord, patchRecord, type WriteSpec } from './record-writes'

// The ports' CrudRepository over one Dexie table; entity files supply the table, the query fields,
// unique keys and what a delete cascades to (the SQL schema's foreign keys, done by hand here).

export interface CrudSpec<T extends { id: string }, Row extends T>
  extends QuerySpec<Row>, Omit<WriteSpec<Row>, 'table' | 'timestampFields' | 'derivedKeys'> {
  table: EmulationTableName
  tableOf(tables: EmulationTables): Table<Row, string>
  /** Tables a delete touches besides its own (cascades). */
  cascadeTables?: readonly EmulationTableName[]
  onDelete?(tables: EmulationTables, id: string): Promise<void>
}

export function crudRepository<T extends { id: string }, Row extends T>(
  scope: EmulationScope,
  spec: CrudSpec<T, Row>,
): CrudRepository<T> {
  const own = [spec.table] as const
  const writeSpec: WriteSpec<Row> = { ...spec, table: spec.table }
  const read = <R>(op: (table: Table<Row, string>) => Promise<R>) =>
    scope.run('r', own, (tables) => op(spec.tableOf(tables)))

  return {
    findById: (id) =>
      read(async (table) => {
        const row = await table.get(id)
        return row === undefined ? null : stripDerived<T>(row, spec.derivedKeys)
      }),
    list: (options) => read((table) => listRecords(table, spec, options as ListOptions<Row>)),
    count: (options) => read((table) => countRecords(table, spec, options as CountOptions<Row>)),
    create: (record) =>
      scope.run('rw', own, (tables) => insertRecord(spec.tableOf(tables), writeSpec, record as Row)),
    update: (id, patch) =>
      scope.run('rw', own, (tables) => patchRecord(spec.tableOf(tables), writeSpec, id, patch)),
    delete: (id) =>
      scope.run('rw', [...own, ...(spec.cascadeTables ?? [])], async (tables) => {
        const table = spec.tableOf(tables)
        if ((await table.get(id)) === undefined) return false
        await spec.onDelete?.(tables, id)
        await table.delete(id)
        return true
      }),
  }
}
