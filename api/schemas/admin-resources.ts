import { idSchema } from './common'
import { listPageSchema, listQuerySchema } from './rest-list'
import { subscriptionSchema, userRoleSchema, userSchema, userStatusSchema } from './user'
import { websiteSchema, websiteStatusSchema, websiteTemplateSchema } from './website'
import { websiteRequestSchema } from './website-request'
import { meWebsiteRequestListQuerySchema } from './me-resources'

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
})
export const adminWebsiteListResponseSchema = listPageSchema(websiteSchema)
