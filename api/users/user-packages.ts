import { findPackageByName } from '../packages/user-package'
import type { Repositories } from '../ports'

/** Keeps packageId and subscription consistent: either one names a package (by id, or by name in any case). */
export function createPackageResolver(repos: Repositories) {
  return async function resolvePackage(fields: { packageId?: string | null; subscription?: string }) {
    if (fields.packageId) {
      const pkg = await repos.packages.findById(fields.packageId)
      return pkg ? { packageId: pkg.id, subscription: pkg.name } : {}
    }
    if (fields.subscription) {
      const pkg = await findPackageByName(repos, fields.subscription)
      return { subscription: fields.subscription, packageId: pkg?.id ?? null }
    }
    return fields.packageId === null ? { packageId: null } : {}
  }
}
