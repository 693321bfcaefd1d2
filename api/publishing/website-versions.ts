import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import type { UserRecord } from '../users/user.shared'
import type { WebsiteRecord } from '../websites/website.shared'
import { websiteMessages } from '../websites/website-messages'
import { snapshotMediaIds } from './version-media'
import { websiteVersionResource } from './website-version-resource'
import {
  websiteSnapshotSchema,
  websiteVersionMessages,
  type WebsiteSnapshot,
  type WebsiteVersion,
  type WebsiteVersionRecord,
} from './website-version.shared'

/** How many published versions a website keeps (the newest ones). */
export const WEBSITE_VERSIONS_KEPT = 20

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
}

/** The fields of a website a publication renders from. */
export function snapshotOf(website: WebsiteRecord): WebsiteSnapshot {
  return websiteSnapshotSchema.parse(website)
}

/** What the live site shows: the newest version's snapshot; null before the first publication. */
export async function liveSnapshot(repos: Repositories, websiteId: string): Promise<WebsiteSnapshot | null> {
  const [latest] = await repos.resource(websiteVersionResource).list({
    filter: { websiteId },
    orderBy: { field: 'number', direction: 'desc' },
    limit: 1,
  })
  return latest?.snapshot ?? null
}

// Published versions (docs/rules/publishing.md#versions): recorded in the publication's transaction,
// listed newest first, and restored as the website's saved state (published by the next "Yayınla").
export function createWebsiteVersions({ ports, activity, audit }: Deps) {
  const repos = ports.repos
  const versionsOf = (websiteId: string, tx: Repositories = repos) =>
    tx.resource(websiteVersionResource).list({
      filter: { websiteId },
      orderBy: { field: 'number', direction: 'desc' },
    })

  return {
    /**
     * The next version of the website, in the publication's transaction (the unique key numbers it);
     * versions beyond the newest WEBSITE_VERSIONS_KEPT go. The uploads the dropped ones showed.
     */
    async record(tx: Repositories, website: WebsiteRecord, publisher: UserRecord, at: string) {
      const versions = tx.resource(websiteVersionResource)
      const [latest] = await versions.list({
        filter: { websiteId: website.id },
        orderBy: { field: 'number', direction: 'desc' },
        limit: 1,
      })
      await versions.create({
        id: ports.ids.uuid(),
        websiteId: website.id,
        number: (latest?.number ?? 0) + 1,
        snapshot: snapshotOf(website),
        publishedBy: publisher.name,
        publishedById: publisher.id,
        publishedAt: at,
      })
      const old = (await versionsOf(website.id, tx)).slice(WEBSITE_VERSIONS_KEPT)
      for (const version of old) await versions.delete(version.id)
      return old.flatMap((version) => snapshotMediaIds(version.snapshot))
    },

    /** Newest first; the newest is live while the website is published. */
    async list(website: WebsiteRecord): Promise<WebsiteVersion[]> {
      const versions = await versionsOf(website.id)
      const liveNumber = website.publishedAt ? versions[0]?.number : undefined
      return versions.map((version) => ({
        number: version.number,
        name: version.snapshot.name,
        publishedBy: version.publishedBy,
        publishedAt: version.publishedAt,
        live: version.number === liveNumber,
      }))
    },

    /**
     * Puts version `number` back as the website's saved state. Images of it that no longer exist are
     * left out. The live site changes at the next publication.
     */
    async restore(website: WebsiteRecord, number: number, actor: UserRecord, ip: string) {
      const version: WebsiteVersionRecord | null = await repos
        .resource(websiteVersionResource)
        .findOne({ websiteId: website.id, number })
      if (!version) throw new ApiError(404, websiteVersionMessages.notFound)
      const snapshot = await withExistingImages(repos, website, version.snapshot)
      const at = ports.clock.now().toISOString()
      return repos.transaction(async (tx) => {
        const restored = await tx.websites.update(website.id, { ...snapshot, lastModified: at })
        if (!restored) throw new ApiError(404, websiteMessages.notFound)
        const who = actorOf(actor, ip)
        await audit.updated(tx, { actor: who, resource: 'websites', recordId: website.id }, website, restored)
        await activity.log(
          {
            ...activityActor(who),
            action: 'Website sürümü geri yüklendi',
            details: `${restored.name}: sürüm ${number}`,
            type: 'website',
            severity: 'info',
            subject: {
              resource: 'websites',
              recordId: website.id,
              userIds: restored.ownerId ? [restored.ownerId] : [],
            },
          },
          tx,
        )
        return restored
      })
    },
  }
}
export type WebsiteVersions = ReturnType<typeof createWebsiteVersions>

/** The snapshot without the images that were deleted since (by their owner, or with their account). */
async function withExistingImages(
  repos: Repositories,
  website: WebsiteRecord,
  snapshot: WebsiteSnapshot,
): Promise<WebsiteSnapshot> {
  const exists = async (id: string | null) => {
    if (!id) return false
    const upload = await repos.uploads.findById(id)
    return upload !== null && upload.websiteId === website.id
  }
  const gallery: string[] = []
  for (const id of snapshot.galleryUploadIds) if (await exists(id)) gallery.push(id)
  return {
    ...snapshot,
    logoUploadId: (await exists(snapshot.logoUploadId)) ? snapshot.logoUploadId : null,
    faviconUploadId: (await exists(snapshot.faviconUploadId)) ? snapshot.faviconUploadId : null,
    galleryUploadIds: gallery,
  }
}
