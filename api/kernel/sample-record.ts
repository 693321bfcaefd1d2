import type { z } from 'zod'
import type { ResourceDeclaration } from './resource'

// A valid record of any declared resource, built from its schema: the contract suite, the seeds and the
// bench make their records with it, so a new resource needs no hand-written fixture. Record `n` differs
// from record `n + 1` in every text, number and timestamp (unique keys stay unique); nullable fields are
// null unless `overrides` sets them; the first enum option is used unless overridden.

type Def = {
  type: string
  innerType?: z.ZodType
  entries?: Record<string, string>
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  in?: z.ZodType
  format?: string
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** 2026-01-01 plus `n` minutes: distinct, ordered instants. */
export function sampleInstant(n: number): string {
  return new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString()
}

function sampleValue(schema: z.ZodType, field: string, n: number, timestamp: boolean): unknown {
  const def = defOf(schema)
  switch (def.type) {
    case 'nullable':
      return null
    case 'optional':
    case 'default':
    case 'readonly':
      return sampleValue(def.innerType as z.ZodType, field, n, timestamp)
    case 'pipe':
      return sampleValue(def.in as z.ZodType, field, n, timestamp)
    case 'enum':
      return Object.values(def.entries ?? {})[0]
    case 'number':
    case 'int':
      return n
    case 'boolean':
      return false
    case 'array':
      return []
    case 'record':
      return {}
    case 'object': {
      const nested: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(def.shape ?? {}))
        nested[key] = sampleValue(value, key, n, false)
      return nested
    }
    case 'string':
      return timestamp || def.format === 'datetime' ? sampleInstant(n) : `${field}-${n}`
    default:
      return `${field}-${n}`
  }
}

export function sampleRecord<T extends { id: string }>(
  declaration: ResourceDeclaration<T>,
  n: number,
  overrides: Partial<T> = {},
): T {
  const record: Record<string, unknown> = {}
  for (const [field, schema] of Object.entries(declaration.schema.shape)) {
    const timestamp = (declaration.timestamps as readonly string[]).includes(field)
    record[field] = sampleValue(schema, field, n, timestamp)
  }
  record.id = `${declaration.name}-${n}`
  return { ...record, ...overrides } as T
}
