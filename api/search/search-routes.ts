import type { SearchGroup } from '../kernel/module'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { ADMIN_SEARCH_GROUP_SIZE } from './admin-search-rules.shared'
import {
  adminSearchQuerySchema,
  adminSearchResponseSchema,
  type AdminSearchResults,
} from './admin-search.shared'
import { errorResponseSchema } from '../lib/common.shared'

// GET /api/admin/search?q=: the modules' search groups (users, websites, invoices) for the shell's search
// box, each group at most five, newest first. The text is matched by each resource's declared search
// fields (Turkish case-insensitive, docs/resources.md). The route table gives it the modules' groups.

export function adminSearchRoute(groups: readonly SearchGroup[]): RouteEntry {
  return defineRoute({
    method: 'get',
    path: '/api/admin/search',
    summary: 'Yönetim panelinde ara: kullanıcılar, websiteler ve faturalar (her birinden en fazla 5)',
    tag: 'Arama (admin)',
    access: 'admin',
    query: adminSearchQuerySchema,
    responses: {
      200: { description: 'Gruplanmış sonuçlar ve açtıkları ekranlar', schema: adminSearchResponseSchema },
      400: { description: 'En az 2 karakter', schema: errorResponseSchema },
    },
    handler: async ({ c, services, query }) => {
      const found = await Promise.all(
        groups.map(async (group) => [
          group.group,
          await group.find(services, query.q, ADMIN_SEARCH_GROUP_SIZE),
        ]),
      )
      const results = {
        users: [],
        websites: [],
        invoices: [],
        ...Object.fromEntries(found),
      } as AdminSearchResults
      return c.json({ success: true, data: results })
    },
  })
}
