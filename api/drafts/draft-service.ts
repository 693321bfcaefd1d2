import { ApiError } from '../lib/http'
import type { ApiPorts } from '../ports'
import {
  SERVER_DRAFT_MAX_BYTES,
  serverDraftValueSchemas,
  type FormDraftRecord,
  type ServerDraftForm,
} from './form-draft.shared'
import { draftMessages } from './draft-messages'
import { formDraftResource } from './form-draft-resource'

// Form drafts kept on the server, one per (user, form), so a form follows its user to another device.
// The newer revision wins: a write is a compare-and-set on the revision it read, so of two devices
// writing at once the higher revision stays, whatever order the writes land in (a write that loses the
// race reads again). The same on every store (the generic repository only). docs/drafts.md#on-the-server

/** Far more than any real contention: each retry means another write to the same draft landed meanwhile. */
const MAX_ATTEMPTS = 20

export interface StoredDraft {
  value: unknown
  revision: number
}

const view = (record: FormDraftRecord): StoredDraft => ({ value: record.value, revision: record.revision })

/** The value's size as stored: its JSON in UTF-8. */
const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value) ?? '').length

export function createDraftService({ ports }: { ports: ApiPorts }) {
  const repo = ports.repos.resource(formDraftResource)
  const find = (userId: string, form: ServerDraftForm) => repo.findOne({ userId, form })

  return {
    async get(userId: string, form: ServerDraftForm): Promise<StoredDraft | null> {
      const record = await find(userId, form)
      return record ? view(record) : null
    },

    /** Stores `value` unless the stored draft's revision is the same or newer; answers the stored draft. */
    async put(userId: string, form: ServerDraftForm, input: StoredDraft): Promise<StoredDraft> {
      if (jsonBytes(input.value) > SERVER_DRAFT_MAX_BYTES) throw new ApiError(413, draftMessages.tooLarge)
      const parsed = serverDraftValueSchemas[form].safeParse(input.value)
      if (!parsed.success) throw new ApiError(400, draftMessages.invalidValue)
      const value: unknown = parsed.data
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const updatedAt = ports.clock.now().toISOString()
        const stored = await find(userId, form)
        if (!stored) {
          // A parallel first write of the same draft loses on the (user, form) key and reads again.
          const record = { id: ports.ids.uuid(), userId, form, value, revision: input.revision, updatedAt }
          const created = await repo.createIfAbsent(record)
          if (created) return view(created)
          continue
        }
        if (stored.revision >= input.revision) return view(stored)
        const patch = { value, revision: input.revision, updatedAt }
        const updated = await repo.updateWhere(stored.id, { revision: stored.revision }, patch)
        if (updated) return view(updated)
      }
      throw new Error(`draft '${form}': the stored draft kept changing`)
    },

    async remove(userId: string, form: ServerDraftForm): Promise<void> {
      const record = await find(userId, form)
      if (record) await repo.delete(record.id)
    },
  }
}
export type DraftService = ReturnType<typeof createDraftService>
