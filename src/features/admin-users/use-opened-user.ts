// The customer whose drawer is open (`?open=<id>`): read by id, so the drawer stays open when the
// customer leaves the filtered page (docs/admin-ui-kit.md#7-details-drawers).
import type { User } from '../../../api/users/user.shared'
import { drawerRecord } from '../../components/data-table/drawer-record'
import { useAdminUser } from '../../lib/data/admin-users'

export function useOpenedUser(id: string | undefined, page: readonly User[] | undefined): User | null {
  const byId = useAdminUser(id ?? null)
  if (!id) return null
  return drawerRecord(
    byId,
    page?.find((user) => user.id === id),
  )
}
