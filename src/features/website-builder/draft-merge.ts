// The device's draft and the server's copy, compared by revision (a millisecond time that only grows).
// No I/O here: use-builder-draft.ts applies these rules.
import type { DraftRecord } from '../../lib/drafts-record'
import type { ServerDraft } from '../../lib/data/server-drafts'

export const asDraftRecord = (draft: ServerDraft): DraftRecord => ({
  value: draft.value,
  updatedAt: draft.revision,
})

/** The newer of the two copies; the device's on a tie (same revision, same change). */
export function newestDraft(device: DraftRecord | null, server: ServerDraft | null): DraftRecord | null {
  if (!server) return device
  if (!device) return asDraftRecord(server)
  return server.revision > device.updatedAt ? asDraftRecord(server) : device
}

/** Whether the device's saved draft still has to reach the server. */
export function needsUpload(device: DraftRecord | null, serverRevision: number): device is DraftRecord {
  return device !== null && device.updatedAt > serverRevision
}

/** A copy made before the draft was deleted on this device (see cleared-draft.ts) counts as none. */
export function afterClear<T extends { updatedAt: number } | { revision: number }>(
  copy: T | null | undefined,
  clearedRevision: number,
): T | null {
  if (!copy) return null
  const revision = 'updatedAt' in copy ? copy.updatedAt : copy.revision
  return revision > clearedRevision ? copy : null
}
