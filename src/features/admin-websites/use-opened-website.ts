// The website whose drawer is open (`?open=<id>`): read by id, so the drawer stays open when the website
// leaves the filtered page (docs/admin-ui-kit.md#7-details-drawers). Only the list answers the counted
// visitors: the drawer keeps the count it last saw on the page, none when the website never was there.
import { useState } from 'react'
import type { AdminWebsite, Website } from '../../../api/websites/website.shared'
import { drawerRecord } from '../../components/data-table/drawer-record'
import { useAdminWebsite } from '../../lib/data/admin-websites'

export type DrawerWebsite = Website & { countedVisitors: number | null }

export function useOpenedWebsite(
  id: string | undefined,
  page: readonly AdminWebsite[] | undefined,
): DrawerWebsite | null {
  const byId = useAdminWebsite(id ?? null)
  const row = page?.find((website) => website.id === id)
  // The last row seen on the page, kept while the drawer is open (React's "state from previous renders").
  const [seen, setSeen] = useState<AdminWebsite | null>(null)
  if (row && row !== seen) setSeen(row)
  if (!id) return null
  const website = drawerRecord<Website>(byId, row)
  if (!website) return null
  const visitors = row ?? (seen?.id === id ? seen : null)
  return { ...website, countedVisitors: visitors?.countedVisitors ?? null }
}
