import type { ResourceDeclaration } from '../kernel/resource'
import { resourceList } from '../kernel/resources'

// Which resources a backup holds and in which order (docs/rules/backups.md#format): every declared
// resource but the short-lived ones, each after the resources it references, so a restore can create
// the records one by one with every foreign key already satisfied.

/** Counters and sessions that expire within minutes: nothing to restore. */
const NOT_BACKED_UP = new Set(['rateLimits', 'previewSessions'])

/** The declarations a backup holds, parents before children. */
export function backupResources(
  declarations: readonly ResourceDeclaration[] = resourceList as unknown as readonly ResourceDeclaration[],
): ResourceDeclaration[] {
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
  return ordered.filter((d) => !NOT_BACKED_UP.has(d.name))
}
