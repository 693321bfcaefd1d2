import type { IndexableType, Table } from 'dexie'
import { normaliseRecord, stripDerived } from './record-query'

// Inserts and patch-updates shared by the repositories. Unique constraints are checked explicitly
// (inside the caller's read-write transaction, so the check and the write are atomic) to throw a
// clear error; the unique indexes of dexie-db.ts stay as the last line of defence.

export class UniqueConstraintError extends Error {
  constructor(
    readonly table: string,
    readonly constraint: string,
  ) {
    super(`duplicate key value violates unique constraint "${table}_${constraint}"`)
    this.name = 'UniqueConstraintError'
  }
}

export interface UniqueKey<Row> {
  /** Constraint name, reported in the error. */
  name: string
  /** The Dexie index that holds the key ('email', '[googleIssuer+googleSubject]'). */
  index: string
  /** The row's key, or null when the row does not take part (partial unique index, NULLs). */
  key(row: Row): IndexableType | null
}

export interface WriteSpec<Row> {
  table: string
  timestampFields: readonly string[]
  unique?: readonly UniqueKey<Row>[]
  derivedKeys?: readonly string[]
  /** Adds the derived index keys to a row about to be stored. */
  derive?(row: Row): Row
}

async function assertUnique<Row extends { id: string }>(
  table: Table<Row, string>,
  spec: WriteSpec<Row>,
  row: Row,
): Promise<void> {
  for (const unique of spec.unique ?? []) {
    const key = unique.key(row)
    if (key === null) continue
    const other = await table.where(unique.index).equals(key).first()
    if (other && other.id !== row.id) throw new UniqueConstraintError(spec.table, unique.name)
  }
}

function toRow<Row>(spec: WriteSpec<Row>, record: Row): Row {
  const row = normaliseRecord(record as Row & object, spec.timestampFields)
  return spec.derive ? spec.derive(row) : row
}

/** Inserts a full record; throws on a duplicate id or a violated unique key. Returns the stored record. */
export async function insertRecord<Row extends { id: string }>(
  table: Table<Row, string>,
  spec: WriteSpec<Row>,
  record: Row,
): Promise<Row> {
  const row = toRow(spec, record)
  if ((await table.get(row.id)) !== undefined) throw new UniqueConstraintError(spec.table, 'pkey')
  await assertUnique(table, spec, row)
  await table.add(row)
  return stripDerived(row, spec.derivedKeys)
}

/**
 * Applies the keys present in `patch` (undefined values and `id` are ignored) and returns the updated
 * record, or null when the id does not exist.
 */
export async function patchRecord<Row extends { id: string }>(
  table: Table<Row, string>,
  spec: WriteSpec<Row>,
  id: string,
  patch: object,
): Promise<Row | null> {
  const existing = await table.get(id)
  if (existing === undefined) return null
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([key, value]) => value !== undefined && key !== 'id'),
  )
  if (Object.keys(changes).length === 0) return stripDerived(existing, spec.derivedKeys)
  const base = stripDerived(existing, spec.derivedKeys)
  const row = toRow(spec, { ...base, ...changes })
  await assertUnique(table, spec, row)
  await table.put(row)
  return stripDerived(row, spec.derivedKeys)
}
