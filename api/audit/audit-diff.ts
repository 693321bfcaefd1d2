import { REDACTED } from '../schemas/audit'

// What the audit trail keeps of a change: the fields that differ, before and after, with secrets
// replaced by a marker (docs/rules/activity-and-audit.md).

type Fields = Record<string, unknown>

/** A field whose value is a secret: password hashes, encrypted passwords, TOTP secrets, token hashes. */
export function isSecretField(name: string): boolean {
  return /password|secret|token|hash|recoverycodes/i.test(name)
}

export function redact(record: Fields): Fields {
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => [field, isSecretField(field) ? REDACTED : value]),
  )
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The changed fields of `before` → `after`; `updatedAt` alone is not a change. Null: nothing changed. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)])
  fields.delete('updatedAt')
  const was: Fields = {}
  const now: Fields = {}
  for (const field of fields) {
    if (same(before[field], after[field])) continue
    was[field] = before[field] ?? null
    now[field] = after[field] ?? null
  }
  if (Object.keys(now).length === 0) return null
  return { before: redact(was), after: redact(now) }
}
