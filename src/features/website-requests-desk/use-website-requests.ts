// The desk's data: one page of requests for the current search and status filter (more on demand),
// the stats over all requests, and a reload after every change. A newer query cancels an older one.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { WebsiteRequest, WebsiteRequestStats } from '../../../api/schemas/website-request'
import type { WebsiteRequestStatus } from '../../../api/schemas/website-request-status'
import { ApiError } from '../../lib/api-client'
import { fetchWebsiteRequestStats, fetchWebsiteRequests } from '../../lib/admin-website-requests'

export const DESK_PAGE_SIZE = 50

export interface DeskQuery {
  search: string
  status: WebsiteRequestStatus | undefined
}

export interface DeskData {
  requests: WebsiteRequest[]
  total: number
  stats: WebsiteRequestStats | null
  loading: boolean
  error: string | null
  reload: () => void
  loadMore: () => void
  /** Shows a change at once (the spec: the list is updated first, then the server is called). */
  patchRequest: (request: WebsiteRequest) => void
}

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Website talepleri yüklenirken bir hata oluştu.'

export function useWebsiteRequests({ search, status }: DeskQuery): DeskData {
  const [requests, setRequests] = useState<WebsiteRequest[]>([])
  const [total, setTotal] = useState(0)
  const [stats, setStats] = useState<WebsiteRequestStats | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [generation, setGeneration] = useState(0)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setLoading(true)
    const query = { search, status, limit: DESK_PAGE_SIZE }
    Promise.all([
      fetchWebsiteRequests(query, current.signal),
      // The cards count every request, whatever the filter.
      fetchWebsiteRequestStats(current.signal),
    ])
      .then(([page, allStats]) => {
        if (current.signal.aborted) return
        setRequests(page.requests)
        setTotal(page.total)
        setStats(allStats)
        setError(null)
      })
      .catch((caught: unknown) => {
        if (!current.signal.aborted) setError(messageOf(caught))
      })
      .finally(() => {
        if (!current.signal.aborted) setLoading(false)
      })
    return () => current.abort()
  }, [search, status, generation])

  const reload = useCallback(() => setGeneration((value) => value + 1), [])

  const loadMore = useCallback(() => {
    const signal = controller.current?.signal
    fetchWebsiteRequests({ search, status, limit: DESK_PAGE_SIZE, offset: requests.length }, signal)
      .then((page) => {
        if (signal?.aborted) return
        setRequests((shown) => [...shown, ...page.requests.filter((r) => !shown.some((s) => s.id === r.id))])
        setTotal(page.total)
      })
      .catch((caught: unknown) => {
        if (!signal?.aborted) setError(messageOf(caught))
      })
  }, [search, status, requests.length])

  const patchRequest = useCallback((request: WebsiteRequest) => {
    setRequests((shown) => shown.map((item) => (item.id === request.id ? request : item)))
  }, [])

  return { requests, total, stats, loading, error, reload, loadMore, patchRequest }
}
