import { defineRoute, type RouteEntry } from '../routes/define-route'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import {
  sessionListResponseSchema,
  sessionParamsSchema,
  sessionsClosedResponseSchema,
} from './sessions.shared'
import { sessionMessages } from './sessions'

const TAG = 'Hesap güvenliği'

// The signed-in user's sessions: GET /api/me/sessions, DELETE /api/me/sessions/{id}, DELETE
// /api/me/sessions (all others). A session is a refresh-token family; its id is the family's.
export const meSessionRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/api/me/sessions',
    summary: 'Açık oturumlarım: cihaz, adres, son kullanım, bu cihaz',
    tag: TAG,
    access: 'user',
    responses: { 200: { description: 'Oturumlar', schema: sessionListResponseSchema } },
    handler: async ({ c, services, user, claims }) => {
      const data = await services.sessions.open(user.id, claims.sessionId)
      return c.json({ success: true, data })
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/me/sessions',
    summary: 'Bu oturum dışındaki tüm oturumları kapatır',
    tag: TAG,
    access: 'user',
    // Only good now (a secret, a code, a session): never queued offline to run later.
    transient: true,
    activity: 'service',
    responses: { 200: { description: 'Kapatılan oturum sayısı', schema: sessionsClosedResponseSchema } },
    handler: async ({ c, services, user, claims, actor }) => {
      const closed = await services.sessions.closeOthers(actor, user.id, claims.sessionId)
      return c.json({ success: true, message: sessionMessages.othersClosed(closed), data: { closed } })
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/me/sessions/:id',
    summary: 'Bir oturumu kapatır: erişim anahtarları bir sonraki istekte reddedilir',
    tag: TAG,
    access: 'user',
    transient: true,
    params: sessionParamsSchema,
    activity: 'service',
    responses: {
      200: { description: 'Kapatıldı', schema: messageResponseSchema },
      404: { description: 'Oturum bulunamadı', schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, params, actor }) => {
      await services.sessions.close(actor, user.id, params.id)
      return c.json({ success: true, message: sessionMessages.closed })
    },
  }),
]
