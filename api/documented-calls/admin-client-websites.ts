import {
  websiteListResponseSchema,
  websiteResponseSchema,
  websitesDeleteBodySchema,
  websitesPostBodySchema,
  websitesPutBodySchema,
} from '../websites/website-calls.shared'
import { websiteMessages } from '../websites/website-messages'
import { actorOf } from '../audit/actor'
import { adminClientCollection } from './admin-client-collection'

// docs/rules/documented-calls.md#admin-api-client /api/websites: POST list|create, PUT update, DELETE delete. The
// REST twin is /api/admin/websites (api/websites/admin-website-routes.ts), over the same service.
// The service writes the activity entry (and the audit rows) of create, update and delete; list writes nothing.
export const adminClientWebsites = adminClientCollection({
  path: '/api/websites',
  tag: 'Websiteler',
  key: 'website',
  service: (services) => services.websites,
  messages: websiteMessages,
  post: {
    summary: 'action list (arama, durum, şablon) | create',
    body: websitesPostBodySchema,
    responses: {
      200: { description: 'list: websiteler ve toplam', schema: websiteListResponseSchema },
      201: { description: 'create: oluşturulan website', schema: websiteResponseSchema },
    },
    list: (websites, query) => websites.list(query, true),
    create: (websites, input, actor, ip) => websites.create(input, actorOf(actor, ip)),
  },
  put: {
    body: websitesPutBodySchema,
    responses: { 200: { description: 'Güncellenen website', schema: websiteResponseSchema } },
    // The collection passes the caller's address as a fifth argument once it has one to give.
    update: (websites, id, fields, actor, ip?: string) =>
      websites.update(id, fields, actorOf(actor, ip ?? null)),
  },
  delete: {
    summary: 'action delete ve id (gövdede ya da ?id=)',
    body: websitesDeleteBodySchema,
    remove: (websites, id, actor, ip) => websites.remove(id, actorOf(actor, ip)),
  },
}).map((route) => ({ ...route, activity: 'service' as const }))
