// The form a step form's draft hook holds (docs/drafts.md), whatever stores it: started once from the
// first copy read (or empty), followed by a later copy (another tab or device) only while nothing typed
// here waits to be saved and the copy is not this screen's own write, and every change handed to the
// saver. Where the copies come from, and deleting them, stays with each form's hook.
import { useCallback, useRef, useState } from 'react'
import type { DraftRecord } from './drafts-record'
import type { DraftSaver } from './drafts-saver'
import type { StepDraft, StepDraftCodec } from './step-draft'

export function useStepDraftState<F>(codec: StepDraftCodec<F>, saver: DraftSaver) {
  const [draft, setDraft] = useState<StepDraft<F> | null>(null)
  const [restored, setRestored] = useState(false)
  const latest = useRef<StepDraft<F> | null>(null)

  const show = useCallback((next: StepDraft<F>) => {
    latest.current = next
    setDraft(next)
  }, [])

  /** Whether the form has started (a copy was read, or none was found). */
  const started = useCallback(() => latest.current !== null, [])

  /** The form starts from the stored value, or empty when there is none that parses. */
  const start = useCallback(
    (stored: unknown) => {
      const parsed = codec.parse(stored)
      show(parsed ?? codec.fresh())
      setRestored(parsed !== null)
    },
    [codec, show],
  )

  /** A later copy replaces the form, unless it is this screen's own write or a change waits. */
  const follow = useCallback(
    (copy: DraftRecord) => {
      if (saver.knows(copy) || saver.hasPending()) return
      const parsed = codec.parse(copy.value)
      if (!parsed) return
      saver.adopt(copy)
      show(parsed)
    },
    [codec, saver, show],
  )

  const update = useCallback(
    (change: (draft: StepDraft<F>) => StepDraft<F>) => {
      if (!latest.current) return
      const next = change(latest.current)
      show(next)
      saver.change(codec.serialize(next))
    },
    [codec, saver, show],
  )

  /** An empty form on step 1, nothing restored. */
  const restart = useCallback(() => {
    show(codec.fresh())
    setRestored(false)
  }, [codec, show])

  return { draft, restored, started, start, follow, update, restart }
}
