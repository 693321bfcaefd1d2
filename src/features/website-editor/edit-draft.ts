// The edit form's draft on this device (docs/drafts.md): the text fields of one website's form, per
// user, so a reload, a crash or a failed save costs nothing typed. Chosen files are not kept.
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
})
export type StoredEditDraft = z.input<typeof editDraftSchema>

/** 'website-edit:<websiteId>' under the user: `website-edit:<websiteId>:<userId>`. */
export function editDraftKey(websiteId: string, userId: string): string {
  return userDraftKey(`website-edit:${websiteId}`, userId)
}

export function serializeEditDraft(websiteId: string, form: WebsiteEditForm): StoredEditDraft {
  return { version: 1, websiteId, form }
}

/** The stored form of this website, or null when there is none or it is not one. */
export function parseEditDraft(stored: unknown, websiteId: string): WebsiteEditForm | null {
  const parsed = editDraftSchema.safeParse(stored)
  return parsed.success && parsed.data.websiteId === websiteId ? parsed.data.form : null
}
