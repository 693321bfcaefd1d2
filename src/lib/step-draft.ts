// The stored shape of a step form's draft (docs/drafts.md): `{ version: 1, step, form }`, read back
// with the form's zod schema; a step out of range opens step 1, a foreign or older shape is no draft.
import { z } from 'zod'

export interface StepDraft<F> {
  step: number
  form: F
}

export interface StepDraftCodec<F> {
  serialize: (draft: StepDraft<F>) => { version: 1; step: number; form: F }
  /** A stored draft (on the device or the server), or null when there is none or it is not ours. */
  parse: (stored: unknown) => StepDraft<F> | null
  /** An empty form on step 1. */
  fresh: () => StepDraft<F>
}

export function stepDraftCodec<S extends z.ZodType>(
  formSchema: S,
  stepCount: number,
  emptyForm: () => z.output<S>,
): StepDraftCodec<z.output<S>> {
  const envelope = z.object({
    version: z.literal(1),
    step: z.number().int().min(1).max(stepCount).catch(1),
    form: z.unknown(),
  })
  return {
    serialize: (draft) => ({ version: 1, step: draft.step, form: draft.form }),
    parse: (stored) => {
      const parsed = envelope.safeParse(stored)
      const form = parsed.success ? formSchema.safeParse(parsed.data.form) : null
      return parsed.success && form?.success ? { step: parsed.data.step, form: form.data } : null
    },
    fresh: () => ({ step: 1, form: emptyForm() }),
  }
}
