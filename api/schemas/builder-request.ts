import { z } from 'zod'
import { idSchema, timestampSchema } from './common'
import { listPageSchema, listQuerySchema } from './rest-list'
import { websiteRequestStatusSchema } from './website-request-status'
import { builderFormSchema } from './builder-form'

// Builder requests on the wire (/api/me/builder-requests, /api/admin/builder-requests). They are website
// requests with source 'builder'; this is the builder's own view of one.

/** POST /api/me/builder-requests: the builder's whole form. */
export const builderRequestInputSchema = z.object({ formData: builderFormSchema })

export const builderRequestSchema = z.object({
  id: idSchema,
  /** Six digits, issued by the server, unique among all website requests. */
  requestNumber: z.string(),
  userId: idSchema.nullable(),
  formData: builderFormSchema,
  status: websiteRequestStatusSchema,
  createdAt: timestampSchema,
})
export type BuilderRequest = z.infer<typeof builderRequestSchema>

export const builderRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ request: builderRequestSchema }),
})

export const builderRequestListQuerySchema = listQuerySchema([
  'createdAt',
  'updatedAt',
  'websiteName',
  'status',
]).extend({ status: websiteRequestStatusSchema.optional() })
export const builderRequestListResponseSchema = listPageSchema(builderRequestSchema)
