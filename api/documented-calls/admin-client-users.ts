import {
  usersDeleteBodySchema,
  userListResponseSchema,
  usersPostBodySchema,
  usersPutBodySchema,
  userResponseSchema,
} from '../users/user-requests.shared'
import { userMessages } from '../users/user-messages.shared'
import { adminClientCollection } from './admin-client-collection'

// docs/rules/documented-calls.md#admin-api-client /api/users: POST list|create, PUT update, DELETE delete. The REST
// twin is /api/admin/users (api/users/admin-user-routes.ts), over the same service.
// The service writes the activity entry (and the audit rows) of create, update and delete; list writes nothing.
export const adminClientUsers = adminClientCollection({
  path: '/api/users',
  tag: 'Kullanıcılar (admin)',
  key: 'user',
  service: (services) => services.users,
  messages: userMessages,
  post: {
    summary: 'action list (arama, filtre, sayfalama) | create',
    body: usersPostBodySchema,
    responses: {
      200: { description: 'list: kullanıcılar ve toplam', schema: userListResponseSchema },
      201: { description: 'create: oluşturulan kullanıcı', schema: userResponseSchema },
    },
    list: (users, query) => users.list(query),
    create: (users, input, actor, ip) => users.create(input, actor, ip),
  },
  put: {
    body: usersPutBodySchema,
    responses: { 200: { description: 'Güncellenen kullanıcı', schema: userResponseSchema } },
    update: (users, id, fields, actor, ip) => users.update(id, fields, actor, { ip }),
  },
  delete: {
    summary: 'action delete ve id (gövdede ya da ?id=); admin kullanıcılar silinemez',
    body: usersDeleteBodySchema,
    remove: (users, id, actor, ip) => users.remove(id, actor, ip),
  },
}).map((route) => ({ ...route, activity: 'service' as const }))
