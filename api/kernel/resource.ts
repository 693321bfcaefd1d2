import type { z } from 'zod'

// A resource is declared once (docs/resources.md): its record schema and the facts every store needs.
// The SQL tables (server/db/schema/resource-table.ts), the SQL, Dexie and in-memory repositories, the
// Dexie store definitions, the seeds and the contract suite all derive from these declarations.

export type FieldOf<T> = keyof T & string

export interface UniqueKey<T> {
  /** The constraint's name without the table prefix ('number_unique' → invoices_number_unique). */
  name: string
  fields: readonly FieldOf<T>[]
  /** Compared lower-cased (the SQL index is on lower(field)). */
  caseInsensitive?: boolean
  /** Rows whose value is '' take no part (a partial unique index). NULL never takes part. */
  skipEmpty?: boolean
}

export interface Reference {
  /** The declared name of the referenced resource. */
  resource: string
  /** What deleting the referenced record does to this one (the SQL foreign key's ON DELETE). */
  onDelete: 'cascade' | 'set null'
}

export interface ResourceDeclaration<T extends { id: string } = { id: string }> {
  /** The repository's key in Repositories and the Dexie table's name. */
  name: string
  /** The SQL table's name. */
  table: string
  schema: z.ZodType<T> & { shape: Record<string, z.ZodType> }
  /** Case-insensitive (Turkish) substring search runs over these. */
  searchFields: readonly FieldOf<T>[]
  unique: readonly UniqueKey<T>[]
  /** Fields with an index of their own (filters and sorts that must stay fast). */
  indexed: readonly FieldOf<T>[]
  /** ISO-8601 instants: stored as timestamptz in SQL, normalised to `toISOString()` everywhere. */
  timestamps: readonly FieldOf<T>[]
  /** Lists are ordered by this field, descending, ties broken by id. */
  defaultOrder: FieldOf<T>
  /** The field naming the user a record belongs to (`/api/me/…` lists only theirs). */
  owner?: FieldOf<T>
  references?: Partial<Record<FieldOf<T>, Reference>>
  /** Columns of the SQL table the record does not carry yet, with the reason in a comment. */
  reservedColumns?: readonly string[]
  /**
   * What customers made or what was made for them: 'Clear Database' empties it
   * (docs/rules/backups.md#clear-database). Left out, the records stay (settings, packages, logs…).
   */
  customerData?: boolean
  /** Counters and sessions that expire within minutes: backups leave them out (nothing to restore). */
  transient?: boolean
  /**
   * Records are only ever added (the audit trail): `repos.resource()` gives no update, updateWhere or
   * delete (and refuses them at run time), and the SQL table refuses UPDATE and DELETE by a trigger
   * (`<table>_append_only`, in its migration). Declared with defineAppendOnlyResource.
   */
  appendOnly?: boolean
}

/** A declaration whose records are never changed or deleted. */
export type AppendOnlyDeclaration<T extends { id: string }> = ResourceDeclaration<T> & { appendOnly: true }

/**
 * Declares a resource; the type parameter ties every field list to the record's fields. The timestamp
 * fields keep their names in the type: the SQL table's columns for them hold dates (server/db/schema).
 */
export function defineResource<T extends { id: string }, S extends FieldOf<T>>(
  declaration: ResourceDeclaration<T> & { timestamps: readonly S[] },
) {
  return declaration
}

/**
 * Declares an append-only resource. It has no references: a foreign key's ON DELETE would change or
 * delete its rows when the referenced record goes.
 */
export function defineAppendOnlyResource<T extends { id: string }, S extends FieldOf<T>>(
  declaration: Omit<ResourceDeclaration<T>, 'appendOnly' | 'references'> & { timestamps: readonly S[] },
): AppendOnlyDeclaration<T> & { timestamps: readonly S[] } {
  return { ...declaration, appendOnly: true }
}

export type RecordOf<D> = D extends ResourceDeclaration<infer T> ? T : never

/** The unique key of a record, or null when the record takes no part in it. */
export function uniqueKeyOf<T>(unique: UniqueKey<T>, record: T): string | null {
  const parts: string[] = []
  for (const field of unique.fields) {
    const value = (record as Record<string, unknown>)[field]
    if (value === null || value === undefined) return null
    const text = String(value)
    if (unique.skipEmpty && text === '') return null
    // Plain toLowerCase, like SQL lower() and the API (tr-TR would turn 'I' into 'ı').
    parts.push(unique.caseInsensitive ? text.toLowerCase() : text)
  }
  return parts.join('\u0000')
}

/** Fields a list may be sorted or filtered by: every top-level field that is not a nested object. */
export function scalarFields<T extends { id: string }>(declaration: ResourceDeclaration<T>): FieldOf<T>[] {
  return Object.keys(declaration.schema.shape) as FieldOf<T>[]
}
