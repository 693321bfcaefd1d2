// The set-password page of an invited account: GET /api/auth/invitations/:token (is the link still
// good?) and POST /api/auth/invitations/accept { token, password }.
import type { InvitationStatus } from '../../../api/users/admin-users.shared'
import { api, lazySchema } from '../api-client'
import { z } from 'zod'

const statusSchema = lazySchema(() =>
  import('../../../api/users/admin-users.shared').then((m) =>
    m.invitationStatusResponseSchema.transform((answer) => answer.data),
  ),
)
const acceptedSchema = z.object({ message: z.string() }).transform((answer) => answer.message)

export function fetchInvitationStatus(token: string, signal?: AbortSignal): Promise<InvitationStatus> {
  return api.get(`/api/auth/invitations/${encodeURIComponent(token)}`, {
    schema: statusSchema,
    auth: false,
    signal,
  })
}

/** Sets the password; answers the server's success message, or throws its Turkish reason. */
export function acceptInvitation(token: string, password: string): Promise<string> {
  return api.post(
    '/api/auth/invitations/accept',
    { token, password },
    { schema: acceptedSchema, auth: false },
  )
}
