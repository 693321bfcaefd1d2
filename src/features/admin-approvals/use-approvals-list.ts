// The list for the URL's state: one server page (search, status, type, sort, page), the figures, and the
// request whose detail dialog is open, read by id (it stays open when a decision moves it off the page).
import { drawerRecord } from '../../components/data-table/drawer-record'
import { formatSort, resolveListState } from '../../components/data-table/list-search'
import { useAdminApproval, useAdminApprovals, useApprovalStats } from '../../lib/data/approvals'
import { APPROVALS_DEFAULTS, type ApprovalsSearch } from './approvals-search'

export function useApprovalsList(search: ApprovalsSearch) {
  const state = resolveListState(search, APPROVALS_DEFAULTS)
  const list = useAdminApprovals({
    q: state.q || undefined,
    status: state.filters.status,
    type: state.filters.type,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? formatSort(state.sort) : undefined,
  })
  const stats = useApprovalStats()
  const byId = useAdminApproval(search.open ?? null)
  const row = list.data?.items.find((approval) => approval.id === search.open)
  return {
    state,
    page: list.data,
    loading: list.loading,
    error: list.error,
    refetch: list.refetch,
    stats: stats.data ?? null,
    opened: search.open ? drawerRecord(byId, row) : null,
  }
}
