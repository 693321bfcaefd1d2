import { bigint } from 'drizzle-orm/pg-core'
import { formDraftResource } from '../../../api/drafts/form-draft-resource'
import {
  publishedSiteResource,
  siteVisitResource,
  visitSaltResource,
} from '../../../api/publishing/published-site-resource'
import { websiteVersionResource } from '../../../api/publishing/website-version-resource'
import { sitePageViewResource } from '../../../api/publishing/site-page-view-resource'
import { formSubmissionResource } from '../../../api/site-forms/form-submission-resource'
import { siteDomainResource } from '../../../api/site-domains/site-domain-resource'
import { resourceTable } from './resource-table'

// Published sites and their visits (api/publishing/), and forms' drafts kept for their users: derived
// from the declarations, plus what SQL alone knows.

export const publishedSites = resourceTable(publishedSiteResource, { defaults: { domain: '', pages: {} } })

export const siteVisits = resourceTable(siteVisitResource, {
  defaults: { referrer: '', device: 'desktop' },
})

export const websiteVersions = resourceTable(websiteVersionResource)

// One row per day (its id, YYYY-MM-DD).
export const visitSalts = resourceTable(visitSaltResource)

export const sitePageViews = resourceTable(sitePageViewResource)

export const formDrafts = resourceTable(formDraftResource, {
  // A millisecond time: beyond integer.
  columns: { revision: bigint('revision', { mode: 'number' }).notNull() },
})

export const formSubmissions = resourceTable(formSubmissionResource)

export const siteDomains = resourceTable(siteDomainResource)
