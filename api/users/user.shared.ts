import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'

export const userRoleSchema = z.enum(['admin', 'user'])
export type UserRole = z.infer<typeof userRoleSchema>
export const userStatusSchema = z.enum(['active', 'suspended', 'pending'])
export const subscriptionStatusSchema = z.enum(['active', 'inactive'])
// Free text by design: the customer side uses free/basic/pro/premium/enterprise, the admin side
// 'Basic Plan' / 'Pro Plan' / 'Premium Plan'.
export const subscriptionSchema = z.string().trim().min(1).max(60)

export const contactPreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  phone: z.boolean(),
})
export type ContactPreferences = z.infer<typeof contactPreferencesSchema>
export const defaultContactPreferences: ContactPreferences = {
  email: true,
  sms: false,
  whatsapp: true,
  phone: false,
}

// The fields a user has both on the wire and in the store.
const userFields = {
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  status: userStatusSchema,
  subscription: subscriptionSchema,
  subscriptionStatus: subscriptionStatusSchema,
  subscriptionExpiry: nullableTimestampSchema,
  packageId: idSchema.nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  contactPreferences: contactPreferencesSchema,
  lastLoginAt: nullableTimestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
}

// What the API returns for a user: never the password hash nor the Google subject; the legacy
// snake_case twins the PHP clients read.
export const userSchema = z.object({
  ...userFields,
  package_id: idSchema.nullable(),
  emailVerified: z.boolean(),
  lastLogin: nullableTimestampSchema,
  created_at: timestampSchema,
})
export type User = z.infer<typeof userSchema>

// The stored row, as every repository implementation keeps it.
export const userRecordSchema = z.object({
  ...userFields,
  passwordHash: z.string().nullable(),
  emailVerifiedAt: nullableTimestampSchema,
  googleIssuer: z.string().nullable(),
  googleSubject: z.string().nullable(),
  /** Unsubscribed from marketing mail (docs/rules/email-campaigns.md#unsubscribe). */
  marketingOptOutAt: nullableTimestampSchema,
})
export type UserRecord = z.infer<typeof userRecordSchema>

/**
 * A new account as every path that creates one starts it (sign-up, Google, admin, demo, seeds): a free,
 * inactive subscription, default contact preferences, no password, unverified, no Google link. `fields`
 * overrides any of these.
 */
export function newUserRecord(
  user: Pick<UserRecord, 'id' | 'name' | 'email'> & { at: string },
  fields: Partial<Omit<UserRecord, 'id' | 'email' | 'createdAt' | 'updatedAt'>> = {},
): UserRecord {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: 'user',
    status: 'active',
    subscription: 'free',
    subscriptionStatus: 'inactive',
    subscriptionExpiry: null,
    packageId: null,
    phone: null,
    avatar: null,
    contactPreferences: defaultContactPreferences,
    passwordHash: null,
    emailVerifiedAt: null,
    googleIssuer: null,
    googleSubject: null,
    lastLoginAt: null,
    marketingOptOutAt: null,
    createdAt: user.at,
    updatedAt: user.at,
    ...fields,
  }
}

const optionalText = (max: number) => z.string().trim().max(max).optional()

// Admin API: POST /api/users {action:'create', ...}. Name and email are checked by the service so the
// catalogue message 'Ad ve email alanları zorunludur.' comes back instead of a zod message.
export const userCreateInputSchema = z.object({
  name: optionalText(120),
  email: optionalText(254),
  password: z.string().max(128).optional(),
  phone: optionalText(40).nullable(),
  role: userRoleSchema.optional(),
  status: userStatusSchema.optional(),
  subscription: subscriptionSchema.optional(),
  subscriptionStatus: subscriptionStatusSchema.optional(),
  subscriptionExpiry: nullableTimestampSchema.optional(),
  packageId: idSchema.nullable().optional(),
})
export type UserCreateInput = z.infer<typeof userCreateInputSchema>

export const userUpdateFieldsSchema = userCreateInputSchema.extend({
  avatar: z.string().max(2000).nullable().optional(),
  contactPreferences: contactPreferencesSchema.optional(),
})
export type UserUpdateFields = z.infer<typeof userUpdateFieldsSchema>

// A customer may change only these fields of their own record (GET/PUT /api/me).
export const profileUpdateInputSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  avatar: z.string().max(2000).nullable().optional(),
  contactPreferences: contactPreferencesSchema.optional(),
})
export type ProfileUpdateInput = z.infer<typeof profileUpdateInputSchema>

// Its REST lists: the query a list takes and the page it answers (api/routes/resource-routes.ts).

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
