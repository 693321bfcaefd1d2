import type { ResourceDeclaration } from '../kernel/resource'
import { resourceList } from '../kernel/resources'

// Which resources a backup holds and in which order (docs/rules/backups.md#format): every declared
// resource but the transient ones, each after the resources it references, so a restore can create
// the records one by one with every foreign key already satisfied. Clear Database deletes in the
// opposite order, children first, so each record it removes is counted rather than cascaded away.

const declared = resourceList as unknown as readonly ResourceDeclaration[]

/** The declarations a backup holds, parents before children. */
export function backupResources(
  declarations: readonly ResourceDeclaration[] = declared,
): ResourceDeclaration[] {
  return parentsFirst(declarations).filter((declaration) => !declaration.transient)
}

/** The resources Clear Database empties (declared `customerData`), children before parents. */
export function customerDataResources(): ResourceDeclaration[] {
  return parentsFirst(declared)
    .filter((declaration) => declaration.customerData)
    .reverse()
}

function parentsFirst(declarations: readonly ResourceDeclaration[]): ResourceDeclaration[] {
  const byName = new Map(declarations.map((d) => [d.name, d]))
  const ordered: ResourceDeclaration[] = []
  const placed = new Set<string>()
  const visiting = new Set<string>()
  const place = (declaration: ResourceDeclaration) => {
    if (placed.has(declaration.name)) return
    if (visiting.has(declaration.name)) throw new Error(`reference cycle at ${declaration.name}`)
    visiting.add(declaration.name)
    for (const reference of Object.values(declaration.references ?? {})) {
      const parent = reference && byName.get(reference.resource)
      if (parent && parent.name !== declaration.name) place(parent)
    }
    visiting.delete(declaration.name)
    placed.add(declaration.name)
    ordered.push(declaration)
  }
  for (const declaration of declarations) place(declaration)
  return ordered
}
