// Navigates now or later, cancelled on unmount (docs/rules/website-requests.md#messages-after-sending).
import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'

export function useDelayedNavigation(): (path: string, delayMs?: number) => void {
  const router = useRouter()
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return useCallback(
    (path: string, delayMs = 0) => {
      window.clearTimeout(timer.current)
      if (delayMs <= 0) router.history.push(path)
      else timer.current = window.setTimeout(() => router.history.push(path), delayMs)
    },
    [router],
  )
}
