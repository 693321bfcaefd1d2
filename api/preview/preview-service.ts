import { ApiError } from '../lib/http'
import type { ApiPorts } from '../ports'
import {
  PREVIEW_SESSION_LIFETIME_MS,
  type PreviewSessionInput,
  type PreviewSessionRecord,
  type PreviewSource,
} from './preview.shared'
import type { UserRecord } from '../users/user.shared'
import { renderSite } from '../site-renderer/render-site'
import { siteFromBuilderForm } from '../site-renderer/site-from-builder'
import { siteFromWebsite } from '../site-renderer/site-from-website'
import { renderStatusPage } from '../site-renderer/status-page'
import { newPreviewNonce } from './preview-document'
import { previewImages, websiteImage } from './preview-images'
import { previewMessages } from './preview-messages'
import { newPreviewSessionId, previewSessionIdSchema } from './preview-session-id'
import { previewSessionResource } from './preview-session-resource'
import { sweepExpiredPreviewSessions } from './preview-sweep'

// Live preview sessions: create, renew (with a new source), delete, sweep; and the preview document
// they serve. docs/rules/live-preview.md

/** Expired sessions a create deletes on its way (the Node host's timer does the bulk). */
const LAZY_SWEEP_LIMIT = 20

/** What GET /preview/{id} answers: the document, or the Turkish 404/410 page (no script: nonce null). */
export interface PreviewDocument {
  status: 200 | 404 | 410
  html: string
  nonce: string | null
}

export function createPreviewService({ ports }: { ports: ApiPorts }) {
  const repo = ports.repos.resource(previewSessionResource)
  const expiresFrom = (at: Date) => new Date(at.getTime() + PREVIEW_SESSION_LIFETIME_MS).toISOString()
  const isExpired = (session: PreviewSessionRecord, at = ports.clock.now()) =>
    Date.parse(session.expiresAt) <= at.getTime()

  /** The caller's own website (an admin: any); else the same 404 as for a missing one. */
  async function visibleWebsite(user: UserRecord, websiteId: string) {
    const website = await ports.repos.websites.findById(websiteId)
    if (!website || (user.role !== 'admin' && website.ownerId !== user.id)) {
      throw new ApiError(404, previewMessages.websiteNotFound)
    }
    return website
  }

  /** The preview document's markup for a live session, framed by `appOrigin` (preview-origin.ts). */
  async function render(session: PreviewSessionRecord, nonce: string, appOrigin: string): Promise<string> {
    const source = session.source
    const options = {
      mode: 'preview' as const,
      nonce,
      appOrigin,
      year: ports.clock.now().getFullYear(),
    }
    if (source?.kind === 'builder') return renderSite(siteFromBuilderForm(source.form), options)
    const website = session.websiteId ? await ports.repos.websites.findById(session.websiteId) : null
    if (!website) throw new ApiError(404, previewMessages.notFound)
    const images = await previewImages(ports, website, session, appOrigin)
    const shown = { ...options, page: source?.page ?? '' }
    return renderSite(siteFromWebsite(website, source?.edits ?? null, images), shown)
  }

  const statusPage = (status: 404 | 410): PreviewDocument => ({
    status,
    html: renderStatusPage(status === 410 ? 'preview-expired' : 'preview-missing'),
    nonce: null,
  })

  return {
    find: (id: string) => repo.findById(id),

    /**
     * A new session of `user`: `user_id` must be the caller (403), a website must be theirs (404), and
     * there must be something to show (400): a website, or the builder's form.
     */
    async create(
      user: UserRecord,
      input: PreviewSessionInput,
      appOrigin: string,
    ): Promise<PreviewSessionRecord> {
      if (input.user_id !== user.id) throw new ApiError(403, previewMessages.notYours)
      if (input.website_id) await visibleWebsite(user, input.website_id)
      const source = input.source ?? null
      if (!input.website_id && source?.kind !== 'builder')
        throw new ApiError(400, previewMessages.nothingToShow)
      const at = ports.clock.now()
      await sweepExpiredPreviewSessions(repo, at, LAZY_SWEEP_LIMIT)
      const id = newPreviewSessionId(ports.config.issuesDemoTokens)
      return repo.create({
        id,
        userId: user.id,
        websiteId: input.website_id,
        viewportConfig: input.viewport_config,
        source,
        previewUrl: `${appOrigin}/preview/${id}`,
        expiresAt: expiresFrom(at),
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
      })
    },

    /** Renews a live session (and replaces its source when given); answers it with its document. */
    async renew(session: PreviewSessionRecord, source: PreviewSource | undefined, appOrigin: string) {
      const at = ports.clock.now()
      if (isExpired(session, at)) throw new ApiError(410, previewMessages.expired)
      if (source?.kind === 'website' && !session.websiteId) {
        throw new ApiError(400, previewMessages.nothingToShow)
      }
      const patch = {
        expiresAt: expiresFrom(at),
        updatedAt: at.toISOString(),
        ...(source ? { source } : {}),
      }
      const renewed = await repo.update(session.id, patch)
      if (!renewed) throw new ApiError(404, previewMessages.notFound)
      const nonce = newPreviewNonce()
      return { session: renewed, nonce, html: await render(renewed, nonce, appOrigin) }
    },

    async remove(session: PreviewSessionRecord): Promise<void> {
      await repo.delete(session.id)
    },

    /** GET /preview/{id}: the document of a live session, else the 404 or 410 page. */
    async document(id: string, appOrigin: string): Promise<PreviewDocument> {
      const session = previewSessionIdSchema.safeParse(id).success ? await repo.findById(id) : null
      if (!session) return statusPage(404)
      if (isExpired(session)) return statusPage(410)
      const nonce = newPreviewNonce()
      return { status: 200, html: await render(session, nonce, appOrigin), nonce }
    },

    /** An image a live session's website shows, with its type; null for anything else. */
    async media(id: string, uploadId: string) {
      const session = previewSessionIdSchema.safeParse(id).success ? await repo.findById(id) : null
      if (!session?.websiteId || isExpired(session)) return null
      const website = await ports.repos.websites.findById(session.websiteId)
      const upload = website ? await websiteImage(ports, website, uploadId, session.source) : null
      const bytes = upload ? await ports.files?.get(upload.storageKey) : null
      return upload && bytes ? { bytes, type: upload.mimeType } : null
    },

    /** Deletes at most `limit` expired sessions; answers how many went. */
    sweep: (now: Date, limit = 500) => sweepExpiredPreviewSessions(repo, now, limit),
  }
}
export type PreviewService = ReturnType<typeof createPreviewService>
