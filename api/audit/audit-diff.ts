import { REDACTED } from './audit.shared'

// What the audit trail keeps of a change: the fields that differ, before and after, with secrets
// replaced by a marker (docs/rules/activity-and-audit.md#what-the-audit-keeps). A nested object (a
// website's edit model, a builder form) keeps only its own changed fields, however deep; an array is
// one value.

type Fields = Record<string, unknown>

/** A field whose value is a secret: password hashes, encrypted passwords, TOTP secrets, token hashes. */
export function isSecretField(name: string): boolean {
  return /password|secret|token|hash|recoverycodes/i.test(name)
}

const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue)
  return isPlainObject(value) ? redact(value) : value
}

/** The record with every secret field, at any depth, replaced by the marker. */
export function redact(record: Fields): Fields {
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => [
      field,
      isSecretField(field) && value !== null && value !== undefined ? REDACTED : redactValue(value),
    ]),
  )
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function diff(before: Fields, after: Fields, ignore: ReadonlySet<string>): { was: Fields; now: Fields } {
  const was: Fields = {}
  const now: Fields = {}
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (ignore.has(field)) continue
    const a = before[field]
    const b = after[field]
    if (isPlainObject(a) && isPlainObject(b)) {
      const inner = diff(a, b, new Set())
      if (Object.keys(inner.now).length === 0) continue
      was[field] = inner.was
      now[field] = inner.now
      continue
    }
    if (same(a ?? null, b ?? null)) continue
    was[field] = a ?? null
    now[field] = b ?? null
  }
  return { was, now }
}

const IGNORED = new Set(['updatedAt'])

/** The changed fields of `before` → `after`; `updatedAt` alone is not a change. Null: nothing changed. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const { was, now } = diff(before, after, IGNORED)
  if (Object.keys(now).length === 0) return null
  return { before: redact(was), after: redact(now) }
}
