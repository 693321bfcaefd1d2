import { invoiceResource } from '../invoices/invoice-resource'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { ADMIN_SEARCH_GROUP_SIZE } from '../schemas/admin-search-rules'
import {
  adminSearchQuerySchema,
  adminSearchResponseSchema,
  type AdminSearchResults,
} from '../schemas/admin-search'
import { errorResponseSchema } from '../schemas/common'
import type { Services } from '../services'

// GET /api/admin/search?q=: users (name, e-mail), websites (name, domain, owner e-mail) and invoices
// (number, customer) for the shell's search box, each group at most five, newest first. The text is
// matched by each resource's declared search fields (Turkish case-insensitive, docs/resources.md).

async function search(services: Services, q: string): Promise<AdminSearchResults> {
  const repos = services.ports.repos
  const limit = ADMIN_SEARCH_GROUP_SIZE
  const [users, websites, invoices] = await Promise.all([
    repos.users.list({ search: q, limit }),
    repos.websites.list({ search: q, limit }),
    repos.resource(invoiceResource).list({ search: q, limit }),
  ])
  return {
    users: users.map((user) => ({
      id: user.id,
      label: user.name,
      secondary: user.email,
      screen: { to: '/admin/users', search: { q: user.email } },
    })),
    websites: websites.map((website) => ({
      id: website.id,
      label: website.name,
      secondary: [website.domain, website.ownerEmail].filter(Boolean).join(' · '),
      screen: { to: '/admin/websites', search: { q: website.domain || website.name, open: website.id } },
    })),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      label: invoice.number,
      secondary: `${invoice.customerName} · ${invoice.customerEmail}`,
      // The billing screen with the invoice's drawer open (docs/rules/ui-shell.md#the-headers-search).
      screen: { to: '/admin/billing', search: { q: invoice.number, open: invoice.id } },
    })),
  }
}

export const adminSearchRoutes: RouteEntry[] = [
  defineRoute({
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
    handler: async ({ c, services, query }) =>
      c.json({ success: true, data: await search(services, query.q) }),
  }),
]
