import { bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, id, instant, updatedAt } from './columns'
import { users } from './users'
import { websites } from './websites'

// Published sites and their visits (api/publishing/), and forms' drafts kept for their users.

export const publishedSites = pgTable(
  'published_sites',
  {
    id: id(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    domain: text('domain').notNull().default(''),
    // The whole page, rendered at publish time; the host keeps compressed copies keyed by etag.
    html: text('html').notNull(),
    etag: text('etag').notNull(),
    publishedAt: instant('published_at').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('published_sites_website_unique').on(t.websiteId),
    uniqueIndex('published_sites_slug_unique').on(t.slug),
    uniqueIndex('published_sites_domain_unique')
      .on(sql`lower(${t.domain})`)
      .where(sql`${t.domain} is not null and ${t.domain} <> ''`),
  ],
)

export const siteVisits = pgTable(
  'site_visits',
  {
    id: id(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    referrer: text('referrer').notNull().default(''),
    device: text('device').notNull().default('desktop'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('site_visits_visitor_unique').on(t.websiteId, t.day, t.visitorHash),
    index('site_visits_day_idx').on(t.day),
  ],
)

export const visitSalts = pgTable('visit_salts', {
  // The day (YYYY-MM-DD).
  id: text('id').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
})

export const formDrafts = pgTable(
  'form_drafts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    value: jsonb('value').$type<unknown>(),
    revision: bigint('revision', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('form_drafts_user_form_unique').on(t.userId, t.form)],
)
