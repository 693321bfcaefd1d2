// The list for the URL's state: one server page (search, status, template, unpublished changes, sort,
// page) and the stats.
import { formatSort, resolveListState } from '../../components/data-table/list-search'
import { useAdminWebsites, useWebsiteStats } from '../../lib/data/admin-websites'
import { WEBSITES_DEFAULTS, type WebsitesSearch } from './websites-search'

export function useWebsitesList(search: WebsitesSearch) {
  const state = resolveListState(search, WEBSITES_DEFAULTS)
  const params = {
    q: state.q || undefined,
    status: state.filters.status,
    template: state.filters.template,
    unpublished: state.filters.unpublished,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? formatSort(state.sort) : undefined,
  }
  const list = useAdminWebsites(params)
  const stats = useWebsiteStats()
  return {
    state,
    page: list.data,
    loading: list.loading,
    error: list.error,
    refetch: list.refetch,
    stats: stats.data ?? null,
  }
}
