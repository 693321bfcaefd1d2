// The customers list's state in the URL: search text, status and plan chips, page, page size, sort
// (newest first unless the admin picks another column), and `open`: the customer whose drawer is open
// (the header's search opens an invoice's customer this way). The route validates with this schema.
import type { z } from 'zod'
import { subscriptionSchema, userStatusSchema } from '../../../api/users/user.shared'
import { listSearchSchema, openRecordSearch } from '../../components/data-table/list-search'

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
}).extend(openRecordSearch)

export type UsersSearch = z.infer<typeof usersSearchSchema>

export const USERS_DEFAULTS = { sortFields: USER_SORT_FIELDS, sort: USER_DEFAULT_SORT }
