// The customers list's state in the URL: search text, status and plan chips, page, page size and sort
// (newest first unless the admin picks another column). The route validates with this schema.
import type { z } from 'zod'
import { subscriptionSchema, userStatusSchema } from '../../../api/schemas/user'
import { listSearchSchema } from '../../components/data-table/list-search'

/** The columns the server sorts users by. */
export const USER_SORT_FIELDS = [
  'name',
  'email',
  'subscription',
  'status',
  'role',
  'createdAt',
  'lastLoginAt',
] as const
export const USER_DEFAULT_SORT = '-createdAt'

export const usersSearchSchema = listSearchSchema({
  sortFields: USER_SORT_FIELDS,
  filters: { status: userStatusSchema, plan: subscriptionSchema },
})

export type UsersSearch = z.infer<typeof usersSearchSchema>

export const USERS_DEFAULTS = { sortFields: USER_SORT_FIELDS, sort: USER_DEFAULT_SORT }
