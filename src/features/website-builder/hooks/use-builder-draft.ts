// The builder's draft (docs/drafts.md): kept on this device 2 s after the last change (kept
// synchronously when the page goes away first), and copied to the server once the device holds it,
// so it follows the user to another device. The form starts from the newer of the two copies; a newer
// copy read later (another tab, another device) replaces the form only while nothing typed here waits.
// A deleted draft stays deleted: copies up to its revision are ignored (cleared-draft.ts).
import { useCallback, useEffect, useRef, useState } from 'react'
import { deleteDraft } from '../../../lib/drafts'
import { useDraftSaver, useStoredDraft } from '../../../lib/drafts-live'
import type { DraftRecord } from '../../../lib/drafts-record'
import type { DraftSaveState } from '../../../lib/drafts-saver'
import { deleteServerDraft, saveServerDraft, useServerDraft } from '../../../lib/data/server-drafts'
import { useStepDraftState } from '../../../lib/use-step-draft-state'
import {
  BUILDER_DRAFT_FORM,
  DRAFT_SAVE_DELAY_MS,
  DRAFT_SAVE_MAX_DELAY_MS,
  builderDraftCodec,
  draftKey,
} from '../builder-draft'
import type { BuilderDraft } from '../builder-draft'
import { clearedRevision, markDraftCleared } from '../cleared-draft'
import { afterClear, asDraftRecord, needsUpload, newestDraft } from '../draft-merge'

/** How long the form waits for the server's copy before it starts from the device's alone. */
export const SERVER_DRAFT_WAIT_MS = 3000

export interface BuilderDraftHandle {
  /** null while the stored drafts are being read. */
  draft: BuilderDraft | null
  /** A stored draft (this device's or the server's) was found and restored. */
  restored: boolean
  saveState: DraftSaveState
  update: (change: (draft: BuilderDraft) => BuilderDraft) => void
  /** Deletes the draft here and on the server; nothing more is saved until `restart`. */
  clear: () => Promise<void>
  /** Deletes the draft and starts an empty form on step 1. */
  restart: () => Promise<void>
}

export function useBuilderDraft(userId: string): BuilderDraftHandle {
  const key = draftKey(userId)
  const stored = useStoredDraft(key)
  const server = useServerDraft(BUILDER_DRAFT_FORM)
  const { saver, saveState } = useDraftSaver(key, {
    delayMs: DRAFT_SAVE_DELAY_MS,
    maxDelayMs: DRAFT_SAVE_MAX_DELAY_MS,
  })
  const {
    draft,
    restored,
    started,
    start,
    follow,
    update,
    restart: startEmpty,
  } = useStepDraftState(builderDraftCodec, saver)
  const [waitedForServer, setWaitedForServer] = useState(false)
  const closed = useRef(false)
  /** The newest revision the server is known to hold. */
  const serverRevision = useRef(0)
  const storedRef = useRef<DraftRecord | null>(null)
  /** The revision of a deleted draft found on the server and deleted again (once). */
  const redeleted = useRef(0)
  /** Server writes go one after the other, so a DELETE never overtakes a PUT still on its way. */
  const serverWrites = useRef<Promise<unknown>>(Promise.resolve())

  const queueServerWrite = useCallback((task: () => Promise<unknown>) => {
    serverWrites.current = serverWrites.current.then(task).catch(() => undefined)
  }, [])

  useEffect(() => {
    const timer = setTimeout(() => setWaitedForServer(true), SERVER_DRAFT_WAIT_MS)
    return () => clearTimeout(timer)
  }, [])

  // Where the form starts, and later copies from another tab or device.
  useEffect(() => {
    if (stored === undefined) return
    storedRef.current = stored
    const cleared = clearedRevision(key)
    const device = afterClear(stored, cleared)
    const remote = afterClear(server.draft, cleared)
    if (server.draft && !remote && !closed.current && redeleted.current !== server.draft.revision) {
      // The server still has a draft deleted here (its delete was cut off, or a save landed after it).
      redeleted.current = server.draft.revision
      queueServerWrite(() => deleteServerDraft(BUILDER_DRAFT_FORM))
    }
    if (remote) serverRevision.current = Math.max(serverRevision.current, remote.revision)
    const newest = newestDraft(device, remote)
    if (!started()) {
      if (!server.settled && !waitedForServer) return
      saver.adopt(device)
      if (remote) saver.adopt(asDraftRecord(remote))
      start(newest?.value)
      return
    }
    if (!closed.current && newest) follow(newest)
  }, [
    key,
    stored,
    server.draft,
    server.settled,
    waitedForServer,
    saver,
    queueServerWrite,
    started,
    start,
    follow,
  ])

  // Once the device holds a change (its write has committed and comes back live), the server gets it.
  useEffect(() => {
    const record = afterClear(stored, clearedRevision(key))
    if (!started() || closed.current || !needsUpload(record, serverRevision.current)) return
    serverRevision.current = record.updatedAt
    queueServerWrite(async () => {
      try {
        await saveServerDraft(BUILDER_DRAFT_FORM, { value: record.value, revision: record.updatedAt })
      } catch {
        // Not on the server yet: the next saved change (or the next visit) sends the newest copy.
        if (serverRevision.current === record.updatedAt) serverRevision.current = 0
      }
    })
  }, [key, stored, draft, started, queueServerWrite])

  const clear = useCallback(async () => {
    closed.current = true
    saver.close()
    // Every copy made so far is the deleted draft: never restored or sent again, here or after a reload.
    const revision = Math.max(Date.now(), serverRevision.current, storedRef.current?.updatedAt ?? 0)
    markDraftCleared(key, revision)
    saver.adopt({ value: null, updatedAt: revision })
    serverRevision.current = revision
    queueServerWrite(() => deleteServerDraft(BUILDER_DRAFT_FORM))
    await deleteDraft(key).catch(() => undefined)
  }, [key, saver, queueServerWrite])

  const restart = useCallback(async () => {
    await clear()
    saver.reopen()
    closed.current = false
    startEmpty()
  }, [clear, saver, startEmpty])

  return { draft, restored, saveState, update, clear, restart }
}
