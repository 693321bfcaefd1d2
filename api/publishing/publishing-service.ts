import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts, Repositories } from '../ports'
import type { PublishedSiteRecord } from './published-site.shared'
import type { UserRecord } from '../users/user.shared'
import type { Website, WebsiteRecord } from '../websites/website.shared'
import type { WebsiteRequest } from '../website-requests/website-request.shared'
import { websiteRequestMessages } from '../website-requests/website-request-messages.shared'
import { toWebsiteRequest } from '../website-requests/website-request-view'
import { websiteMessages } from '../websites/website-messages'
import { toWebsite } from '../websites/website-view'
import { referencedMediaIds } from './media-references'
import { renderPublishedPage } from './published-html'
import { publishedSiteResource } from './published-site-resource'
import { publishingMessages } from './publishing-messages'
import { requestDomain, websiteFromRequest } from './publish-from-request'
import { createSiteServer } from './site-server'
import { siteSlugBase, slugCandidate } from './site-slug'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  notifications: NotificationService
}

const MAX_SLUG_CANDIDATES = 1000

/** The host a published page answers to: the domain lower-case, in its ASCII (punycode) form; '' if none. */
export function publishedDomain(domain: string): string {
  if (!domain) return ''
  try {
    return new URL(`http://${domain}`).hostname
  } catch {
    return ''
  }
}

// Publishing (docs/rules/publishing.md): the page is rendered once, from the saved website, and stored
// with its etag in one write (create, or update by id), so a reader gets the old page or the new one,
// never half. The slug is given at the first publication and kept. A page's images are served only while
// it shows them; images the customer replaced since the last publication go once the new page is out.
export function createPublishingService({ ports, activity, audit, notifications }: Deps) {
  const repos = ports.repos
  const sites = repos.resource(publishedSiteResource)

  async function websiteOf(id: string): Promise<WebsiteRecord> {
    const website = await repos.websites.findById(id)
    if (!website) throw new ApiError(404, websiteMessages.notFound)
    return website
  }

  /** The website's slug: its own, or the first free candidate from its name, taken with a compare-and-set. */
  async function slugOf(website: WebsiteRecord): Promise<string> {
    if (website.slug) return website.slug
    const base = siteSlugBase(website.name)
    for (let n = 1; n <= MAX_SLUG_CANDIDATES; n++) {
      const candidate = slugCandidate(base, n)
      if (await repos.websites.findOne({ slug: candidate })) continue
      // Another website may take the same candidate at the same moment: its unique key refuses ours.
      const taken = await repos.websites
        .updateWhere(website.id, { slug: null }, { slug: candidate })
        .catch(() => null)
      if (taken) return candidate
      const current = await websiteOf(website.id)
      if (current.slug) return current.slug
    }
    throw new Error(`no free slug for ${website.id}`)
  }

  /** Creates the website's page or replaces it, in one write. */
  async function storePage(
    tx: Repositories,
    page: Omit<PublishedSiteRecord, 'id' | 'publishedAt' | 'updatedAt'>,
    at: string,
  ) {
    const pages = tx.resource(publishedSiteResource)
    // Website domains are unique, so a page still holding this domain is stale: its website moved away.
    const holder = page.domain ? await pages.findOne({ domain: page.domain }) : null
    if (holder && holder.websiteId !== page.websiteId) await pages.update(holder.id, { domain: '' })
    const existing = await pages.findOne({ websiteId: page.websiteId })
    const fields = { ...page, publishedAt: at, updatedAt: at }
    if (existing) return pages.update(existing.id, fields)
    return pages.create({ id: ports.ids.uuid(), ...fields })
  }

  async function tellOwner(
    tx: Repositories,
    website: WebsiteRecord,
    content: { title: string; message: string },
  ) {
    const owner = website.ownerId ? await tx.users.findById(website.ownerId) : null
    if (owner) await notifications.notifyUser(owner, content, tx)
  }

  /** Deletes the images an old page showed that neither the new page nor the website uses any more. */
  async function dropReplacedImages(
    website: WebsiteRecord,
    before: PublishedSiteRecord | null,
    after: string | null,
  ) {
    if (!before) return
    const current = await websiteOf(website.id)
    const keep = new Set([
      ...(after ? referencedMediaIds(after) : []),
      current.logoUploadId,
      current.faviconUploadId,
      ...current.galleryUploadIds,
    ])
    for (const id of referencedMediaIds(before.html)) {
      if (keep.has(id)) continue
      const upload = await repos.uploads.findById(id)
      if (!upload || upload.websiteId !== website.id) continue
      await repos.uploads.delete(upload.id)
      await ports.files?.delete(upload.storageKey).catch(() => false)
    }
  }

  /** The publication's audit row and its one activity entry, in the publication's transaction. */
  async function recordChange(
    tx: Repositories,
    who: { user: UserRecord; ip: string },
    change: { before: WebsiteRecord; after: WebsiteRecord; action: string; details: string },
  ) {
    const actor = actorOf(who.user, who.ip)
    const { before, after } = change
    await audit.updated(tx, { actor, resource: 'websites', recordId: after.id }, before, after)
    await activity.log(
      {
        ...activityActor(actor),
        action: change.action,
        details: change.details,
        type: 'website',
        severity: change.action === 'Website yayınlandı' ? 'success' : 'warning',
        subject: { resource: 'websites', recordId: after.id, userIds: after.ownerId ? [after.ownerId] : [] },
      },
      tx,
    )
  }

  async function publish(id: string, actor: UserRecord, ip: string): Promise<Website> {
    const website = await websiteOf(id)
    const now = ports.clock.now()
    const at = now.toISOString()
    const { html, etag } = await renderPublishedPage(repos, website, now)
    const slug = await slugOf(website)
    const before = await sites.findOne({ websiteId: id })
    const published = await repos.transaction(async (tx) => {
      await storePage(tx, { websiteId: id, slug, domain: publishedDomain(website.domain), html, etag }, at)
      const record = await tx.websites.update(id, { slug, publishedAt: at })
      if (!record) throw new ApiError(404, websiteMessages.notFound)
      await recordChange(
        tx,
        { user: actor, ip },
        {
          before: website,
          after: record,
          action: 'Website yayınlandı',
          details: `${record.name}: /sites/${slug}/`,
        },
      )
      await tellOwner(
        tx,
        record,
        publishingMessages.publishedNotice(record.name, `${ports.config.publicUrl}/sites/${slug}/`),
      )
      return record
    })
    await dropReplacedImages(published, before, html).catch((error: unknown) =>
      ports.logger.warn('replaced website images not deleted', { websiteId: id, error: String(error) }),
    )
    return toWebsite(published, ports.secrets)
  }

  async function unpublish(id: string, actor: UserRecord, ip: string): Promise<Website> {
    const website = await websiteOf(id)
    const before = await sites.findOne({ websiteId: id })
    const record = await repos.transaction(async (tx) => {
      if (before) await tx.resource(publishedSiteResource).delete(before.id)
      const updated = await tx.websites.update(id, { publishedAt: null })
      if (!updated) throw new ApiError(404, websiteMessages.notFound)
      if (before) {
        await recordChange(
          tx,
          { user: actor, ip },
          {
            before: website,
            after: updated,
            action: 'Website yayından kaldırıldı',
            details: `${updated.name}: /sites/${updated.slug ?? ''}/`,
          },
        )
        await tellOwner(tx, updated, publishingMessages.unpublishedNotice(updated.name))
      }
      return updated
    })
    await dropReplacedImages(website, before, null).catch((error: unknown) =>
      ports.logger.warn('unpublished website images not deleted', { websiteId: id, error: String(error) }),
    )
    return toWebsite(record, ports.secrets)
  }

  /** The request's website: the linked one, or one made from the request and linked in the same write. */
  async function websiteForRequest(requestId: string, actor: Actor): Promise<string> {
    const request = await repos.websiteRequests.findById(requestId)
    if (!request) throw new ApiError(404, websiteRequestMessages.notFound)
    if (request.status !== 'completed') throw new ApiError(409, publishingMessages.requestNotCompleted)
    if (request.websiteId) return request.websiteId
    const domain = requestDomain(request)
    const holder = domain ? await repos.websites.findByDomain(domain) : null
    if (holder) throw new ApiError(409, websiteMessages.domainTaken)
    const owner = request.userId ? await repos.users.findById(request.userId) : null
    const at = ports.clock.now().toISOString()
    const website = websiteFromRequest(request, owner, ports.ids.uuid(), at)
    try {
      return await repos.transaction(async (tx) => {
        await tx.websites.create(website)
        const linked = await tx.websiteRequests.updateWhere(
          request.id,
          { websiteId: null, status: 'completed' },
          { websiteId: website.id, updatedAt: at },
        )
        // Another publication linked its website first (or the request moved): undo ours.
        if (!linked) throw new ApiError(409, publishingMessages.requestNotCompleted)
        await audit.created(tx, { actor, resource: 'websites', recordId: website.id }, website)
        await audit.updated(tx, { actor, resource: 'websiteRequests', recordId: request.id }, request, linked)
        return website.id
      })
    } catch (error) {
      const current = await repos.websiteRequests.findById(request.id)
      if (current?.websiteId) return current.websiteId
      if (domain && (await repos.websites.findByDomain(domain)))
        throw new ApiError(409, websiteMessages.domainTaken)
      throw error
    }
  }

  return {
    publish,
    unpublish,
    /** The published sites themselves (the API's /sites/{slug}/ routes). */
    sites: createSiteServer(ports),

    /** A completed request's website, published (created from the request when none is linked yet). */
    async publishRequest(
      requestId: string,
      actor: UserRecord,
      ip: string,
    ): Promise<{ website: Website; request: WebsiteRequest }> {
      const website = await publish(await websiteForRequest(requestId, actorOf(actor, ip)), actor, ip)
      const request = await repos.websiteRequests.findById(requestId)
      if (!request) throw new ApiError(404, websiteRequestMessages.notFound)
      return { website, request: await toWebsiteRequest(request, ports.secrets) }
    },
  }
}
export type PublishingService = ReturnType<typeof createPublishingService>
