// The edit form's state and its draft on this device: the form starts from a draft of this website
// when one is stored (what was typed before a reload or a failed save), else from the saved website;
// every change is kept as a draft ~400 ms later; the draft goes after a successful save. `basedOn` is
// the saved version the form started from (the save sends it); `rebase` moves it on when the user
// chooses to keep their changes over a newer save.
import { useCallback, useEffect, useRef, useState } from 'react'
import { deleteDraft } from '../../../lib/drafts'
import { useDraftSaver, useStoredDraft } from '../../../lib/drafts-live'
import type { DraftSaveState } from '../../../lib/drafts-saver'
import type { EditableWebsite } from '../../../lib/data/websites'
import {
  EDIT_DRAFT_SAVE_DELAY_MS,
  EDIT_DRAFT_SAVE_MAX_DELAY_MS,
  editDraftKey,
  parseEditDraft,
  serializeEditDraft,
} from '../edit-draft'
import { formFromWebsite } from '../edit-form'
import type { WebsiteEditForm } from '../edit-form'

export interface EditFormHandle {
  /** null while the stored draft is being read. */
  form: WebsiteEditForm | null
  /** The form was restored from a draft (changes not saved yet). */
  restored: boolean
  /** The website's `lastModified` the form started from. */
  basedOn: string
  /** Keeps the form, now based on `version` (the save over a newer version, chosen knowingly). */
  rebase: (version: string) => void
  saveState: DraftSaveState
  update: (change: (form: WebsiteEditForm) => WebsiteEditForm) => void
  /** Drops the draft and starts again from the saved website (or the newer copy given). */
  discardChanges: (to?: EditableWebsite) => Promise<void>
  /** After a successful save: nothing more is kept and the draft is deleted. */
  finish: () => Promise<void>
}

export function useEditForm(website: EditableWebsite, userId: string): EditFormHandle {
  const key = editDraftKey(website.id, userId)
  const stored = useStoredDraft(key)
  const { saver, saveState } = useDraftSaver(key, {
    delayMs: EDIT_DRAFT_SAVE_DELAY_MS,
    maxDelayMs: EDIT_DRAFT_SAVE_MAX_DELAY_MS,
  })
  const [form, setForm] = useState<WebsiteEditForm | null>(null)
  const [restored, setRestored] = useState(false)
  const latest = useRef<WebsiteEditForm | null>(null)
  const [basedOn, setBasedOn] = useState(website.lastModified)
  const base = useRef(website.lastModified)

  // Only the first read starts the form; later reads are this tab's own writes coming back.
  useEffect(() => {
    if (stored === undefined || latest.current) return
    saver.adopt(stored)
    const draft = parseEditDraft(stored?.value, website.id)
    latest.current = draft?.form ?? formFromWebsite(website)
    base.current = draft?.basedOn ?? website.lastModified
    setBasedOn(base.current)
    setRestored(draft !== null)
    setForm(latest.current)
  }, [stored, saver, website])

  const update = useCallback(
    (change: (form: WebsiteEditForm) => WebsiteEditForm) => {
      if (!latest.current) return
      latest.current = change(latest.current)
      setForm(latest.current)
      saver.change(serializeEditDraft(website.id, latest.current, base.current))
    },
    [saver, website.id],
  )

  const rebase = useCallback(
    (version: string) => {
      base.current = version
      setBasedOn(version)
      if (latest.current) saver.change(serializeEditDraft(website.id, latest.current, version))
    },
    [saver, website.id],
  )

  const finish = useCallback(async () => {
    saver.close()
    await deleteDraft(key).catch(() => undefined)
  }, [key, saver])

  const discardChanges = useCallback(
    async (to?: EditableWebsite) => {
      await finish()
      saver.reopen()
      const saved = to ?? website
      latest.current = formFromWebsite(saved)
      base.current = saved.lastModified
      setBasedOn(saved.lastModified)
      setForm(latest.current)
      setRestored(false)
    },
    [finish, saver, website],
  )

  return { form, restored, basedOn, rebase, saveState, update, discardChanges, finish }
}
