import { ownerScopedRoutes } from '../openapi/owner-scoped-routes'
import type { RouteRegistry } from '../openapi/registry'
import {
  usersDeleteBodySchema,
  userListResponseSchema,
  usersPostBodySchema,
  usersPutBodySchema,
  userResponseSchema,
} from '../schemas/user-requests'
import type { Services } from '../services'
import { userMessages } from './user-messages'

// The admin API client's /api/users calls: POST list|create, PUT update, DELETE delete.
export function userRoutes(registry: RouteRegistry, services: Services) {
  return ownerScopedRoutes(registry, services, {
    tag: 'Kullanıcılar (admin)',
    path: '/api/users',
  }).adminCollection({
    key: 'user',
    messages: userMessages,
    post: {
      summary: 'action list (arama, filtre, sayfalama) | create',
      body: usersPostBodySchema,
      responses: {
        200: { description: 'list: kullanıcılar ve toplam', schema: userListResponseSchema },
        201: { description: 'create: oluşturulan kullanıcı', schema: userResponseSchema },
      },
      list: (query) => services.users.list(query),
      create: (input, actor, ip) => services.users.create(input, actor, ip),
    },
    put: {
      body: usersPutBodySchema,
      responses: { 200: { description: 'Güncellenen kullanıcı', schema: userResponseSchema } },
      update: (id, fields, actor) => services.users.update(id, fields, actor),
    },
    delete: {
      summary: 'action delete ve id (gövdede ya da ?id=); admin kullanıcılar silinemez',
      body: usersDeleteBodySchema,
      remove: (id, actor, ip) => services.users.remove(id, actor, ip),
    },
  }).app
}
