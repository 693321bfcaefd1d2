import { ownListRoute } from '../routes/resource-routes'
import { websiteResource } from './website-resource'
import type { RouteEntry } from '../routes/define-route'
import { meWebsiteListQuerySchema, meWebsiteListResponseSchema } from './website-lists.shared'
import { toWebsite } from './website-view'

// The customer's own websites, read-only (panel passwords never included).
export const meWebsiteRoutes: RouteEntry[] = [
  ownListRoute({
    declaration: websiteResource,
    path: '/api/me/websites',
    tag: 'Websiteler',
    summary: 'Oturumdaki kullanıcının websiteleri: arama, durum, sayfalama, sıralama',
    description: 'Websiteler',
    query: meWebsiteListQuerySchema,
    response: meWebsiteListResponseSchema,
    filter: (query) => ({ status: query.status }),
    defaultSort: '-createdAt',
    view: (record) => toWebsite(record, null),
  }),
]
