import { defineRoute, type RouteEntry } from '../routes/define-route'
import { messageResponseSchema } from '../auth/auth.shared'
import {
  invitationAcceptBodySchema,
  invitationStatusResponseSchema,
  invitationTokenParamsSchema,
} from '../users/admin-users.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { invitationMessages } from './invitation-messages.shared'

const TAG = 'Kimlik doğrulama'

// Account invitations: the set-password link an admin-created user receives (docs/rules/customers.md#invitations).
// Public: the token in the link is the key. Both calls count against the verification limit per address.
export const invitationRoutes: RouteEntry[] = [
  defineRoute({
    method: 'post',
    path: '/api/auth/invitations/accept',
    summary: 'Davet bağlantısıyla şifre belirle (tek kullanımlık; e-posta doğrulanmış sayılır)',
    tag: TAG,
    access: 'public',
    // Carries a password: never queued offline nor replayed by the service worker.
    session: true,
    body: invitationAcceptBodySchema,
    activity: 'service',
    responses: {
      200: { description: 'Şifre belirlendi', schema: messageResponseSchema },
      400: { description: 'Bağlantı geçersiz ya da şifre kurallara uymuyor', schema: errorResponseSchema },
    },
    handler: async ({ c, services, body, ip }) => {
      await services.invitations.accept(body.token, body.password, ip)
      return c.json({ success: true, message: invitationMessages.accepted })
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/auth/invitations/:token',
    summary: 'Davet bağlantısı hâlâ geçerli mi (şifre belirleme sayfası için)',
    tag: TAG,
    access: 'public',
    params: invitationTokenParamsSchema,
    responses: { 200: { description: 'Geçerli mi', schema: invitationStatusResponseSchema } },
    handler: async ({ c, services, params, ip }) => {
      const data = await services.invitations.status(params.token, ip)
      return c.json({ success: true, data })
    },
  }),
]
