// Loads the dashboard and keeps it current: again when the tab regains focus, when the request desk
// changes a request, and every minute.
import { useCallback, useEffect, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { onWebsiteRequestsChanged } from '../../lib/admin-website-requests'
import { fetchAdminOverview, fetchDashboardFigures } from './dashboard-api'
import type { AdminOverview, DashboardFigures } from './dashboard-api'

export const DASHBOARD_REFRESH_MS = 60_000

interface Loadable<T> {
  value: T | null
  error: string | null
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Veriler yüklenemedi.')

export function useAdminDashboard() {
  const [figures, setFigures] = useState<Loadable<DashboardFigures>>({ value: null, error: null })
  const [overview, setOverview] = useState<Loadable<AdminOverview>>({ value: null, error: null })
  const [generation, setGeneration] = useState(0)
  const reload = useCallback(() => setGeneration((value) => value + 1), [])

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    fetchDashboardFigures(signal).then(
      (value) => !signal.aborted && setFigures({ value, error: null }),
      (error: unknown) =>
        !signal.aborted && setFigures((old) => ({ value: old.value, error: messageOf(error) })),
    )
    fetchAdminOverview(signal).then(
      (value) => !signal.aborted && setOverview({ value, error: null }),
      (error: unknown) =>
        !signal.aborted && setOverview((old) => ({ value: old.value, error: messageOf(error) })),
    )
    return () => controller.abort()
  }, [generation])

  useEffect(() => {
    const timer = window.setInterval(reload, DASHBOARD_REFRESH_MS)
    window.addEventListener('focus', reload)
    const stop = onWebsiteRequestsChanged(reload)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', reload)
      stop()
    }
  }, [reload])

  return { figures, overview, reload }
}
