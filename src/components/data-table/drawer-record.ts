// Which record a list's details drawer shows (`?open=<id>`, docs/admin-ui-kit.md#7-details-drawers):
// the one read by id, fresh after every change and still there when it leaves the filtered page (an
// admin suspends a customer under the 'Aktif' chip: the drawer stays open); the page's row while that
// read is on its way; nothing once the read failed and the row is gone too (the record was deleted).
export function drawerRecord<T>(
  byId: { data: T | undefined; error: string | null },
  row: T | undefined,
): T | null {
  if (byId.error) return row ?? null
  return byId.data ?? row ?? null
}
