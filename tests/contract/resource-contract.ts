import type { ResourceDeclaration } from '../../api/kernel/resource'
import { resources } from '../../api/kernel/resources'
import { sampleRecord } from '../../api/kernel/sample-record'
import type { Repositories } from '../../api/ports'

// Helpers of the table-driven resource suite: records of any declared resource with their required
// parents in place, and the fields a test can vary.

export type Declaration = ResourceDeclaration<{ id: string }>
type Shape = Record<string, { _zod: { def: { type: string; innerType?: unknown } } }>

const run = crypto.randomUUID().slice(0, 8)
let counter = 0

/** A number no other record of this run uses (ids, unique keys and instants stay distinct). */
export const nextNumber = () => ++counter

const kindOf = (declaration: Declaration, field: string) =>
  (declaration.schema.shape as Shape)[field]?._zod.def.type

export const isNullable = (declaration: Declaration, field: string) =>
  kindOf(declaration, field) === 'nullable'

/**
 * A field a test may set freely (neither unique, a reference nor a timestamp): a text field when the
 * record has one, else a number field, with distinct values of that kind.
 */
export function freeField(declaration: Declaration): {
  field: string
  value: (label: string) => string | number
} {
  const text = freeFields(declaration, 'string')[0]
  if (text) return { field: text, value: (label) => label }
  const number = freeFields(declaration, 'number')[0]
  if (!number) throw new Error(`resource ${declaration.name} has no free text or number field to test with`)
  const numbers = new Map<string, number>()
  return {
    field: number,
    value: (label) => {
      if (!numbers.has(label)) numbers.set(label, 1_000_000 + nextNumber())
      return numbers.get(label) as number
    },
  }
}

function freeFields(declaration: Declaration, kind: 'string' | 'number'): string[] {
  const taken = new Set<string>([
    'id',
    ...declaration.unique.flatMap((u) => u.fields),
    ...Object.keys(declaration.references ?? {}),
    ...declaration.timestamps,
  ])
  return Object.keys(declaration.schema.shape).filter((f) => !taken.has(f) && kindOf(declaration, f) === kind)
}

/** A stored record of `declaration`, its non-nullable references pointing at freshly stored parents. */
export async function storedRecord(
  repos: Repositories,
  declaration: Declaration,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string } & Record<string, unknown>> {
  const record = await newRecord(repos, declaration, overrides)
  return (await repos.resource(declaration).create(record)) as { id: string } & Record<string, unknown>
}

/** A record of `declaration` not stored yet, with its required parents stored. */
export async function newRecord(
  repos: Repositories,
  declaration: Declaration,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string } & Record<string, unknown>> {
  const n = nextNumber()
  const parents: Record<string, unknown> = {}
  for (const [field, reference] of Object.entries(declaration.references ?? {})) {
    if (!reference || field in overrides || isNullable(declaration, field)) continue
    const parent = resources[reference.resource as keyof typeof resources] as unknown as Declaration
    parents[field] = (await storedRecord(repos, parent)).id
  }
  return sampleRecord(declaration, n, {
    id: `${declaration.name}-${run}-${n}`,
    ...parents,
    ...overrides,
  }) as { id: string } & Record<string, unknown>
}
