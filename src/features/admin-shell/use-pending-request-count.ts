// How many website requests wait for the team (the bell's red dot): read on mount, when the window
// regains focus, when the desk changes a request, and every minute.
import { useEffect, useState } from 'react'
import { fetchWebsiteRequests, onWebsiteRequestsChanged } from '../../lib/admin-website-requests'

export const PENDING_POLL_MS = 60_000

export function usePendingRequestCount(): number | null {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    let controller: AbortController | null = null
    const refresh = () => {
      controller?.abort()
      const current = new AbortController()
      controller = current
      fetchWebsiteRequests({ status: 'pending', limit: 1 }, current.signal)
        .then((page) => {
          if (!current.signal.aborted) setCount(page.total)
        })
        .catch(() => undefined) // keep the last known count; the bell is a hint, not a source of truth
    }
    refresh()
    const timer = window.setInterval(refresh, PENDING_POLL_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('focus', refresh)
    const stopListening = onWebsiteRequestsChanged(refresh)
    return () => {
      controller?.abort()
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('focus', refresh)
      stopListening()
    }
  }, [])
  return count
}
