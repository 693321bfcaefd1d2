import type { ActivityService } from '../activity/activity-service'
import { deleteUploadFiles, withVariants } from '../uploads/image-variants'
import { activityActor, actorOf, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import type { FileStore } from '../ports/infrastructure'
import { publishedSiteResource } from '../publishing/published-site-resource'
import { publishedMediaIds } from '../publishing/media-references'
import { pagesImageIds } from '../site-content/site-sections.shared'
import { versionMediaIds } from '../publishing/version-media'
import { UPLOAD_MAX_BYTES, type UploadRecord } from '../uploads/upload.shared'
import { uploadMessages } from '../uploads/upload-messages.shared'
import type { UserRecord } from '../users/user.shared'
import { heldByTeam, type WebsiteRecord, type WebsiteStatus } from './website.shared'
import { EDIT_STATUS_LABELS } from './website-edit.shared'
import { WEBSITE_EDIT_BODY_LIMIT } from '../middleware/body-limit'
import { discardStream } from '../uploads/collect-stream'
import { assertWithinQuota, createUploadSlots } from '../uploads/upload-limits'
import type { EditableWebsite } from './website.shared'
import { toEditableWebsite } from './editable-website-view'
import { readEditForm } from './website-edit-form'
import { websitePatch, type StoredImage } from './website-edit-patch'
import { storeWebsiteImage } from './website-image-store'
import { contentImageUploads, websiteImageUploads } from './website-images'
import { ownerImagesOf } from './owner-images'
import { imageUrlSecondsLeft } from './website-image-urls'
import { isImageType } from './website-image-type'
import { websiteEditMessages, websiteMessages } from './website-messages'

// The edit screen's API (docs/rules/websites.md#the-edit-screen): the customer's website with its images,
// and the save. A save is all or nothing: the form streams in, its images go to the file store under new
// keys, and only when every field and file has passed do the upload records and the website change, in
// one transaction. Anything refused or failing before that removes the stored files again. Images the
// save replaced or dropped are deleted afterwards, unless the published page still shows them (the next
// publication deletes those).
export function createWebsiteEditService({
  ports,
  activity,
  audit,
}: {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
}) {
  const repos = ports.repos
  const slots = createUploadSlots(ports)
  const publishedSites = repos.resource(publishedSiteResource)
  const files = (): FileStore => {
    if (!ports.files) throw new ApiError(503, uploadMessages.unavailable)
    return ports.files
  }

  async function view(record: WebsiteRecord): Promise<EditableWebsite> {
    return toEditableWebsite(record, await websiteImageUploads(repos, record), {
      secrets: ports.secrets,
      now: ports.clock.now(),
      publicUrl: ports.config.publicUrl,
    })
  }

  const uploadRecord = (owner: UserRecord, website: WebsiteRecord, image: StoredImage): UploadRecord => ({
    id: image.id,
    userId: owner.id,
    websiteId: website.id,
    requestId: null,
    category: image.slot === 'gallery' ? 'photos' : 'branding',
    originalName: image.name,
    mimeType: image.mimeType,
    sizeBytes: image.size,
    storageKey: image.key,
    sha256: image.sha256,
    createdAt: ports.clock.now().toISOString(),
  })

  /** A section may show only the owner's own uploaded images. */
  async function assertOwnContentImages(website: WebsiteRecord, pages: WebsiteRecord['pages']) {
    const wanted = new Set(pagesImageIds(pages))
    if (wanted.size === 0) return
    const found = await contentImageUploads(repos, website, pages)
    if (found.length !== wanted.size) throw new ApiError(400, websiteEditMessages.contentImageNotFound)
  }

  /**
   * A status the team set to Bakımda or Pasif holds against the owner's save; the team's own save sets or
   * lifts the hold (docs/rules/websites.md#who-sets-the-status).
   */
  function statusPatch(by: 'owner' | 'team', website: WebsiteRecord, status: WebsiteStatus) {
    if (by === 'team') return { statusByTeam: heldByTeam(status) }
    if (website.statusByTeam && status !== website.status) {
      throw new ApiError(409, websiteEditMessages.statusHeldByTeam(EDIT_STATUS_LABELS[website.status]))
    }
    return {}
  }

  /** The save's audit rows and its one activity entry, in the save's transaction. */
  async function recordSave(tx: Repositories, actor: Actor, before: WebsiteRecord, after: WebsiteRecord) {
    await audit.updated(tx, { actor, resource: 'websites', recordId: after.id }, before, after)
    await activity.log(
      {
        ...activityActor(actor),
        action: 'Website güncellendi',
        details: `${after.name}${after.domain ? ` (${after.domain})` : ''} düzenleme ekranından güncellendi.`,
        type: 'website',
        severity: 'info',
        subject: { resource: 'websites', recordId: after.id, userIds: after.ownerId ? [after.ownerId] : [] },
      },
      tx,
    )
  }

  /**
   * `user` is who saves (the audit and activity actor); `uploader` is whose uploads the new images become
   * and whose quota they count against: the caller on their own website, the website's owner when the
   * team saves it (docs/rules/websites.md#the-team-edits-a-site), null for a website without an owner
   * (a text save only: any image is refused).
   */
  async function write(
    by: 'owner' | 'team',
    user: UserRecord,
    uploader: UserRecord | null,
    website: WebsiteRecord,
    request: Request,
    ip: string,
  ): Promise<WebsiteRecord> {
    const store = files()
    const stored: StoredImage[] = []
    const release = await slots.acquire((uploader ?? user).id).catch(async (error: unknown) => {
      // Too many at once: the form is read to its end first, so the client gets the answer, not a reset.
      if (request.body) await discardStream(request.body)
      throw error
    })
    try {
      const declared = Number(request.headers.get('content-length') ?? 0)
      const fields = await readEditForm(request, async (file) => {
        // A form declaring more than the quota has room for is refused before its first file is stored.
        if (uploader && stored.length === 0 && Number.isFinite(declared) && declared > 0) {
          await assertWithinQuota(
            repos,
            uploader,
            Math.min(declared, WEBSITE_EDIT_BODY_LIMIT, UPLOAD_MAX_BYTES),
          )
        }
        const image = await storeWebsiteImage({ store, ids: ports.ids, owner: (uploader ?? user).id, file })
        if (image) stored.push(image)
      })
      // Without an owner there is no one whose uploads the images could be (an empty file part is no image).
      if (!uploader && stored.length > 0) throw new ApiError(400, websiteEditMessages.imagesNeedOwner)
      // A form started before the website's last save would put back what that save changed.
      if (fields.baseVersion && Date.parse(fields.baseVersion) !== Date.parse(website.lastModified)) {
        throw new ApiError(409, websiteEditMessages.savedSinceStarted)
      }
      if (fields.pages) await assertOwnContentImages(website, fields.pages)
      const patch = websitePatch({ website, fields, images: stored, now: ports.clock.now() })
      if (fields.status !== undefined) Object.assign(patch, statusPatch(by, website, fields.status))
      const newBytes = stored.reduce((sum, image) => sum + image.size, 0)
      if (uploader && newBytes > 0) await assertWithinQuota(repos, uploader, newBytes)
      const saved = await repos.transaction(async (tx) => {
        if (uploader)
          for (const image of stored) await tx.uploads.create(uploadRecord(uploader, website, image))
        // Compare-and-set on lastModified: a save based on what someone else has changed since is refused.
        const updated = await tx.websites.updateWhere(
          website.id,
          { lastModified: website.lastModified },
          patch,
        )
        if (updated) {
          await recordSave(tx, actorOf(user, ip), website, updated)
          return updated
        }
        const current = await tx.websites.findById(website.id)
        throw new ApiError(
          current ? 409 : 404,
          current ? websiteEditMessages.changedMeanwhile : websiteMessages.notFound,
        )
      })
      // The new photos' smaller copies, for the page that will show them (docs/rules/publishing.md#images).
      for (const image of uploader ? stored : []) {
        const upload = await repos.uploads.findById(image.id)
        if (upload) await withVariants(ports, upload)
      }
      return saved
    } catch (error) {
      await Promise.all(stored.map((image) => store.delete(image.key).catch(() => false)))
      throw error
    } finally {
      await release()
    }
  }

  /** Deletes the images the save let go of, except those the published page or a kept version shows. */
  async function dropReleasedImages(before: WebsiteRecord, after: WebsiteRecord): Promise<void> {
    const kept = new Set([
      after.logoUploadId,
      after.faviconUploadId,
      ...after.galleryUploadIds,
      ...pagesImageIds(after.pages),
    ])
    // Images a section showed are the customer's uploads: they stay in the Galeri when a section lets go.
    const released = [before.logoUploadId, before.faviconUploadId, ...before.galleryUploadIds].filter(
      (id): id is string => id !== null && !kept.has(id),
    )
    if (released.length === 0) return
    const page = await publishedSites.findOne({ websiteId: after.id })
    const shown = new Set([
      ...(page ? publishedMediaIds(page) : []),
      ...(await versionMediaIds(repos, after.id)),
    ])
    for (const id of released.filter((released) => !shown.has(released))) {
      try {
        const upload = await repos.uploads.findById(id)
        if (!upload || upload.userId !== after.ownerId) continue
        await repos.uploads.delete(upload.id)
        await deleteUploadFiles(files(), upload)
      } catch (error) {
        // The save stands; a file left behind still counts against the quota and shows in the Galeri.
        ports.logger.warn('website image not deleted', { uploadId: id, error: String(error) })
      }
    }
  }

  return {
    view,

    /** PUT /api/me/websites/:id: the route has checked that `website` is the caller's. */
    async save(
      user: UserRecord,
      website: WebsiteRecord,
      request: Request,
      ip: string,
    ): Promise<EditableWebsite> {
      const saved = await write('owner', user, user, website, request, ip)
      await dropReleasedImages(website, saved)
      return view(saved)
    },

    /** GET /api/admin/websites/:id/edit: any website's edit model, for the team. */
    /** GET /api/admin/websites/:id/images: what the team's editor may put on the site. */
    ownerImages: (websiteId: string) => ownerImagesOf(repos, websiteId),

    async viewForTeam(websiteId: string): Promise<EditableWebsite> {
      const website = await repos.websites.findById(websiteId)
      if (!website) throw new ApiError(404, websiteMessages.notFound)
      return view(website)
    },

    /**
     * PUT /api/admin/websites/:id/edit: an admin saves any website with the same form. The admin is the
     * actor; new images are the owner's uploads, on the owner's quota (docs/rules/websites.md#the-team-edits-a-site).
     */
    async saveForTeam(
      admin: UserRecord,
      websiteId: string,
      request: Request,
      ip: string,
    ): Promise<EditableWebsite> {
      const website = await repos.websites.findById(websiteId)
      if (!website) throw new ApiError(404, websiteMessages.notFound)
      const owner = website.ownerId ? await repos.users.findById(website.ownerId) : null
      const saved = await write('team', admin, owner, website, request, ip)
      await dropReleasedImages(website, saved)
      return view(saved)
    },

    /** An image behind a signed address (website-image-urls.ts), with the seconds it may be cached. */
    async signedImage(uploadId: string, expires: number, signature: string) {
      const secondsLeft = await imageUrlSecondsLeft(
        ports.secrets.jwtSecret,
        uploadId,
        expires,
        signature,
        ports.clock.now(),
      )
      const record = secondsLeft > 0 ? await repos.uploads.findById(uploadId) : null
      const bytes = record && isImageType(record.mimeType) ? await files().get(record.storageKey) : null
      if (!record || !bytes) throw new ApiError(404, websiteEditMessages.imageNotFound)
      return { record, bytes, secondsLeft }
    },
  }
}
export type WebsiteEditService = ReturnType<typeof createWebsiteEditService>
