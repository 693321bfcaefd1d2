// What the bell counts: the work waiting for the team (pending website requests, pending customer
// requests, open support tickets), each read as the `total` of a one-row list page. Refreshed by the
// admin stream (key 'live-bell', src/lib/data/live.ts) and by polling. Each line opens its screen filtered
// to what it counts.
import { z } from 'zod'
import { DESK_STATUS_OF_TICKET } from '../../../api/support-desk/support-desk.shared'
import { api } from '../../lib/api-client'
import { listUrl } from '../../lib/data/list-page'
import { useResourceQuery } from '../../lib/data/resource-query'

export interface BellItem {
  id: 'website-requests' | 'customer-requests' | 'support-tickets'
  label: (count: number) => string
  path: string
  status: string
  /** Where the entry leads. */
  to: '/admin/website-requests' | '/admin/support-tickets'
  search?: Record<string, string>
}

export const BELL_ITEMS: readonly BellItem[] = [
  {
    id: 'website-requests',
    label: (n) => `${n} bekleyen website talebi`,
    path: '/api/admin/website-requests',
    status: 'pending',
    to: '/admin/website-requests',
    search: { status: 'pending' },
  },
  {
    id: 'customer-requests',
    label: (n) => `${n} bekleyen müşteri talebi`,
    path: '/api/admin/customer-requests',
    status: 'pending',
    to: '/admin/support-tickets',
    search: { status: 'pending' },
  },
  {
    id: 'support-tickets',
    label: (n) => `${n} açık destek talebi`,
    path: '/api/admin/support-tickets',
    status: 'open',
    to: '/admin/support-tickets',
    // The desk speaks the requests' statuses (docs/rules/support-desk.md#statuses).
    search: { type: 'ticket', status: DESK_STATUS_OF_TICKET.open },
  },
]

const totalSchema = z.object({ data: z.object({ total: z.number().int() }) }).transform((a) => a.data.total)

export type BellCounts = Record<BellItem['id'], number | null>

async function fetchBellCounts(signal: AbortSignal): Promise<BellCounts> {
  const totals = await Promise.all(
    BELL_ITEMS.map((item) =>
      api
        .get(listUrl(item.path, { status: item.status, pageSize: 1 }), { schema: totalSchema, signal })
        // One list that cannot be read leaves its line out; the others still show.
        .catch(() => null),
    ),
  )
  return Object.fromEntries(BELL_ITEMS.map((item, i) => [item.id, totals[i] ?? null])) as BellCounts
}

export const useBellCounts = () => useResourceQuery(['live-bell'], fetchBellCounts)
