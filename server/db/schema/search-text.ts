import { sql, type SQL } from 'drizzle-orm'
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core'

// The text a resource's search looks in, as one SQL expression: its search fields joined by a control
// character (which no search term can contain: the API refuses control characters), in Turkish lower
// case. A trigram (pg_trgm) GIN index on exactly this expression serves `LIKE '%term%'`, so a substring
// search stays fast on large tables (docs/resources.md).

const UPPER = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ'
const LOWER = 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû'

/**
 * Turkish lower case without depending on the database locale (PGlite runs with C, where lower() leaves
 * 'Ş' and 'İ' alone): the same mapping as toLocaleLowerCase('tr-TR') for the Turkish alphabet.
 */
export function trLower(value: SQL | AnyPgColumn): SQL {
  return sql`translate(${value}, ${sql.raw(`'${UPPER}'`)}, ${sql.raw(`'${LOWER}'`)})`
}

/** The search expression of these columns (immutable, so it can be indexed). */
export function searchText(columns: readonly AnyPgColumn[]): SQL {
  const parts = columns.map((column) => sql`coalesce(${column}, '')`)
  return trLower(sql.join(parts, sql.raw(` || chr(1) || `)))
}

/** The trigram index that serves searchText(columns) LIKE '%…%'. */
export function searchIndex(name: string, columns: readonly AnyPgColumn[]) {
  return index(name).using('gin', sql`${searchText(columns)} gin_trgm_ops`)
}
