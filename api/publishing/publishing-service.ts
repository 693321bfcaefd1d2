import type { ActivityService } from '../activity/activity-service'
import { deleteUploadFiles } from '../uploads/image-variants'
import { activityActor, actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts, Repositories } from '../ports'
import type { Secrets } from '../ports/infrastructure'
import type { UserRecord } from '../users/user.shared'
import type { Website, WebsiteRecord } from '../websites/website.shared'
import type { WebsiteRequest } from '../website-requests/website-request.shared'
import { websiteRequestMessages } from '../website-requests/website-request-messages.shared'
import { toWebsiteRequest } from '../website-requests/website-request-view'
import { websiteMessages } from '../websites/website-messages'
import { toWebsite } from '../websites/website-view'
import { pagesImageIds } from '../site-content/site-sections.shared'
import { publishedMediaIds } from './media-references'
import { renderPublishedPages, siteUrlOf } from './published-html'
import { createOwnerNotices } from './owner-notices'
import { publishedSiteResource } from './published-site-resource'
import { publishingMessages } from './publishing-messages'
import { requestWebsiteFinder } from './request-website'
import { createSiteServer } from './site-server'
import { moveDomain, publishedDomain, storePublishedPage, type StoredPage } from './published-page-store'
import type { SiteForms } from '../site-forms/site-forms'
import type { PageViewCounter } from './page-view-counter'
import { siteSlugBase, slugCandidate } from './site-slug'
import { versionMediaIds } from './version-media'
import { createWebsiteVersions } from './website-versions'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  notifications: NotificationService
  notify: CustomerNotifier
  /** The sites' forms, answered by the API's /sites/ routes too. */
  forms?: SiteForms
  /** Where the API's /sites/ routes count the views of pages (the Node host's pages count there too). */
  pageViews: PageViewCounter
}

/** Who publishes: the team (the owner is told in the app and by mail), or the owner themselves. */
type Publisher = 'team' | 'owner'

/** More writes for the publication's transaction (an approval's decision): throwing rolls it all back. */
type WithinPublication = (tx: Repositories) => Promise<void>

const MAX_SLUG_CANDIDATES = 1000

// Publishing (docs/rules/publishing.md): the page is rendered once, from the saved website, and stored
// with its etag in one write (create, or update by id), so a reader gets the old page or the new one,
// never half. The slug is given at the first publication and kept. A page's images are served only while
// it shows them; images the customer replaced since the last publication go once the new page is out.
export function createPublishingService(deps: Deps) {
  const { ports, activity, audit, notifications, notify, forms, pageViews } = deps
  const repos = ports.repos
  const sites = repos.resource(publishedSiteResource)
  const websiteForRequest = requestWebsiteFinder({ ports, audit })
  const versions = createWebsiteVersions({ ports, activity, audit })
  const tellOwner = createOwnerNotices({ ports, notifications, notify })

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

  const storePage = (tx: Repositories, page: StoredPage, at: string) =>
    storePublishedPage(tx, ports.ids, page, at)

  /**
   * Deletes the candidates (images an old page or a dropped version showed) that neither the new page,
   * the website nor a kept version uses.
   */
  async function dropUnusedImages(
    website: WebsiteRecord,
    candidates: Iterable<string>,
    shown: ReadonlySet<string>,
  ) {
    const current = await websiteOf(website.id)
    const keep = new Set([
      ...shown,
      current.logoUploadId,
      current.faviconUploadId,
      ...current.galleryUploadIds,
      ...pagesImageIds(current.pages),
      ...(await versionMediaIds(repos, website.id)),
    ])
    for (const id of new Set(candidates)) {
      if (keep.has(id)) continue
      const upload = await repos.uploads.findById(id)
      if (!upload || upload.websiteId !== website.id) continue
      await repos.uploads.delete(upload.id)
      await deleteUploadFiles(ports.files, upload)
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

  /** Renders and stores the page, records the version; the website record as it is afterwards. */
  async function publishRecord(
    id: string,
    actor: UserRecord,
    ip: string,
    publisher: Publisher,
    within?: WithinPublication,
  ): Promise<WebsiteRecord> {
    const website = await websiteOf(id)
    const now = ports.clock.now()
    const at = now.toISOString()
    const slug = await slugOf(website)
    const domain = publishedDomain(website.domain)
    const siteUrl = siteUrlOf(domain, slug, ports.config.publicUrl)
    const rendered = await renderPublishedPages(ports, website, { now, siteUrl })
    const before = await sites.findOne({ websiteId: id })
    let dropped: string[] = []
    const published = await repos.transaction(async (tx) => {
      await within?.(tx)
      await storePage(tx, { websiteId: id, slug, domain, ...rendered }, at)
      const record = await tx.websites.update(id, { slug, publishedAt: at })
      if (!record) throw new ApiError(404, websiteMessages.notFound)
      dropped = await versions.record(tx, website, actor, at)
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
      if (publisher === 'team') await tellOwner.inApp(tx, record, 'published')
      return record
    })
    if (publisher === 'team') await tellOwner.publishedOutside(published, at)
    const candidates = [...(before ? publishedMediaIds(before) : []), ...dropped]
    await dropUnusedImages(published, candidates, publishedMediaIds(rendered)).catch((error: unknown) =>
      ports.logger.warn('replaced website images not deleted', { websiteId: id, error: String(error) }),
    )
    return published
  }

  /** The team publishes: the admin API's view of the website. */
  async function publish(id: string, actor: UserRecord, ip: string): Promise<Website> {
    return toWebsite(await publishRecord(id, actor, ip, 'team'), ports.secrets)
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
        await tellOwner.inApp(tx, updated, 'unpublished')
      }
      return updated
    })
    await dropUnusedImages(website, before ? publishedMediaIds(before) : [], new Set()).catch(
      (error: unknown) =>
        ports.logger.warn('unpublished website images not deleted', { websiteId: id, error: String(error) }),
    )
    return toWebsite(record, ports.secrets)
  }

  return {
    publish,
    unpublish,
    /** What each publication published, and restoring one (website-versions.ts). */
    versions: {
      list: async (id: string) => versions.list(await websiteOf(id)),
      /** The restored website, in the view of `secrets` (null for the owner). */
      async restore(id: string, number: number, actor: UserRecord, ip: string, secrets: Secrets | null) {
        return toWebsite(await versions.restore(await websiteOf(id), number, actor, ip), secrets)
      },
    },

    /**
     * The owner publishes their saved changes. Only a live site: its first publication is the team's,
     * and a site the team took down stays down until the team publishes it again (owner-publishing.ts
     * decides when the owner's call publishes).
     */
    async publishOwn(website: WebsiteRecord, owner: UserRecord, ip: string): Promise<Website> {
      if (!website.publishedAt) throw new ApiError(409, publishingMessages.notLiveYet)
      // The customer's view: panel passwords stay with the team.
      return toWebsite(await publishRecord(website.id, owner, ip, 'owner'), null)
    },
    /**
     * The team approved the owner's publication request: published as the team publishes, with the
     * approval's decision written in the same transaction (docs/rules/publishing.md#publishing-by-approval).
     */
    async publishApproved(id: string, admin: UserRecord, ip: string, within: WithinPublication) {
      await publishRecord(id, admin, ip, 'team', within)
    },
    moveDomain: (id: string, domain: string) => moveDomain(ports, id, domain),
    /** The published sites themselves (the API's /sites/{slug}/ routes). */
    sites: createSiteServer(ports, { forms, pageViews }),

    /** A completed request's website, published (created from the request when none is linked yet). */
    async publishRequest(
      requestId: string,
      actor: UserRecord,
      ip: string,
    ): Promise<{ website: Website; request: WebsiteRequest }> {
      const website = await publish(await websiteForRequest(requestId, actorOf(actor, ip)), actor, ip)
      const request = await repos.websiteRequests.findById(requestId)
      if (!request) throw new ApiError(404, websiteRequestMessages.notFound)
      return { website, request: await toWebsiteRequest(request, ports.secrets, ports.repos) }
    },
  }
}
export type PublishingService = ReturnType<typeof createPublishingService>
