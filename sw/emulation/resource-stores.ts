import type { ResourceDeclaration, UniqueKey } from '../../api/kernel/resource'
import { resourceList } from '../../api/kernel/resources'

// The Dexie schema of the declared resources, derived from their declarations: the primary key, one
// index per unique key, indexed field, reference and owner field, and the default order. IndexedDB cannot
// index an expression or a partial set, so a unique key that is case-insensitive or skips empty values
// is indexed through a derived key stored on the row (and removed before a record leaves the store).

type Declaration = ResourceDeclaration<{ id: string }>

/** The row property holding a derived unique key, or null when the key indexes its fields directly. */
export function derivedKeyOf(unique: UniqueKey<{ id: string }>): string | null {
  return unique.caseInsensitive || unique.skipEmpty ? `unique_${unique.name}` : null
}

/** The Dexie index a unique key is checked through. */
export function uniqueIndexOf(unique: UniqueKey<{ id: string }>): string {
  const derived = derivedKeyOf(unique)
  if (derived) return derived
  return unique.fields.length === 1 ? String(unique.fields[0]) : `[${unique.fields.join('+')}]`
}

function isArrayField(declaration: Declaration, field: string): boolean {
  const type = (declaration.schema.shape[field] as { def?: { type?: string } } | undefined)?.def?.type
  return type === 'array'
}

/** The Dexie store definition of one resource ('id, &email, role, …'). */
export function dexieStoreOf(declaration: Declaration): string {
  const uniques = declaration.unique.map((unique) => `&${uniqueIndexOf(unique)}`)
  const plain = new Set<string>([
    ...declaration.indexed,
    ...Object.keys(declaration.references ?? {}),
    ...(declaration.owner ? [declaration.owner] : []),
    declaration.defaultOrder,
  ])
  for (const unique of declaration.unique)
    if (unique.fields.length === 1) plain.delete(String(unique.fields[0]))
  plain.delete('id')
  const indexes = [...plain].map((field) => (isArrayField(declaration, field) ? `*${field}` : field))
  return ['id', ...uniques, ...indexes].join(', ')
}

export function resourceStores(): Record<string, string> {
  return Object.fromEntries(resourceList.map((d) => [d.name, dexieStoreOf(d as unknown as Declaration)]))
}
