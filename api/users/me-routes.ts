import { defineRoute } from '../routes/define-route'
import { profilePutBodySchema, userResponseSchema } from './user-requests.shared'
import { userMessages } from './user-messages.shared'
import { toUser } from './user-view'

const TAG = 'Hesabım'

const profileUpdate = (method: 'put' | 'patch') =>
  defineRoute({
    method,
    path: '/api/me',
    summary: 'Profil: ad, telefon, avatar, iletişim tercihleri',
    tag: TAG,
    access: 'user',
    body: profilePutBodySchema,
    activity: {
      type: 'user',
      action: 'Profil güncellendi',
      details: ({ user }) => `${user?.name ?? ''} (${user?.email ?? ''}) profilini güncelledi.`,
      subject: ({ user }) => ({
        resource: 'users',
        recordId: user?.id ?? null,
        userIds: user ? [user.id] : [],
      }),
    },
    responses: { 200: { description: 'Güncellenen kullanıcı', schema: userResponseSchema } },
    handler: async ({ c, services, user, body, ip }) => {
      const updated = await services.users.updateProfile(user, body, ip)
      return c.json({ success: true, message: userMessages.profileUpdated, data: { user: updated } })
    },
  })

// The signed-in user's own record (customers read only their own data).
export const meRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/me',
    summary: 'Oturumdaki kullanıcı',
    tag: TAG,
    access: 'user',
    responses: { 200: { description: 'Kullanıcı', schema: userResponseSchema } },
    handler: ({ c, user }) => c.json({ success: true, data: { user: toUser(user) } }),
  }),
  profileUpdate('put'),
  profileUpdate('patch'),
]
