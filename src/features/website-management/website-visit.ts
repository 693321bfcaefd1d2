// "Ziyaret Et" on the website management screen: the published site's address, or why there is none.
import type { Website } from '../../../api/websites/website.shared'
import { publishedSiteAddress } from '../../../api/websites/website.shared'
import type { StatusLabel } from '../../lib/status-labels'
import { websiteStatusLabel } from '../../lib/status-labels'

export const NOT_PUBLISHED_REASON = 'Henüz yayında değil'

export type VisitState = { kind: 'published'; url: string } | { kind: 'unpublished'; reason: string }

export function visitState(
  website: Pick<Website, 'domain' | 'slug' | 'publishedAt'>,
  origin: string,
): VisitState {
  const url = publishedSiteAddress(website, origin)
  return url ? { kind: 'published', url } : { kind: 'unpublished', reason: NOT_PUBLISHED_REASON }
}

/** The website's own status; 'draft' is the edit screen's Taslak. */
export function managedStatusLabel(status: string): StatusLabel {
  return status === 'draft' ? { label: 'Taslak', tone: 'slate' } : websiteStatusLabel(status)
}

export function publicationBadge(website: Pick<Website, 'publishedAt'>): StatusLabel {
  return website.publishedAt ? { label: 'Yayında', tone: 'green' } : { label: 'Yayında değil', tone: 'slate' }
}
