import { z } from 'zod'
import { idSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'
import { subscriptionSchema, userRoleSchema, userSchema, userStatusSchema } from '../users/user.shared'
import { websiteSchema, websiteStatusSchema, websiteTemplateSchema } from '../websites/website.shared'
import { websiteRequestSchema } from '../website-requests/website-request.shared'
import { meWebsiteRequestListQuerySchema } from './me-resources.shared'

// Queries and list answers of the admin REST resources under /api/admin/*.

/** q searches website name, email and company (Turkish case-insensitive). */
export const adminWebsiteRequestListQuerySchema = meWebsiteRequestListQuerySchema
export const adminWebsiteRequestListResponseSchema = listPageSchema(websiteRequestSchema)

/** q searches name and email; subscription filters by plan. */
export const adminUserListQuerySchema = listQuerySchema([
  'createdAt',
  'updatedAt',
  'name',
  'email',
  'status',
  'role',
  'subscription',
  'lastLoginAt',
]).extend({
  status: userStatusSchema.optional(),
  role: userRoleSchema.optional(),
  subscription: subscriptionSchema.optional(),
})
export const adminUserListResponseSchema = listPageSchema(userSchema)

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
