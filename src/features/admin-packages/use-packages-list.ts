// The list for the URL's state (one server page), the stat cards, and the active packages the
// customer-view preview shows.
import { formatSort, resolveListState } from '../../components/data-table/list-search'
import { useAdminPackages, usePackageStats } from '../../lib/data/packages'
import { PACKAGES_DEFAULTS, type PackagesSearch } from './packages-search'

const PREVIEW_PARAMS = { isActive: true, pageSize: 100, sort: 'price' }

export function usePackagesList(search: PackagesSearch) {
  const state = resolveListState(search, PACKAGES_DEFAULTS)
  const { status, offer } = state.filters
  const list = useAdminPackages({
    q: state.q || undefined,
    isActive: status === undefined ? undefined : status === 'active',
    showOnDashboard: offer === undefined ? undefined : offer === 'dashboard',
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? formatSort(state.sort) : undefined,
  })
  const stats = usePackageStats()
  const preview = useAdminPackages(PREVIEW_PARAMS)
  return {
    state,
    page: list.data,
    loading: list.loading,
    error: list.error,
    refetch: list.refetch,
    stats: stats.data ?? null,
    active: preview.data?.items ?? null,
  }
}
