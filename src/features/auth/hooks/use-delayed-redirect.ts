// Navigates after a delay (docs/rules/accounts-and-sign-in.md#verification-screens), cancelled on unmount.
import { useCallback, useEffect, useRef } from 'react'
import { useGoTo } from '../navigation'

export function useDelayedRedirect(): (path: string, delayMs: number) => void {
  const goTo = useGoTo()
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return useCallback(
    (path: string, delayMs: number) => {
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => goTo(path), delayMs)
    },
    [goTo],
  )
}
