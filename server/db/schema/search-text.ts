import { sql, type SQL } from 'drizzle-orm'
import { index, text, type AnyPgColumn } from 'drizzle-orm/pg-core'

// The text a resource's search looks in: its search fields joined by a control character (which no
// search term can contain: the API refuses control characters), in Turkish lower case. Each searchable
// table stores it in a generated column, `search_text`, that the database computes on every write, and a
// trigram (pg_trgm) GIN index on that column serves `LIKE '%term%'`. Reading the stored text instead of
// computing it per row is what keeps a search over 100,000 rows fast on PGlite, where translate() costs
// about 10 µs a row (docs/resources.md#search).

const UPPER = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ'
const LOWER = 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû'

/**
 * Turkish lower case without depending on the database locale (PGlite runs with C, where lower() leaves
 * 'Ş' and 'İ' alone): the same mapping as toLocaleLowerCase('tr-TR') for the Turkish alphabet.
 */
export function trLower(value: SQL | AnyPgColumn): SQL {
  return sql`translate(${value}, ${sql.raw(`'${UPPER}'`)}, ${sql.raw(`'${LOWER}'`)})`
}

/** The search expression over these SQL column names (immutable, so the database can store it). */
export function searchExpression(columnNames: readonly string[]): SQL {
  const parts = columnNames.map((name) => sql`coalesce(${sql.identifier(name)}, '')`)
  return trLower(sql.join(parts, sql.raw(` || chr(1) || `)))
}

/**
 * The table's stored search text over its search columns (SQL names, in the order of the resource
 * declaration's searchFields), asked for when the table is complete (./resource-table.ts).
 */
export function searchTextColumn(columnNames: () => readonly string[]) {
  return text('search_text').generatedAlwaysAs(() => searchExpression(columnNames()))
}

/** The trigram index that serves `search_text LIKE '%…%'`. */
export function searchIndex(name: string, searchText: AnyPgColumn) {
  return index(name).using('gin', sql`${searchText} gin_trgm_ops`)
}
