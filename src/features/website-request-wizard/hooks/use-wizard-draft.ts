// The wizard's draft on this device (docs/drafts.md): read live, restored once with its step, saved
// ~400 ms after the last change (at least every 2 s while typing goes on), kept synchronously when the
// page goes away before its write has committed, deleted after the request went out.
import { useCallback, useEffect, useRef, useState } from 'react'
import { deleteDraft } from '../../../lib/drafts'
import { useDraftSaver, useStoredDraft } from '../../../lib/drafts-live'
import type { DraftSaveState } from '../../../lib/drafts-saver'
import {
  DRAFT_SAVE_DELAY_MS,
  DRAFT_SAVE_MAX_DELAY_MS,
  draftKey,
  freshDraft,
  parseDraft,
  serializeDraft,
} from '../wizard-draft'
import type { WizardDraft } from '../wizard-draft'

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
  const stored = useStoredDraft(key)
  const { saver, saveState } = useDraftSaver(key, {
    delayMs: DRAFT_SAVE_DELAY_MS,
    maxDelayMs: DRAFT_SAVE_MAX_DELAY_MS,
  })
  const [draft, setDraft] = useState<WizardDraft | null>(null)
  const [restored, setRestored] = useState(false)
  const latest = useRef<WizardDraft | null>(null)

  // The first read starts the form; a later copy (written in another tab) replaces it only while
  // nothing typed here is waiting to be saved, and this tab's own writes coming back are skipped.
  useEffect(() => {
    if (stored === undefined) return
    if (latest.current) {
      if (!stored || saver.knows(stored) || saver.hasPending()) return
      const parsed = parseDraft(stored.value)
      if (!parsed) return
      saver.adopt(stored)
      latest.current = parsed
      setDraft(parsed)
      return
    }
    saver.adopt(stored)
    const parsed = parseDraft(stored?.value)
    latest.current = parsed ?? freshDraft()
    setRestored(parsed !== null)
    setDraft(latest.current)
  }, [stored, saver])

  const update = useCallback(
    (change: (draft: WizardDraft) => WizardDraft) => {
      if (!latest.current) return
      latest.current = change(latest.current)
      setDraft(latest.current)
      saver.change(serializeDraft(latest.current))
    },
    [saver],
  )

  const clear = useCallback(async () => {
    saver.close()
    await deleteDraft(key).catch(() => undefined)
  }, [key, saver])

  const discard = useCallback(async () => {
    await clear()
    saver.reopen()
    const fresh = freshDraft()
    latest.current = fresh
    setDraft(fresh)
    setRestored(false)
  }, [clear, saver])

  return { draft, restored, saveState, update, discard, clear }
}
