import { sha256Hex } from '../lib/crypto'
import type { Repositories } from '../ports'
import type { WebsiteRecord } from '../websites/website.shared'
import { renderSite } from '../site-renderer/render-site'
import { siteFromWebsite, type WebsiteImages } from '../site-renderer/site-from-website'
import { imageAlt, websiteImageUploads } from '../websites/website-images'
import { istanbulYear } from './istanbul-time'
import { mediaPath } from './media-references'

// The page a website publishes: rendered once, at publication, from the saved website (no script, images
// as `media/<uploadId>` under the page), with the SHA-256 of its HTML as its etag.
export async function renderPublishedPage(
  repos: Repositories,
  website: WebsiteRecord,
  now: Date,
): Promise<{ html: string; etag: string }> {
  const uploads = await websiteImageUploads(repos, website)
  const images: WebsiteImages = {
    logo: uploads.logo ? mediaPath(uploads.logo.id) : null,
    favicon: uploads.favicon ? mediaPath(uploads.favicon.id) : null,
    gallery: uploads.gallery.map((upload) => ({ src: mediaPath(upload.id), alt: imageAlt(upload) })),
  }
  const html = renderSite(siteFromWebsite(website, null, images), {
    mode: 'published',
    year: istanbulYear(now),
  })
  return { html, etag: await sha256Hex(html) }
}
