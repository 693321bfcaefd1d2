import { z } from 'zod'
import { idSchema, timestampSchema } from '../lib/common.shared'

// Page views of published sites (docs/rules/publishing.md#page-views): how often each page of a site was
// shown on a day, a number per (site, day, page) and nothing about who asked.

export const sitePageViewRecordSchema = z.object({
  id: idSchema,
  websiteId: idSchema,
  /** YYYY-MM-DD in Europe/Istanbul. */
  day: z.string(),
  /** The page under the site: '' the home page, 'hakkimizda', 'blog/<post>'. */
  path: z.string(),
  views: z.number().int().min(0),
  updatedAt: timestampSchema,
})
export type SitePageViewRecord = z.infer<typeof sitePageViewRecordSchema>
