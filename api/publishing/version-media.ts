import type { Repositories } from '../ports'
import { pagesImageIds } from '../site-content/site-sections.shared'
import { websiteVersionResource } from './website-version-resource'
import type { WebsiteSnapshot } from './website-version.shared'

/** The uploads a snapshot shows (logo, favicon, gallery, the pages' sections). */
export function snapshotMediaIds(snapshot: WebsiteSnapshot): string[] {
  return [
    snapshot.logoUploadId,
    snapshot.faviconUploadId,
    ...snapshot.galleryUploadIds,
    ...pagesImageIds(snapshot.pages),
  ].filter((id): id is string => id !== null)
}

/**
 * Every upload a kept version of the website shows: an image the customer replaced stays while a
 * version showing it can be restored (docs/rules/publishing.md#versions).
 */
export async function versionMediaIds(repos: Repositories, websiteId: string): Promise<Set<string>> {
  const versions = await repos.resource(websiteVersionResource).list({ filter: { websiteId } })
  return new Set(versions.flatMap((version) => snapshotMediaIds(version.snapshot)))
}
