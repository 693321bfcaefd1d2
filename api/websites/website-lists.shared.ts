import { z } from 'zod'
import { idSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'
import { websiteSchema, websiteStatusSchema, websiteTemplateSchema } from './website.shared'

// The websites' REST lists: the query a list takes and the page it answers, the owner's (/api/me/websites)
// and the team's (/api/admin/websites); api/routes/resource-routes.ts builds the routes from them.

export const meWebsiteListQuerySchema = listQuerySchema([
  'createdAt',
  'lastModified',
  'name',
  'domain',
  'status',
]).extend({ status: websiteStatusSchema.optional() })

export const meWebsiteListResponseSchema = listPageSchema(websiteSchema)

/** q searches the websites repository's search fields. */
export const adminWebsiteListQuerySchema = listQuerySchema([
  'createdAt',
  'lastModified',
  'name',
  'domain',
  'status',
]).extend({
  status: websiteStatusSchema.optional(),
  template: websiteTemplateSchema.optional(),
  ownerId: idSchema.optional(),
  /** `true`: only live sites with saved changes they do not show yet (docs/rules/publishing.md). */
  unpublished: z.enum(['true', 'false']).optional(),
})

export const adminWebsiteListResponseSchema = listPageSchema(websiteSchema)
