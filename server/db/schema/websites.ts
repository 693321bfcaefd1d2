import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { users } from './users'
import { searchIndex, searchTextColumn } from './search-text'

// Websites: the admin record, the dashboard record and the edit model in one row.

// Panel passwords are AES-256-GCM ciphertexts (server/crypto/encryption.ts); only admins see clear text.
export type HostingInfo = {
  provider: string | null
  username: string | null
  passwordEncrypted: string | null
}
export type DomainInfo = {
  registrar: string | null
  expiryDate: string | null
  username: string | null
  passwordEncrypted: string | null
}
export type WebsitePage = { id: string; name: string; url: string; status: string }
export type WebsiteDesign = {
  primaryColor?: string
  secondaryColor?: string
  fontFamily?: string
  headerStyle?: string
  footerStyle?: string
}

export const websites = pgTable(
  'websites',
  {
    id: id(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerEmail: text('owner_email').notNull(),
    // The owner's display name as entered by the admin.
    owner: text('owner'),
    name: text('name').notNull(),
    // Lower-cased host name; unique when present.
    domain: text('domain'),
    description: text('description').notNull().default(''),
    template: text('template').notNull().default('business'),
    category: text('category'),
    status: text('status').notNull().default('active'),
    plan: text('plan'),
    visitors: integer('visitors').notNull().default(0),
    storage: integer('storage').notNull().default(0),
    logoUploadId: text('logo_upload_id'),
    faviconUploadId: text('favicon_upload_id'),
    design: jsonb('design').$type<WebsiteDesign>().notNull().default({}),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    contactInfo: jsonb('contact_info').$type<Record<string, string>>().notNull().default({}),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoKeywords: text('seo_keywords'),
    galleryUploadIds: jsonb('gallery_upload_ids').$type<string[]>().notNull().default([]),
    pages: jsonb('pages').$type<WebsitePage[]>().notNull().default([]),
    // The path segment of /sites/{slug}/, given at the first publish and kept.
    slug: text('slug'),
    // When the site was last published (null: never, or unpublished).
    publishedAt: instant('published_at'),
    hostingInfo: jsonb('hosting_info').$type<HostingInfo>(),
    domainInfo: jsonb('domain_info').$type<DomainInfo>(),
    lastModified: instant('last_modified')
      .notNull()
      .default(sql`now()`),
    createdAt: createdAt(),
    searchText: searchTextColumn('name', 'domain', 'owner_email'),
  },
  (t) => [
    uniqueIndex('websites_domain_lower_unique')
      .on(sql`lower(${t.domain})`)
      .where(sql`${t.domain} is not null and ${t.domain} <> ''`),
    index('websites_owner_idx').on(t.ownerId),
    index('websites_owner_email_idx').on(sql`lower(${t.ownerEmail})`),
    index('websites_status_idx').on(t.status),
    index('websites_created_at_idx').on(t.createdAt),
    uniqueIndex('websites_slug_unique').on(t.slug),
    searchIndex('websites_search_trgm', t.searchText),
  ],
)

// Live preview sessions (declared in api/preview/preview-session-resource.ts). The id is the unguessable
// part of the preview URL.
export const previewSessions = pgTable(
  'preview_sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteId: text('website_id').references(() => websites.id, { onDelete: 'cascade' }),
    viewportConfig: jsonb('viewport_config')
      .$type<{ device_type: string; width: number; height: number; zoom_level: number }>()
      .notNull(),
    // What the preview shows: { kind: 'builder', form } or { kind: 'website', edits }.
    source: jsonb('source').$type<Record<string, unknown>>(),
    previewUrl: text('preview_url').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('preview_sessions_expires_at_idx').on(t.expiresAt),
    index('preview_sessions_user_idx').on(t.userId),
    index('preview_sessions_website_idx').on(t.websiteId),
  ],
)

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    websiteId: text('website_id').references(() => websites.id, { onDelete: 'set null' }),
    requestId: text('request_id'),
    // photos, documents, menu, branding, logo, favicon, gallery
    category: text('category').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // Path relative to DATA_DIR/uploads.
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
    searchText: searchTextColumn('original_name'),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_unique').on(t.storageKey),
    searchIndex('uploads_search_trgm', t.searchText),
    index('uploads_user_idx').on(t.userId, t.category),
    index('uploads_website_idx').on(t.websiteId),
  ],
)
