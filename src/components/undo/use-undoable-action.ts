// A change applied on screen at once and sent after the undo window, with a "Geri al" toast meanwhile.
// Held changes are sent straight away when the page is hidden (tab switched, app closed: the admin saw
// the change, so it must reach the server) and when the screen unmounts.
import { useCallback, useEffect, useRef } from 'react'
import { notify } from '../../lib/toast'
import { UNDO_WINDOW_MS, UndoableActions } from './undoable-actions'

export const UNDO_LABEL = 'Geri al'

export interface UndoableChange {
  /** The toast's text while the change waits. */
  message: string
  /** Shows the change on screen (optimistic). */
  apply: () => void
  /** Takes it back off the screen after "Geri al". */
  revert: () => void
  /** Sends it to the server (after the window, or at once on page hide). */
  send: () => void
}

export function useUndoableAction(windowMs: number = UNDO_WINDOW_MS): (change: UndoableChange) => void {
  const actions = useRef<UndoableActions | null>(null)
  actions.current ??= new UndoableActions(windowMs)

  useEffect(() => {
    const held = actions.current
    const flush = () => held?.flushAll()
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', flush)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [])

  return useCallback(
    (change: UndoableChange) => {
      const held = actions.current
      if (!held) return
      change.apply()
      let toastId = ''
      const pending = held.schedule(change.send, (outcome) => {
        notify.dismiss(toastId)
        if (outcome === 'undone') change.revert()
      })
      toastId = notify.info(change.message, {
        duration: windowMs,
        action: { label: UNDO_LABEL, onClick: () => void pending.undo() },
      })
    },
    [windowMs],
  )
}
