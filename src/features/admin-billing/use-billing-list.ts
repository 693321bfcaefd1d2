// The list for the URL's state: one server page (search, status, sort, page) and the stats.
import { formatSort, resolveListState } from '../../components/data-table/list-search'
import { useAdminInvoices, useInvoiceStats } from '../../lib/data/invoices'
import { BILLING_DEFAULTS, type BillingSearch } from './billing-search'

export function useBillingList(search: BillingSearch) {
  const state = resolveListState(search, BILLING_DEFAULTS)
  const list = useAdminInvoices({
    q: state.q || undefined,
    status: state.filters.status,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? formatSort(state.sort) : undefined,
  })
  const stats = useInvoiceStats()
  return {
    state,
    page: list.data,
    loading: list.loading,
    error: list.error,
    refetch: list.refetch,
    stats: stats.data ?? null,
  }
}
