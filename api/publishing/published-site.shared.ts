import { z } from 'zod'
import { idSchema, timestampSchema } from '../lib/common.shared'

// Published sites: the pre-rendered page of a website, served by its domain and at /sites/{slug}/;
// cookie-free visit counting (docs/rules/publishing.md).

export const publishedSiteRecordSchema = z.object({
  id: idSchema,
  websiteId: idSchema,
  /** The path segment of /sites/{slug}/ (kept when the site is republished). */
  slug: z.string(),
  /** The domain it answers to (lower-case host), '' when none. */
  domain: z.string(),
  /** The home page. */
  html: z.string(),
  /** A hash of every page of the site: the home page's ETag, and the key of the host's compressed copies. */
  etag: z.string(),
  /**
   * The site's other pages by their path under the site ('hakkimizda', 'blog/hos-geldiniz', and '404', the
   * site's own not-found page), each with the hash of its HTML as its ETag. Rows published before sites
   * had several pages have none.
   */
  pages: z.record(z.string(), z.object({ html: z.string(), etag: z.string() })).default({}),
  publishedAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type PublishedSiteRecord = z.infer<typeof publishedSiteRecordSchema>

/** One visitor on one day: a hash of (the day's salt, IP, user agent, site); nothing personal is kept. */
export const siteVisitRecordSchema = z.object({
  id: idSchema,
  websiteId: idSchema,
  /** YYYY-MM-DD in Europe/Istanbul. */
  day: z.string(),
  visitorHash: z.string(),
  /** The referring site's host ('google.com'), '' for a direct visit. */
  referrer: z.string(),
  /** mobile, tablet or desktop, from the user agent (for the analytics device split). */
  device: z.string(),
  createdAt: timestampSchema,
})
export type SiteVisitRecord = z.infer<typeof siteVisitRecordSchema>

/** The random salt of one day (`id` is the day); deleted with the day's hashes once the day is over. */
export const visitSaltRecordSchema = z.object({
  id: z.string(),
  salt: z.string(),
  createdAt: timestampSchema,
})
export type VisitSaltRecord = z.infer<typeof visitSaltRecordSchema>
