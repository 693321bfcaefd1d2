import type { Repositories } from '../ports'
import type { FieldComparison } from '../ports/crud-repository'
import type { WebsiteRecord } from './website.shared'

// A live site saved after its last publication has changes its visitors do not see yet
// (docs/rules/publishing.md#unpublished-changes; hasUnpublishedChanges in website.shared.ts says the same
// of one record). The team's lists find such sites with this comparison, on every store.
export const UNPUBLISHED_CHANGES: FieldComparison<WebsiteRecord> = {
  field: 'lastModified',
  than: 'publishedAt',
}

/** The most sites the desk's filter looks for; far more than ever wait at once. */
const MAX_UNPUBLISHED = 10_000

/** The ids of the live sites with unpublished changes (the request desk's filter). */
export async function unpublishedWebsiteIds(repos: Repositories): Promise<string[]> {
  const sites = await repos.websites.list({ laterThan: UNPUBLISHED_CHANGES, limit: MAX_UNPUBLISHED })
  return sites.map((site) => site.id)
}
