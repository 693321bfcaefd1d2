// The wizard's draft: the form and the step the user was on, stored per user on this device.
import { stepDraftCodec } from '../../lib/step-draft'
import type { StepDraft } from '../../lib/step-draft'
import { userDraftKey } from '../../lib/drafts'
import { WIZARD_STEP_COUNT } from './wizard-steps'
import { emptyWizardForm, wizardFormSchema } from './wizard-form'
import type { WizardForm } from './wizard-form'

/** Saved this long after the last change… */
export const DRAFT_SAVE_DELAY_MS = 400
/** …but no later than this after the first unsaved one, so steady typing is saved too. */
export const DRAFT_SAVE_MAX_DELAY_MS = 2000

export type WizardDraft = StepDraft<WizardForm>

export const wizardDraftCodec = stepDraftCodec(wizardFormSchema, WIZARD_STEP_COUNT, emptyWizardForm)
export const { serialize: serializeDraft, parse: parseDraft, fresh: freshDraft } = wizardDraftCodec

/** One draft per user and form. */
export function draftKey(userId: string): string {
  return userDraftKey('website-request', userId)
}
