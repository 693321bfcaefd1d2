// The desk's list for the URL's state: one server page (search, status, sort, page), the stats over all
// requests, and local copies of changed requests shown until the server's copy catches up.
import { useCallback, useMemo, useState } from 'react'
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import { formatSort, resolveListState } from '../../components/data-table/list-search'
import { useAdminWebsiteRequests, useWebsiteRequestStats } from '../../lib/data/website-requests'
import { DESK_DEFAULTS } from './desk-search'
import type { DeskSearch } from './desk-search'
import { withLocalCopies } from './shown-requests'
import type { LocalCopies } from './shown-requests'

export function useDeskList(search: DeskSearch) {
  const state = resolveListState(search, DESK_DEFAULTS)
  const params = {
    q: state.q || undefined,
    status: state.filters.status,
    unpublished: state.filters.unpublished,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? formatSort(state.sort) : undefined,
  }
  const list = useAdminWebsiteRequests(params)
  const stats = useWebsiteRequestStats()
  const [local, setLocal] = useState<LocalCopies>(new Map())

  const show = useCallback((request: WebsiteRequest) => {
    setLocal((copies) => new Map(copies).set(request.id, request))
  }, [])
  const forget = useCallback((id: string) => {
    setLocal((copies) => {
      const next = new Map(copies)
      next.delete(id)
      return next
    })
  }, [])

  const data = list.data
  const page = useMemo(
    () => data && { items: withLocalCopies(data.items, local), total: data.total },
    [data, local],
  )
  return {
    state,
    params,
    page,
    loading: list.loading,
    error: list.error,
    refetch: list.refetch,
    stats: stats.data ?? null,
    show,
    forget,
  }
}
