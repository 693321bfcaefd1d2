import { referencedMediaIds } from '../publishing/media-references'
import { publishedSiteResource } from '../publishing/published-site-resource'
import type { PublishedSiteRecord } from '../publishing/published-site.shared'
import type { Repositories } from '../ports'
import { pagesImageIds } from '../site-content/site-sections.shared'
import type { WebsiteRecord } from '../websites/website.shared'
import type { UploadRecord } from './upload.shared'

// Where a customer's file is in use before it is deleted (docs/rules/file-storage.md#deleting-an-upload).
// A published page serves only its owner's uploads (api/publishing/site-server.ts), so the owner's
// websites are all there is to look at.

export interface UploadUsage {
  /** The names of the owner's published sites whose pages show the file: its deletion is refused. */
  published: string[]
  /** The names of the owner's websites whose saved, unpublished content shows it: deleted, with a warning. */
  drafts: string[]
}

const PAGE = 200

/** An id as a word of the page: `media/<id>`, `/api/me/uploads/<id>/download`, a bare id in a link. */
const mentions = (html: string, id: string) =>
  referencedMediaIds(html).has(id) ||
  new RegExp(`(?<![A-Za-z0-9_-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_-])`).test(html)

function pageShows(site: PublishedSiteRecord, id: string): boolean {
  return mentions(site.html, id) || Object.values(site.pages).some((page) => mentions(page.html, id))
}

function contentShows(website: WebsiteRecord, id: string): boolean {
  return (
    website.logoUploadId === id ||
    website.faviconUploadId === id ||
    website.galleryUploadIds.includes(id) ||
    pagesImageIds(website.pages).includes(id)
  )
}

async function websitesOf(repos: Repositories, ownerId: string): Promise<WebsiteRecord[]> {
  const websites: WebsiteRecord[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await repos.websites.list({ filter: { ownerId }, limit: PAGE, offset })
    websites.push(...page)
    if (page.length < PAGE) return websites
  }
}

export async function uploadUsage(
  repos: Repositories,
  upload: Pick<UploadRecord, 'id' | 'userId'>,
): Promise<UploadUsage> {
  const usage: UploadUsage = { published: [], drafts: [] }
  if (!upload.userId) return usage
  const pages = repos.resource(publishedSiteResource)
  for (const website of await websitesOf(repos, upload.userId)) {
    const site = await pages.findOne({ websiteId: website.id })
    if (site && pageShows(site, upload.id)) usage.published.push(website.name)
    else if (contentShows(website, upload.id)) usage.drafts.push(website.name)
  }
  return usage
}
