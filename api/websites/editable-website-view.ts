import type { Secrets } from '../ports/infrastructure'
import type { EditableWebsite, WebsiteRecord } from '../schemas/website'
import type { WebsiteImageUploads } from './website-images'
import { signedImageUrl } from './website-image-urls'
import { toWebsite } from './website-view'

// The website as the edit screen reads it (GET /api/me/websites/:id and the save's answer): the website
// view (which already carries the edit model, slug and publishedAt) plus its images as addresses an
// <img> can show, and where the published site is served.

/** Where a published website is served on the app's own origin, or null while it is not published. */
export function publishedSiteUrl(record: Pick<WebsiteRecord, 'slug' | 'publishedAt'>, publicUrl: string) {
  return record.publishedAt && record.slug ? `${publicUrl}/sites/${record.slug}/` : null
}

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
    publicUrl: publishedSiteUrl(record, context.publicUrl),
  }
}
