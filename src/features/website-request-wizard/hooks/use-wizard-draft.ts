// The wizard's draft on this device: loaded once (the step included), saved ~400 ms after the last
// change (at least every 2 s while typing goes on) and at once when the page is hidden or left,
// deleted after the request went out.
import { useCallback, useEffect, useRef, useState } from 'react'
import { deleteDraft, loadDraft, saveDraft, saveDraftNow } from '../../../lib/drafts'
import {
  DRAFT_SAVE_DELAY_MS,
  DRAFT_SAVE_MAX_DELAY_MS,
  draftKey,
  freshDraft,
  parseDraft,
  serializeDraft,
} from '../wizard-draft'
import type { WizardDraft } from '../wizard-draft'

export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'error'

export interface WizardDraftHandle {
  /** null while the stored draft is being read. */
  draft: WizardDraft | null
  /** A stored draft was found and restored. */
  restored: boolean
  saveState: DraftSaveState
  update: (change: (draft: WizardDraft) => WizardDraft) => void
  /** Throws the draft away and starts over. */
  discard: () => Promise<void>
  /** Deletes the draft for good (after sending); no later change is saved. */
  clear: () => Promise<void>
}

export function useWizardDraft(userId: string): WizardDraftHandle {
  const key = draftKey(userId)
  const [draft, setDraft] = useState<WizardDraft | null>(null)
  const [restored, setRestored] = useState(false)
  const [saveState, setSaveState] = useState<DraftSaveState>('idle')
  const latest = useRef<WizardDraft | null>(null)
  const unsaved = useRef(false)
  const closed = useRef(false)
  const timer = useRef<number | undefined>(undefined)
  /** When the oldest unsaved change was made (the debounce waits no longer than the max delay). */
  const dirtySince = useRef<number | null>(null)

  useEffect(() => {
    let active = true
    closed.current = false
    void loadDraft(key).then((stored) => {
      if (!active) return
      const parsed = parseDraft(stored)
      latest.current = parsed ?? freshDraft()
      setRestored(parsed !== null)
      setDraft(latest.current)
    })
    return () => {
      active = false
    }
  }, [key])

  /** Takes the unsaved draft, if any (the caller stores it). */
  const takeUnsaved = useCallback(() => {
    window.clearTimeout(timer.current)
    const value = latest.current
    if (!unsaved.current || closed.current || !value) return null
    unsaved.current = false
    dirtySince.current = null
    return serializeDraft(value)
  }, [])

  const flush = useCallback(() => {
    const value = takeUnsaved()
    if (!value) return
    saveDraft(key, value).then(
      () => setSaveState(unsaved.current ? 'saving' : 'saved'),
      () => setSaveState('error'),
    )
  }, [key, takeUnsaved])

  /** The page is going away: store now, in this task (see saveDraftNow). */
  const flushNow = useCallback(() => {
    const value = takeUnsaved()
    if (value && !saveDraftNow(key, value)) void saveDraft(key, value).catch(() => undefined)
  }, [key, takeUnsaved])

  const update = useCallback(
    (change: (draft: WizardDraft) => WizardDraft) => {
      if (closed.current || !latest.current) return
      latest.current = change(latest.current)
      unsaved.current = true
      setDraft(latest.current)
      setSaveState('saving')
      const now = Date.now()
      dirtySince.current ??= now
      const wait = Math.min(DRAFT_SAVE_DELAY_MS, dirtySince.current + DRAFT_SAVE_MAX_DELAY_MS - now)
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(flush, Math.max(0, wait))
    },
    [flush],
  )

  // A reload, a closed tab or a switch to another app must not cost the last 400 ms of typing.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flushNow()
    }
    window.addEventListener('pagehide', flushNow)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      window.removeEventListener('pagehide', flushNow)
      document.removeEventListener('visibilitychange', onHidden)
      flush()
    }
  }, [flush, flushNow])

  const clear = useCallback(async () => {
    closed.current = true
    unsaved.current = false
    dirtySince.current = null
    window.clearTimeout(timer.current)
    await deleteDraft(key).catch(() => undefined)
  }, [key])

  const discard = useCallback(async () => {
    await clear()
    closed.current = false
    const fresh = freshDraft()
    latest.current = fresh
    setDraft(fresh)
    setRestored(false)
    setSaveState('idle')
  }, [clear])

  return { draft, restored, saveState, update, discard, clear }
}
