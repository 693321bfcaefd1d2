// The wizard's draft: the form and the step the user was on, stored per user on this device.
import { z } from 'zod'
import { WIZARD_STEP_COUNT } from './wizard-steps'
import { emptyWizardForm, wizardFormSchema } from './wizard-form'
import type { WizardForm } from './wizard-form'
import { userDraftKey } from '../../lib/drafts'

/** Saved this long after the last change… */
export const DRAFT_SAVE_DELAY_MS = 400
/** …but no later than this after the first unsaved one, so steady typing is saved too. */
export const DRAFT_SAVE_MAX_DELAY_MS = 2000

export interface WizardDraft {
  step: number
  form: WizardForm
}

const wizardDraftSchema = z.object({
  version: z.literal(1),
  step: z.number().int().min(1).max(WIZARD_STEP_COUNT).catch(1),
  form: wizardFormSchema,
})

/** One draft per user and form. */
export function draftKey(userId: string): string {
  return userDraftKey('website-request', userId)
}

export function serializeDraft(draft: WizardDraft): z.input<typeof wizardDraftSchema> {
  return { version: 1, step: draft.step, form: draft.form }
}

/** A stored draft, or null when there is none or it is not ours. */
export function parseDraft(stored: unknown): WizardDraft | null {
  const parsed = wizardDraftSchema.safeParse(stored)
  return parsed.success ? { step: parsed.data.step, form: parsed.data.form } : null
}

export function freshDraft(): WizardDraft {
  return { step: 1, form: emptyWizardForm() }
}
