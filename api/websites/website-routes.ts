import { ownerScopedRoutes } from '../openapi/owner-scoped-routes'
import type { RouteRegistry } from '../openapi/registry'
import {
  websiteListResponseSchema,
  websiteResponseSchema,
  websitesDeleteBodySchema,
  websitesPostBodySchema,
  websitesPutBodySchema,
} from '../schemas/website-requests'
import type { Services } from '../services'
import { websiteMessages } from './website-messages'

// The admin API client's /api/websites calls, and the customer's own list.
export function websiteRoutes(registry: RouteRegistry, services: Services) {
  return ownerScopedRoutes(registry, services, { tag: 'Websiteler', path: '/api/websites' })
    .mine({
      summary: 'Oturumdaki kullanıcının websiteleri (panel şifreleri olmadan)',
      responses: { 200: { description: 'Websiteler', schema: websiteListResponseSchema } },
      load: (user) => services.websites.mine(user),
    })
    .adminCollection({
      key: 'website',
      messages: websiteMessages,
      post: {
        summary: 'action list (arama, durum, şablon) | create',
        body: websitesPostBodySchema,
        responses: {
          200: { description: 'list: websiteler ve toplam', schema: websiteListResponseSchema },
          201: { description: 'create: oluşturulan website', schema: websiteResponseSchema },
        },
        list: (query) => services.websites.list(query, true),
        create: (input, actor, ip) => services.websites.create(input, actor, ip),
      },
      put: {
        body: websitesPutBodySchema,
        responses: { 200: { description: 'Güncellenen website', schema: websiteResponseSchema } },
        update: (id, fields) => services.websites.update(id, fields),
      },
      delete: {
        summary: 'action delete ve id (gövdede ya da ?id=)',
        body: websitesDeleteBodySchema,
        remove: (id, actor, ip) => services.websites.remove(id, actor, ip),
      },
    }).app
}
