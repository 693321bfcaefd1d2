import { sql } from 'drizzle-orm'
import { index, text } from 'drizzle-orm/pg-core'
import { previewSessionResource } from '../../../api/preview/preview-session-resource'
import { uploadResource } from '../../../api/uploads/upload-resource'
import { websiteResource } from '../../../api/websites/website-resource'
import { resourceTable } from './resource-table'

// Websites, their live previews and uploads: derived from the declarations, plus what SQL alone knows.

export const websites = resourceTable(websiteResource, {
  // NULL-able in SQL, though a record always carries a domain ('' for none).
  columns: { domain: text('domain') },
  defaults: {
    description: '',
    template: 'business',
    status: 'active',
    statusByTeam: false,
    publishNeedsApproval: false,
    visitors: 0,
    storage: 0,
    design: {},
    socialLinks: {},
    contactInfo: {},
    galleryUploadIds: [],
    pages: [],
    lastModified: sql`now()`,
  },
  indexes: (t) => ({
    ownerId: index('websites_owner_idx').on(t.ownerId),
    ownerEmail: index('websites_owner_email_idx').on(sql`lower(${t.ownerEmail})`),
  }),
})

export const previewSessions = resourceTable(previewSessionResource, {
  indexes: (t) => ({
    // The owner's sessions.
    userId: index('preview_sessions_user_idx').on(t.userId),
    websiteId: index('preview_sessions_website_idx').on(t.websiteId),
  }),
})

export const uploads = resourceTable(uploadResource, {
  indexes: (t) => ({
    userId: index('uploads_user_idx').on(t.userId, t.category),
    websiteId: index('uploads_website_idx').on(t.websiteId),
  }),
})
