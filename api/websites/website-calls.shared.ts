import { z } from 'zod'
import { idSchema, listQuerySchema } from '../lib/common.shared'
import {
  websiteCreateInputSchema,
  websiteSchema,
  websiteStatusSchema,
  websiteTemplateSchema,
  websiteUpdateFieldsSchema,
} from './website.shared'

// Bodies and answers of the admin API client's /api/websites calls.
export const websitesPostBodySchema = z.discriminatedUnion('action', [
  listQuerySchema.extend({
    action: z.literal('list'),
    status: websiteStatusSchema.optional(),
    template: websiteTemplateSchema.optional(),
    ownerId: idSchema.optional(),
  }),
  websiteCreateInputSchema.extend({ action: z.literal('create') }),
])
export type WebsitesPostBody = z.infer<typeof websitesPostBodySchema>

export const websitesPutBodySchema = websiteUpdateFieldsSchema.extend({
  action: z.literal('update'),
  id: idSchema,
  data: websiteUpdateFieldsSchema.optional(),
  fields: websiteUpdateFieldsSchema.optional(),
})
export type WebsitesPutBody = z.infer<typeof websitesPutBodySchema>

export const websitesDeleteBodySchema = z.object({
  action: z.literal('delete').optional(),
  id: idSchema.optional(),
})

export const websiteListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ websites: z.array(websiteSchema), total: z.number().int() }),
})
export const websiteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ website: websiteSchema }),
})
