import { z } from 'zod'
import { errorResponseSchema, idParamsSchema } from '../lib/common.shared'
import { ApiError } from '../lib/http'
import { defineRoute, type OwnerCheck, type RouteEntry } from '../routes/define-route'
import { exampleWebsite, ownWebsite } from '../websites/own-website'
import { websiteMessages } from '../websites/website-messages'
import type { WebsiteRecord } from '../websites/website.shared'
import {
  addDomainSchema,
  domainParamsSchema,
  siteDomainResponseSchema,
  siteDomainsResponseSchema,
} from './site-domain.shared'
import { siteDomainMessages } from './site-domain-messages.shared'

// A website's own domain (docs/rules/custom-domains.md): the owner under /api/me/websites/{id}/domains, the
// team the same under /api/admin/websites/{id}/domains; and the TLS proxy's question, outside /api/.

const TAG = 'Domainler'
const missing = { description: 'Website ya da domain yok', schema: errorResponseSchema }

const ownWebsiteOfDomain: OwnerCheck<typeof domainParamsSchema, WebsiteRecord> = {
  find: (services, { id }) => ownWebsite.find(services, { id }),
  ownerIds: ownWebsite.ownerIds,
  notFound: ownWebsite.notFound,
}

/** The sweep's example: the owner's website with a domain waiting for its DNS records. */
const exampleDomain = async (...args: Parameters<typeof exampleWebsite>) => {
  const { id } = await exampleWebsite(...args)
  const [services] = args
  const website = await ownWebsite.find(services, { id: id ?? '' })
  if (!website) throw new Error('example website missing')
  const domain = await services.siteDomains.add(website, `ornek-${crypto.randomUUID().slice(0, 8)}.com`)
  return { id: website.id, domain: domain.domain }
}

async function websiteFor(
  services: Parameters<OwnerCheck<typeof idParamsSchema, WebsiteRecord>['find']>[0],
  id: string,
) {
  const website = await ownWebsite.find(services, { id })
  if (!website) throw new ApiError(404, websiteMessages.notFound)
  return website
}

function domainRoutes(scope: 'me' | 'admin'): RouteEntry[] {
  const base = `/api/${scope}/websites/:id/domains`
  const whose = scope === 'me' ? 'Kendi websitemin' : 'Bir websitenin'
  const access = (
    example: typeof exampleWebsite | typeof exampleDomain,
    owner: OwnerCheck<never, WebsiteRecord>,
  ) => (scope === 'me' ? ({ access: 'owner', owner, example } as const) : ({ access: 'admin' } as const))
  const siteOf = async (
    services: Parameters<typeof websiteFor>[0],
    record: WebsiteRecord | null,
    id: string,
  ) => record ?? websiteFor(services, id)
  return [
    defineRoute({
      method: 'get',
      path: base,
      summary: `${whose} domaini: oluşturulacak DNS kayıtları ve durumu`,
      tag: TAG,
      ...access(exampleWebsite, ownWebsite as OwnerCheck<never, WebsiteRecord>),
      params: idParamsSchema,
      responses: { 200: { description: 'Domainler', schema: siteDomainsResponseSchema }, 404: missing },
      handler: async ({ c, services, params, record }) => {
        const website = await siteOf(services, record as WebsiteRecord | null, params.id)
        return c.json({ success: true, data: { domains: await services.siteDomains.list(website.id) } })
      },
    }),
    defineRoute({
      method: 'post',
      path: base,
      summary: `${whose} domaini ekle (doğrulama belirteci ve DNS kayıtlarıyla)`,
      tag: TAG,
      ...access(exampleWebsite, ownWebsite as OwnerCheck<never, WebsiteRecord>),
      params: idParamsSchema,
      body: addDomainSchema,
      activity: {
        type: 'website',
        action: 'Website domaini eklendi',
        subject: ({ params }) => ({ resource: 'siteDomains', recordId: params.id }),
      },
      responses: {
        201: { description: 'Eklenen domain', schema: siteDomainResponseSchema },
        400: { description: 'Geçersiz domain', schema: errorResponseSchema },
        404: missing,
        409: {
          description: 'Sitede zaten bir domain var, domain başkasında ya da SiteKur’a ayrılmış',
          schema: errorResponseSchema,
        },
      },
      handler: async ({ c, services, params, body, record }) => {
        const website = await siteOf(services, record as WebsiteRecord | null, params.id)
        const domain = await services.siteDomains.add(website, body.domain)
        return c.json({ success: true, message: siteDomainMessages.added, data: { domain } }, 201)
      },
    }),
    defineRoute({
      method: 'post',
      path: `${base}/:domain/verify`,
      summary: `${whose} domainini şimdi doğrula (DNS kayıtları okunur)`,
      tag: TAG,
      ...access(exampleDomain, ownWebsiteOfDomain as OwnerCheck<never, WebsiteRecord>),
      params: domainParamsSchema,
      activity: 'service',
      // A check asks DNS now: offline it cannot happen later in its place (never queued, never cached).
      transient: true,
      responses: { 200: { description: 'Domain ve durumu', schema: siteDomainResponseSchema }, 404: missing },
      handler: async ({ c, services, params, record, user, ip }) => {
        const website = await siteOf(services, record as WebsiteRecord | null, params.id)
        const domain = await services.siteDomains.verify(website, params.domain, { user, ip })
        const verified = domain.state === 'verified' || domain.state === 'active'
        const message = verified ? siteDomainMessages.verified : siteDomainMessages.stillPending
        return c.json({ success: true, message, data: { domain } })
      },
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/:domain`,
      summary: `${whose} domainini kaldır (site yeniden yalnızca SiteKur adresinde)`,
      tag: TAG,
      ...access(exampleDomain, ownWebsiteOfDomain as OwnerCheck<never, WebsiteRecord>),
      params: domainParamsSchema,
      activity: 'service',
      responses: { 200: { description: 'Kaldırıldı' }, 404: missing },
      handler: async ({ c, services, params, record, user, ip }) => {
        const website = await siteOf(services, record as WebsiteRecord | null, params.id)
        await services.siteDomains.remove(website, params.domain, { user, ip })
        return c.json({ success: true, message: siteDomainMessages.removed })
      },
    }),
  ]
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** Caddy's on-demand TLS `ask`: 200 issues a certificate for `domain`, anything else refuses it. */
export const tlsAskRoute = defineRoute({
  method: 'get',
  path: '/tls/ask',
  summary:
    'TLS vekilinin sorusu: bu ad için sertifika alınabilir mi? (yalnızca geri döngü ya da ayarlı adresten)',
  tag: TAG,
  access: 'public',
  query: z.object({ domain: z.string().min(1).max(253) }),
  responses: {
    200: { description: 'Alınabilir' },
    403: { description: 'Soran adres izinli değil' },
    404: { description: 'Alınamaz' },
  },
  handler: async ({ c, services, query, ip }) => {
    const allowed = LOOPBACK.has(ip) || (services.ports.config.siteTargets?.tlsAskFrom ?? []).includes(ip)
    if (!allowed) return c.text('forbidden', 403)
    return (await services.siteDomains.mayIssue(query.domain)) ? c.text('ok', 200) : c.text('no', 404)
  },
})

export const siteDomainRoutes: RouteEntry[] = [...domainRoutes('me'), ...domainRoutes('admin'), tlsAskRoute]
