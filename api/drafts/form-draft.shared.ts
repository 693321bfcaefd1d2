import { z } from 'zod'
import { builderFormSchema } from '../builder/builder-form.shared'
import { idSchema, timestampSchema } from '../lib/common.shared'

// A form's draft kept on the server, so it follows the signed-in customer to another device
// (docs/drafts.md#on-the-server). Only forms without secrets are kept there: today the builder.

export const SERVER_DRAFT_FORMS = ['website-builder'] as const
export const serverDraftFormSchema = z.enum(SERVER_DRAFT_FORMS)
export type ServerDraftForm = z.infer<typeof serverDraftFormSchema>

/** A draft's value is at most this many bytes of JSON. */
export const SERVER_DRAFT_MAX_BYTES = 64 * 1024

export const formDraftRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  form: serverDraftFormSchema,
  value: z.unknown(),
  /** The device's revision (a millisecond time that only grows); the newer revision wins. */
  revision: z.number().int().min(0),
  updatedAt: timestampSchema,
})
export type FormDraftRecord = z.infer<typeof formDraftRecordSchema>

export const formDraftInputSchema = z.object({
  value: z.unknown(),
  revision: z.number().int().min(0),
})
export const formDraftResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ draft: z.object({ value: z.unknown(), revision: z.number() }).nullable() }),
})

/** The builder's draft: its form as typed (partial forms parse: every field has a default) and its step. */
export const builderDraftValueSchema = z.object({
  version: z.literal(1),
  step: z.number().int().min(0).max(5),
  form: builderFormSchema,
})
export type BuilderDraftValue = z.output<typeof builderDraftValueSchema>

/** What a draft's value must be, per form: checked before it is stored. */
export const serverDraftValueSchemas: Readonly<Record<ServerDraftForm, z.ZodType>> = {
  'website-builder': builderDraftValueSchema,
}
