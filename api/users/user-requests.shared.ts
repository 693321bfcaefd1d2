import { z } from 'zod'
import { idSchema, listQuerySchema } from '../lib/common.shared'
import {
  profileUpdateInputSchema,
  userCreateInputSchema,
  userRoleSchema,
  userSchema,
  userStatusSchema,
  userUpdateFieldsSchema,
} from './user.shared'

// Bodies and answers of the admin API client's /api/users calls and the customer's /api/me.
export const usersPostBodySchema = z.discriminatedUnion('action', [
  listQuerySchema.extend({
    action: z.literal('list'),
    role: userRoleSchema.optional(),
    status: userStatusSchema.optional(),
    subscription: z.string().trim().max(60).optional(),
  }),
  userCreateInputSchema.extend({ action: z.literal('create') }),
])
export type UsersPostBody = z.infer<typeof usersPostBodySchema>

// Fields flat next to action and id, or nested under `data` / `fields`.
export const usersPutBodySchema = userUpdateFieldsSchema.extend({
  action: z.literal('update'),
  id: idSchema,
  data: userUpdateFieldsSchema.optional(),
  fields: userUpdateFieldsSchema.optional(),
})
export type UsersPutBody = z.infer<typeof usersPutBodySchema>

export const usersDeleteBodySchema = z.object({
  action: z.literal('delete').optional(),
  id: idSchema.optional(),
})

export const userListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ users: z.array(userSchema), total: z.number().int() }),
})
export const userResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ user: userSchema }),
})
export type UserResponse = z.infer<typeof userResponseSchema>

export const profilePutBodySchema = profileUpdateInputSchema
