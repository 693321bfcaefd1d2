import { sha256Hex } from '../lib/crypto'
import type { ApiPorts } from '../ports'
import { withVariants } from '../uploads/image-variants'
import type { UploadRecord } from '../uploads/upload.shared'
import type { WebsiteRecord } from '../websites/website.shared'
import { renderSite } from '../site-renderer/render-site'
import { renderRobots, renderSitemap, sitePaths } from '../site-renderer/site-paths'
import { siteFromWebsite, type WebsiteImages } from '../site-renderer/site-from-website'
import { imageAlt, websiteImageUploads } from '../websites/website-images'
import type { PublishedSiteRecord } from './published-site.shared'
import { istanbulYear } from './istanbul-time'
import { mediaPath, variantPath } from './media-references'

// What a website publishes: every page, rendered once at publication from the saved website (no script,
// images as `media/<uploadId>` relative to the page), each with the SHA-256 of its HTML as its etag, plus
// the site's 404 page, sitemap.xml and robots.txt. The home page's etag hashes the whole set, so the
// host's compressed copies of it change whenever any page does. docs/rules/publishing.md#pages

export type PublishedPages = Pick<PublishedSiteRecord, 'html' | 'etag' | 'pages'>

/** The address the site's canonical links name: its own domain, else its /sites/{slug}/ on the app. */
export function siteUrlOf(domain: string, slug: string, publicUrl: string): string {
  if (domain) return `https://${domain}/`
  return `${publicUrl.replace(/\/+$/, '')}/sites/${encodeURIComponent(slug)}/`
}

/** `srcset` of an upload with copies: each copy by its width, then the original by its own. */
function srcsetOf(upload: UploadRecord): string | null {
  const variants = upload.variants
  if (!variants?.copies.length) return null
  return [
    ...variants.copies.map((copy) => `${variantPath(upload.id, copy.width)} ${copy.width}w`),
    `${mediaPath(upload.id)} ${variants.width}w`,
  ].join(', ')
}

export async function renderPublishedPages(
  ports: Pick<ApiPorts, 'repos' | 'files' | 'images' | 'logger'>,
  website: WebsiteRecord,
  at: { now: Date; siteUrl: string },
): Promise<PublishedPages> {
  const found = await websiteImageUploads(ports.repos, website)
  // Uploads from before copies were made get theirs now, once (image-variants.ts).
  const uploads = {
    ...found,
    content: await Promise.all(found.content.map((upload) => withVariants(ports, upload))),
    gallery: await Promise.all(found.gallery.map((upload) => withVariants(ports, upload))),
  }
  const srcsets = Object.fromEntries(
    [...uploads.content, ...uploads.gallery].flatMap((upload) => {
      const srcset = srcsetOf(upload)
      return srcset ? [[upload.id, srcset]] : []
    }),
  )
  const images: WebsiteImages = {
    logo: uploads.logo ? mediaPath(uploads.logo.id) : null,
    favicon: uploads.favicon ? mediaPath(uploads.favicon.id) : null,
    gallery: uploads.gallery.map((upload) => ({ src: mediaPath(upload.id), alt: imageAlt(upload) })),
    // The sections' images, and the gallery's (a page with no sections of its own shows the gallery).
    media: Object.fromEntries(
      [...uploads.content, ...uploads.gallery].map((upload) => [upload.id, mediaPath(upload.id)]),
    ),
  }
  const model = { ...siteFromWebsite(website, null, images), srcsets }
  const options = { mode: 'published', year: istanbulYear(at.now), siteUrl: at.siteUrl } as const
  const pages: PublishedPages['pages'] = {}
  const entry = async (html: string) => ({ html, etag: await sha256Hex(html) })
  let home = ''
  for (const path of [...sitePaths(model), '404']) {
    const html = renderSite(model, { ...options, page: path })
    if (path === '') home = html
    else pages[path] = await entry(html)
  }
  pages['sitemap.xml'] = await entry(renderSitemap(model, at.siteUrl))
  pages['robots.txt'] = await entry(renderRobots(at.siteUrl))
  const all = [
    home,
    ...Object.keys(pages)
      .sort()
      .map((path) => `${path}\n${pages[path]?.etag ?? ''}`),
  ]
  return { html: home, etag: await sha256Hex(all.join('\n')), pages }
}
