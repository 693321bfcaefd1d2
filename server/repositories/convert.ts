// Records carry ISO-8601 strings and null; rows carry Date and null.

export const toIso = (value: Date): string => value.toISOString()

/**
 * Record (or patch) → row values: the named timestamp fields become Dates, everything else is kept
 * as is (record fields and table keys share their names). Keys absent from the patch stay absent.
 */
export function toRowValues(record: object, timestampFields: readonly string[]): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue
    row[key] = timestampFields.includes(key) && typeof value === 'string' ? new Date(value) : value
  }
  return row
}
