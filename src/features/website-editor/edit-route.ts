// What the customer's (/edit-website/$id) and the team's (/admin/website-editor/$id) edit routes share: the
// tab in the URL (`?tab=`, none for Temel).
import { z } from 'zod'
import { EDIT_TABS } from './edit-form'
import type { EditTab } from './edit-form'

export const editSearchSchema = z.object({ tab: z.enum(EDIT_TABS).optional().catch(undefined) })

/** The URL search of a tab: Temel is the screen without one. */
export const editTabSearch = (tab: EditTab) => (tab === 'basic' ? {} : { tab })
