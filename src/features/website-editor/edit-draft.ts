// The edit form's draft on this device (docs/drafts.md): the text fields of one website's form, per
// user, so a reload, a crash or a failed save costs nothing typed, and the saved version it started
// from (the save sends it: a draft older than the last save is refused, not written over it). Chosen
// files are not kept.
import { z } from 'zod'
import { websiteEditDraftSchema } from '../../../api/websites/website-edit.shared'
import { userDraftKey } from '../../lib/drafts'
import type { WebsiteEditForm } from './edit-form'

export const EDIT_DRAFT_SAVE_DELAY_MS = 400
export const EDIT_DRAFT_SAVE_MAX_DELAY_MS = 2000

const editDraftSchema = z.object({
  version: z.literal(1),
  websiteId: z.string(),
  form: websiteEditDraftSchema,
  /** The website's `lastModified` the form started from; absent in drafts kept before it was. */
  basedOn: z.string().optional(),
})
export type StoredEditDraft = z.input<typeof editDraftSchema>

/** 'website-edit:<websiteId>' under the user: `website-edit:<websiteId>:<userId>`. */
export function editDraftKey(websiteId: string, userId: string): string {
  return userDraftKey(`website-edit:${websiteId}`, userId)
}

export function serializeEditDraft(
  websiteId: string,
  form: WebsiteEditForm,
  basedOn: string,
): StoredEditDraft {
  return { version: 1, websiteId, form, basedOn }
}

/** The stored form of this website and the version it started from, or null when there is none. */
export function parseEditDraft(
  stored: unknown,
  websiteId: string,
): { form: WebsiteEditForm; basedOn: string | null } | null {
  const parsed = editDraftSchema.safeParse(stored)
  if (!parsed.success || parsed.data.websiteId !== websiteId) return null
  return { form: parsed.data.form, basedOn: parsed.data.basedOn ?? null }
}
