import { getTableColumns, sql, type BuildColumns, type SQL } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
  type IndexBuilder,
  type PgColumnBuilderBase,
  type PgTable,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { FieldOf, ResourceDeclaration, UniqueKey } from '../../../api/kernel/resource'
import { id, instant } from './columns'
import { searchIndex, searchTextColumn } from './search-text'

// The Drizzle table of a declared resource, derived from its declaration (docs/resources.md#the-sql-table):
// a column per record field (snake_case name; text, integer, boolean or jsonb from the zod type,
// timestamptz for the declared timestamps; NOT NULL unless the field is nullable), the unique keys, an
// index per indexed field, the foreign keys of the references, and for search fields the stored search
// text and its trigram index. `extras` carries only what the declaration cannot tell. It is written in
// server/db/schema/, beside the table, so nothing of Drizzle reaches api/, which the service worker
// bundles (docs/decisions/0022-tables-from-declarations.md).

type Declaration<T extends { id: string }, S extends FieldOf<T>> = ResourceDeclaration<T> & {
  timestamps: readonly S[]
}

/** A declaration as the derivation reads it, field names as plain strings. */
type Plain = ResourceDeclaration<{ id: string } & Record<string, unknown>>

export interface TableExtras<T extends { id: string }, C, D extends FieldOf<T>> {
  /**
   * Columns written by hand: a field whose SQL type or nullability the record schema does not tell
   * (bigint, a legacy NULL), or one of the declaration's `reservedColumns`.
   */
  columns?: C
  /** SQL column defaults (`createdAt` and `updatedAt` default to now() without saying). */
  defaults?: { [K in D]: T[K] | SQL }
  /**
   * The index of an indexed field (or the owner) when it is not `<table>_<field>_idx` on the field alone:
   * another name, more columns, lower(), GIN. Keyed by the field it leads with.
   */
  indexes?: (columns: Record<FieldOf<T>, AnyPgColumn>) => Partial<Record<FieldOf<T>, IndexBuilder>>
}

type Nullable<V> = null extends V ? true : undefined extends V ? true : false

/** The type of a derived column's builder: what Drizzle's queries and inserts type-check against. */
type DerivedBuilder<K, V, Timestamp extends boolean, Default extends boolean> = PgColumnBuilderBase<{
  name: string
  dataType: Timestamp extends true ? 'date' : 'custom'
  columnType: Timestamp extends true ? 'PgTimestamp' : 'PgDerived'
  data: Timestamp extends true ? Date : Exclude<V, null | undefined>
  driverParam: unknown
  enumValues: undefined
  notNull: K extends 'id' ? true : Nullable<V> extends true ? false : true
  hasDefault: Default
  isPrimaryKey: K extends 'id' ? true : false
}>

type Builders<T extends { id: string }, S, C, D> = {
  [K in Exclude<FieldOf<T>, keyof C>]: DerivedBuilder<
    K,
    T[K],
    K extends S ? true : false,
    K extends D | 'createdAt' | 'updatedAt' ? true : false
  >
} & C

export type ResourceTable<T extends { id: string }, S, C, D> = PgTableWithColumns<{
  name: string
  schema: undefined
  columns: BuildColumns<string, Builders<T, S, C, D>, 'pg'>
  dialect: 'pg'
}>

/** Every derived table by resource name: a reference's foreign key finds its table here. */
const tablesByResource = new Map<string, PgTable>()

function referencedId(resource: string): AnyPgColumn {
  const table = tablesByResource.get(resource)
  if (!table) throw new Error(`No table derived for the referenced resource '${resource}'.`)
  return (getTableColumns(table) as Record<string, AnyPgColumn>).id!
}

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[] }
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

type SqlType = 'text' | 'integer' | 'boolean' | 'jsonb'

/** The SQL type a record field's zod schema asks for, and whether it may be NULL. */
function sqlTypeOf(schema: z.ZodType, field: string): { type: SqlType; nullable: boolean } {
  const def = defOf(schema)
  switch (def.type) {
    case 'nullable':
    case 'optional':
      return { ...sqlTypeOf(def.innerType!, field), nullable: true }
    case 'default':
    case 'readonly':
      return sqlTypeOf(def.innerType!, field)
    case 'pipe':
      return sqlTypeOf(def.in!, field)
    case 'string':
    case 'enum':
    case 'literal':
      return { type: 'text', nullable: false }
    case 'number':
      // Whole numbers only (money is whole TRY or kuruş); a fraction's column is written by hand.
      if ((schema as { isInt?: boolean }).isInt) return { type: 'integer', nullable: false }
      break
    case 'boolean':
      return { type: 'boolean', nullable: false }
    case 'object':
    case 'record':
    case 'array':
      return { type: 'jsonb', nullable: false }
    case 'unknown':
      // Any JSON value, null among them.
      return { type: 'jsonb', nullable: true }
    case 'union': {
      const options = def.options!.map((option) => sqlTypeOf(option, field))
      const types = new Set(options.map((option) => option.type))
      if (types.size === 1)
        return { type: options[0]!.type, nullable: options.some((option) => option.nullable) }
      break
    }
  }
  throw new Error(`No SQL column type for field '${field}' (zod ${def.type}): write its column by hand.`)
}

/** The chain a column builder offers, whatever its type (the derived builder's type comes from Builders). */
interface Chain {
  notNull(): Chain
  default(value: unknown): Chain
  references(target: () => AnyPgColumn, actions: { onDelete: 'cascade' | 'set null' }): Chain
}

const columnOfType: Record<SqlType, (name: string) => unknown> = { text, integer, boolean, jsonb }

function derivedColumn(declaration: Plain, field: string, fieldDefault: unknown): Chain {
  if (field === 'id') return id() as unknown as Chain
  const name = snakeCase(field)
  const { type, nullable } = sqlTypeOf(declaration.schema.shape[field]!, field)
  const timestamp = declaration.timestamps.includes(field)
  let column = (timestamp ? instant(name) : columnOfType[type](name)) as unknown as Chain
  if (!nullable) column = column.notNull()
  // Every record's creation and change instants default to the time of the insert.
  const value =
    fieldDefault ?? (timestamp && (field === 'createdAt' || field === 'updatedAt') ? sql`now()` : undefined)
  return value === undefined ? column : column.default(value)
}

function uniqueIndexOf(
  table: string,
  unique: UniqueKey<{ id: string } & Record<string, unknown>>,
  columns: Record<string, AnyPgColumn>,
) {
  const parts = unique.fields.map((field) =>
    unique.caseInsensitive ? sql`lower(${columns[field]})` : columns[field]!,
  )
  const built = uniqueIndex(`${table}_${unique.name}`).on(...(parts as [SQL | AnyPgColumn]))
  if (!unique.skipEmpty) return built
  const present = unique.fields.map((field) => sql`${columns[field]} is not null and ${columns[field]} <> ''`)
  return built.where(sql.join(present, sql` and `))
}

/** The Drizzle table of a declared resource, plus the `extras` only SQL knows. */
export function resourceTable<
  T extends { id: string },
  S extends FieldOf<T>,
  C extends Record<string, PgColumnBuilderBase> = Record<never, never>,
  D extends FieldOf<T> = never,
>(declaration: Declaration<T, S>, extras: TableExtras<T, C, D> = {}): ResourceTable<T, S, C, D> {
  const plain = declaration as unknown as Plain
  const handWritten = (extras.columns ?? {}) as Record<string, Chain>
  const defaults = (extras.defaults ?? {}) as Record<string, unknown>
  const fields = Object.keys(plain.schema.shape)
  const reserved = plain.reservedColumns ?? []
  for (const name of Object.keys(handWritten))
    if (!fields.includes(name) && !reserved.includes(name))
      throw new Error(`Table '${plain.table}': column '${name}' is neither a field nor a reserved column.`)

  const columns: Record<string, Chain> = {}
  for (const field of fields) {
    let column = handWritten[field] ?? derivedColumn(plain, field, defaults[field])
    const reference = plain.references?.[field]
    if (reference)
      column = column.references(() => referencedId(reference.resource), { onDelete: reference.onDelete })
    columns[field] = column
  }
  for (const name of reserved) {
    if (!handWritten[name])
      throw new Error(`Table '${plain.table}': reserved column '${name}' is not written.`)
    columns[name] = handWritten[name]
  }
  const searchFields = plain.searchFields
  if (searchFields.length > 0) {
    // Lazily: the search fields' SQL names are known once the table is built.
    const names = () =>
      searchFields.map((field) => (getTableColumns(table) as Record<string, AnyPgColumn>)[field]!.name)
    columns.searchText = searchTextColumn(names) as unknown as Chain
  }

  const table = pgTable(plain.table, columns as unknown as Record<string, PgColumnBuilderBase>, (built) => {
    const t = built as unknown as Record<string, AnyPgColumn>
    const own = extras.indexes?.(t) ?? {}
    const leading = [...plain.indexed, ...Object.keys(own).filter((field) => !plain.indexed.includes(field))]
    return [
      ...plain.unique.map((unique) => uniqueIndexOf(plain.table, unique, t)),
      ...leading.map(
        (field) =>
          (own as Record<string, IndexBuilder>)[field] ??
          index(`${plain.table}_${snakeCase(field)}_idx`).on(t[field]!),
      ),
      ...(searchFields.length > 0 ? [searchIndex(`${plain.table}_search_trgm`, t.searchText!)] : []),
    ]
  })
  tablesByResource.set(plain.name, table)
  return table as unknown as ResourceTable<T, S, C, D>
}
