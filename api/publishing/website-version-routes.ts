import { z } from 'zod'
import { errorResponseSchema } from '../lib/common.shared'
import { declaredRecords } from '../routes/declared-records'
import { defineRoute, type OwnerCheck, type OwnerExample, type RouteEntry } from '../routes/define-route'
import { idParamsSchema } from '../lib/common.shared'
import { exampleWebsite, ownWebsite } from '../websites/own-website'
import { websiteResponseSchema } from '../websites/website-calls.shared'
import type { WebsiteRecord } from '../websites/website.shared'
import { websiteMessages } from '../websites/website-messages'
import { websiteResource } from '../websites/website-resource'
import { websiteVersionResource } from './website-version-resource'
import {
  versionParamsSchema,
  websiteVersionMessages,
  websiteVersionsResponseSchema,
} from './website-version.shared'
import { snapshotOf } from './website-versions'

const TAG = 'Yayınlama'
const noWebsite = { description: 'Website yok', schema: errorResponseSchema }
const noVersion = { description: 'Website ya da sürüm yok', schema: errorResponseSchema }
const restoredSchema = websiteResponseSchema.extend({ message: z.string() })

const ownWebsiteOfVersion: OwnerCheck<typeof versionParamsSchema, WebsiteRecord> = {
  find: (services, { id }) => declaredRecords(services, websiteResource).findById(id),
  ownerIds: (website) => website.ownerId,
  notFound: websiteMessages.notFound,
}

/** The sweep's example: the owner's website with its first version. */
const exampleVersion: OwnerExample = async (services, owner) => {
  const { id } = await exampleWebsite(services, owner)
  const website = await declaredRecords(services, websiteResource).findById(id ?? '')
  if (!website) throw new Error('example website missing')
  await declaredRecords(services, websiteVersionResource).create({
    id: services.ports.ids.uuid(),
    websiteId: website.id,
    number: 1,
    snapshot: snapshotOf(website),
    publishedBy: 'SiteKur',
    publishedById: null,
    publishedAt: services.ports.clock.now().toISOString(),
  })
  return { id: website.id, number: '1' }
}

// Published versions and restoring one (docs/rules/publishing.md#versions): the owner's own website
// under /api/me, any website under /api/admin; the same calls, with who may make them and which view of
// the website they answer (panel passwords only to the team).
function versionRoutes(scope: 'me' | 'admin'): RouteEntry[] {
  const base = `/api/${scope}/websites/:id/versions`
  const whose = scope === 'me' ? 'Kendi websitemin' : 'Bir websitenin'
  const listAccess =
    scope === 'me'
      ? ({ access: 'owner', owner: ownWebsite, example: exampleWebsite } as const)
      : ({ access: 'admin' } as const)
  const restoreAccess =
    scope === 'me'
      ? ({ access: 'owner', owner: ownWebsiteOfVersion, example: exampleVersion } as const)
      : ({ access: 'admin' } as const)
  return [
    defineRoute({
      method: 'get',
      path: base,
      summary: `${whose} yayınlanan sürümleri (en yenisi önce; yayındaki işaretli)`,
      tag: TAG,
      ...listAccess,
      params: idParamsSchema,
      responses: { 200: { description: 'Sürümler', schema: websiteVersionsResponseSchema }, 404: noWebsite },
      handler: async ({ c, services, params }) =>
        c.json({ success: true, data: { versions: await services.publishing.versions.list(params.id) } }),
    }),

    defineRoute({
      method: 'post',
      path: `${base}/:number/restore`,
      summary: `${whose} bir sürümünü kayıtlı hâli olarak geri yükle (yayın için ardından “Yayınla”)`,
      tag: TAG,
      ...restoreAccess,
      params: versionParamsSchema,
      activity: 'service',
      responses: { 200: { description: 'Geri yüklenen website', schema: restoredSchema }, 404: noVersion },
      handler: async ({ c, services, params, user, ip }) => {
        const secrets = scope === 'admin' ? services.ports.secrets : null
        const website = await services.publishing.versions.restore(
          params.id,
          params.number,
          user,
          ip,
          secrets,
        )
        const message = websiteVersionMessages.restored(params.number)
        return c.json({ success: true, message, data: { website } })
      },
    }),
  ]
}

export const websiteVersionRoutes: RouteEntry[] = [...versionRoutes('me'), ...versionRoutes('admin')]
