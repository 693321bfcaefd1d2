import type { Secrets } from '../ports/infrastructure'
import { publishedSiteAddress, type EditableWebsite, type WebsiteRecord } from './website.shared'
import type { WebsiteImageUploads } from './website-images'
import { signedImageUrl } from './website-image-urls'
import { toWebsite } from './website-view'

// The website as the edit screen reads it (GET /api/me/websites/:id and the save's answer): the website
// view (which already carries the edit model, slug and publishedAt) plus its images as addresses an
// <img> can show, and where the published site is served.

export async function toEditableWebsite(
  record: WebsiteRecord,
  images: WebsiteImageUploads,
  context: { secrets: Secrets; now: Date; publicUrl: string },
): Promise<EditableWebsite> {
  const url = (id: string) => signedImageUrl(context.secrets.jwtSecret, id, context.now)
  const image = async (upload: WebsiteImageUploads['logo']) =>
    upload ? { id: upload.id, url: await url(upload.id) } : null
  return {
    // Customers never receive panel passwords (null secrets).
    ...(await toWebsite(record, null)),
    logo: await image(images.logo),
    favicon: await image(images.favicon),
    gallery: await Promise.all(
      images.gallery.map(async (upload) => ({
        id: upload.id,
        url: await url(upload.id),
        name: upload.originalName,
      })),
    ),
    publicUrl: publishedSiteAddress(record, context.publicUrl),
  }
}
