// The builder's draft: the form and the step, kept on this device per user (docs/drafts.md) and, for
// the same user on another device, on the server under the form name 'website-builder'.
import { builderFormSchema, emptyBuilderForm } from '../../../api/builder/builder-form.shared'
import type { BuilderForm } from '../../../api/builder/builder-form.shared'
import type { ServerDraftForm } from '../../../api/drafts/form-draft.shared'
import { userDraftKey } from '../../lib/drafts'
import { stepDraftCodec } from '../../lib/step-draft'
import type { StepDraft } from '../../lib/step-draft'
import { BUILDER_STEP_COUNT } from './builder-steps'

export const BUILDER_DRAFT_FORM: ServerDraftForm = 'website-builder'

/** Saved this long after the last change… */
export const DRAFT_SAVE_DELAY_MS = 2000
/** …and no later than this after the first unsaved one, so steady typing is saved too. */
export const DRAFT_SAVE_MAX_DELAY_MS = 10_000

export type BuilderDraft = StepDraft<BuilderForm>

export const builderDraftCodec = stepDraftCodec(builderFormSchema, BUILDER_STEP_COUNT, emptyBuilderForm)
export const { serialize: serializeDraft, parse: parseDraft, fresh: freshDraft } = builderDraftCodec

export function draftKey(userId: string): string {
  return userDraftKey(BUILDER_DRAFT_FORM, userId)
}
