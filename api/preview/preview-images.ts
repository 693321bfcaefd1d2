import type { ApiPorts } from '../ports'
import type { WebsiteRecord } from '../websites/website.shared'
import type { UploadRecord } from '../uploads/upload.shared'
import type { WebsiteImages } from '../site-renderer/site-from-website'
import { pagesImageIds } from '../site-content/site-sections.shared'
import type { PreviewSource } from './preview.shared'

/** The pages the preview shows: the edit screen's unsaved ones when it sent them, else the saved ones. */
const shownPages = (website: WebsiteRecord, source: PreviewSource | null | undefined) =>
  source?.kind === 'website' && source.edits ? source.edits.pages : website.pages

// The images of a website in its preview. The preview document has an opaque origin and no service worker
// controls it, so an image either travels inside the page (a data: URL) or is fetched from the server by
// the session's own media path. The offline demo inlines every image (its files live in the worker's
// IndexedDB, out of the frame's reach); the server inlines small ones within a budget (logos, favicons:
// the page works on plain-HTTP development hosts too) and links the rest. docs/decisions/0011-preview-isolation.md

/** An image this small (or smaller) travels inside the page on the server. */
export const PREVIEW_INLINE_IMAGE_MAX_BYTES = 32 * 1024
/** At most this many bytes of images travel inside one page on the server (the panel posts it on every edit). */
export const PREVIEW_INLINE_BUDGET_BYTES = 256 * 1024

/** The upload ids a website's preview shows: logo, favicon, gallery and the images of the pages shown. */
export function websiteImageIds(website: WebsiteRecord, source?: PreviewSource | null): string[] {
  return [
    website.logoUploadId,
    website.faviconUploadId,
    ...website.galleryUploadIds,
    ...pagesImageIds(shownPages(website, source)),
  ].filter((id): id is string => id !== null)
}

/** The upload when the website may show it: an image of the website's owner. */
export async function websiteImage(
  ports: ApiPorts,
  website: WebsiteRecord,
  uploadId: string,
  source?: PreviewSource | null,
): Promise<UploadRecord | null> {
  if (!websiteImageIds(website, source).includes(uploadId)) return null
  const upload = await ports.repos.uploads.findById(uploadId)
  const shown = upload?.mimeType.startsWith('image/') && upload.userId === website.ownerId
  return shown ? upload : null
}

function base64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return btoa(binary)
}

/** The path the preview document loads a linked image from (checked: GET /preview/{id}/media/{uploadId}). */
export const previewMediaUrl = (origin: string, sessionId: string, uploadId: string) =>
  `${origin}/preview/${sessionId}/media/${uploadId}`

export async function previewImages(
  ports: ApiPorts,
  website: WebsiteRecord,
  session: { id: string; source?: PreviewSource | null },
  origin: string,
): Promise<WebsiteImages> {
  const sessionId = session.id
  const inlineEverything = ports.config.issuesDemoTokens
  let budget = PREVIEW_INLINE_BUDGET_BYTES
  const source = async (uploadId: string | null): Promise<{ src: string; name: string } | null> => {
    if (!uploadId) return null
    const upload = await websiteImage(ports, website, uploadId, session.source)
    if (!upload) return null
    const name = upload.originalName.replace(/\.[^.]+$/, '')
    const small = upload.sizeBytes <= PREVIEW_INLINE_IMAGE_MAX_BYTES && upload.sizeBytes <= budget
    if (!inlineEverything && !small) return { src: previewMediaUrl(origin, sessionId, upload.id), name }
    const bytes = await ports.files?.get(upload.storageKey)
    if (!bytes) return null
    if (!inlineEverything) budget -= bytes.length
    return { src: `data:${upload.mimeType};base64,${base64(bytes)}`, name }
  }
  const logo = await source(website.logoUploadId)
  const favicon = await source(website.faviconUploadId)
  const gallery = []
  const media: Record<string, string> = {}
  for (const id of website.galleryUploadIds) {
    const image = await source(id)
    if (image) gallery.push({ src: image.src, alt: image.name })
    if (image) media[id] = image.src
  }
  for (const id of new Set(pagesImageIds(shownPages(website, session.source)))) {
    if (media[id]) continue
    const image = await source(id)
    if (image) media[id] = image.src
  }
  return { logo: logo?.src ?? null, favicon: favicon?.src ?? null, gallery, media }
}
