// The table's one-click changes: copy, active ↔ passive, and delete (after the confirm dialog). Each
// reports the server's answer in a toast: the success message, or its reason (the delete guard's).
import { useCallback, useState } from 'react'
import type { Package } from '../../../api/packages/package.shared'
import { packageMessages } from '../../../api/packages/package-admin.shared'
import { ApiError } from '../../lib/api-client'
import { copyPackage, deletePackage, updatePackage } from '../../lib/data/packages'
import { notify } from '../../lib/toast'

const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback

export function usePackageActions() {
  const [busyId, setBusyId] = useState<string | null>(null)

  const run = useCallback(async (id: string, action: () => Promise<string | null>, failed: string) => {
    setBusyId(id)
    try {
      const message = await action()
      if (message) notify.success(message)
    } catch (error) {
      notify.error(reasonOf(error, failed))
    } finally {
      setBusyId(null)
    }
  }, [])

  return {
    busyId,
    onCopy: (pkg: Package) =>
      void run(
        pkg.id,
        async () => (await copyPackage(pkg.id, packageMessages.copied)).message,
        packageMessages.saveFailed,
      ),
    onToggleActive: (pkg: Package) =>
      void run(
        pkg.id,
        async () =>
          (await updatePackage(pkg.id, { isActive: !pkg.isActive }, packageMessages.statusUpdated)).message,
        packageMessages.saveFailed,
      ),
    remove: (pkg: Package) =>
      run(pkg.id, () => deletePackage(pkg.id, packageMessages.deleted), packageMessages.deleteFailed),
  }
}
