// The wizard's draft on this device (docs/drafts.md): read live, restored once with its step, saved
// ~400 ms after the last change (at least every 2 s while typing goes on), kept synchronously when the
// page goes away before its write has committed, deleted after the request went out.
import { useCallback, useEffect } from 'react'
import { deleteDraft } from '../../../lib/drafts'
import { useDraftSaver, useStoredDraft } from '../../../lib/drafts-live'
import type { DraftSaveState } from '../../../lib/drafts-saver'
import { useStepDraftState } from '../../../lib/use-step-draft-state'
import { DRAFT_SAVE_DELAY_MS, DRAFT_SAVE_MAX_DELAY_MS, draftKey, wizardDraftCodec } from '../wizard-draft'
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
  const { draft, restored, started, start, follow, update, restart } = useStepDraftState(
    wizardDraftCodec,
    saver,
  )

  // The first read starts the form; a later copy (written in another tab) may replace it.
  useEffect(() => {
    if (stored === undefined) return
    if (started()) {
      if (stored) follow(stored)
      return
    }
    saver.adopt(stored)
    start(stored?.value)
  }, [stored, saver, started, start, follow])

  const clear = useCallback(async () => {
    saver.close()
    await deleteDraft(key).catch(() => undefined)
  }, [key, saver])

  const discard = useCallback(async () => {
    await clear()
    saver.reopen()
    restart()
  }, [clear, saver, restart])

  return { draft, restored, saveState, update, discard, clear }
}
