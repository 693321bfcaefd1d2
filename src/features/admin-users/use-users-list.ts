// The customers list for the URL's state: one server page (search, status, plan, sort, page) and the
// stats over every user.
import type { z } from 'zod'
import { formatSort, resolveListState } from '../../components/data-table/list-search'
import { useAdminUsers, useUserStats } from '../../lib/data/admin-users'
import { USERS_DEFAULTS } from './users-search'
import type { usersSearchSchema } from './users-search'

export function useUsersList(search: z.infer<typeof usersSearchSchema>) {
  const state = resolveListState(search, USERS_DEFAULTS)
  const params = {
    q: state.q || undefined,
    status: state.filters.status,
    subscription: state.filters.plan,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? formatSort(state.sort) : undefined,
  }
  const list = useAdminUsers(params)
  const stats = useUserStats()
  return { state, list, stats: stats.data ?? null }
}
