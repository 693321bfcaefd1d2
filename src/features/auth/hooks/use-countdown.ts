// A countdown in whole seconds, computed from the clock (not from ticks), so a sleeping tab or a
// throttled timer never makes it drift.
import { useCallback, useEffect, useState } from 'react'

export function useCountdown(totalSeconds: number): { remaining: number; restart: () => void } {
  const [startedAt, setStartedAt] = useState(() => Date.now())
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [startedAt])
  const restart = useCallback(() => {
    const at = Date.now()
    setStartedAt(at)
    setNow(at)
  }, [])
  const elapsed = Math.floor((now - startedAt) / 1000)
  return { remaining: Math.max(0, totalSeconds - elapsed), restart }
}

/** 900 → "15:00", 65 → "01:05". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}
