import { z } from 'zod'
import { idSchema, timestampSchema } from '../lib/common.shared'
import { websiteRecordSchema } from '../websites/website.shared'
import { idParamsSchema } from '../lib/common.shared'

// Published versions of a website (docs/rules/publishing.md#versions): every publication keeps what it
// published, numbered per website, with who published it and when; any of them can be restored as the
// website's saved state and published again.

/** What a publication renders from: the edit model's fields (not status, domain, owner or plan). */
export const websiteSnapshotSchema = websiteRecordSchema.pick({
  name: true,
  description: true,
  template: true,
  category: true,
  design: true,
  socialLinks: true,
  contactInfo: true,
  seoTitle: true,
  seoDescription: true,
  seoKeywords: true,
  pages: true,
  logoUploadId: true,
  faviconUploadId: true,
  galleryUploadIds: true,
})
export type WebsiteSnapshot = z.infer<typeof websiteSnapshotSchema>

export const websiteVersionRecordSchema = z.object({
  id: idSchema,
  websiteId: idSchema,
  /** 1 for the first publication, then one more for each. */
  number: z.number().int().min(1),
  snapshot: websiteSnapshotSchema,
  /** The publisher's name as it was, and their account (null once it is deleted). */
  publishedBy: z.string(),
  publishedById: idSchema.nullable(),
  publishedAt: timestampSchema,
})
export type WebsiteVersionRecord = z.infer<typeof websiteVersionRecordSchema>

/** A version as the history lists it. */
export const websiteVersionSchema = z.object({
  number: z.number().int().min(1),
  name: z.string(),
  publishedBy: z.string(),
  publishedAt: timestampSchema,
  /** The version the live site shows now. */
  live: z.boolean(),
})
export type WebsiteVersion = z.infer<typeof websiteVersionSchema>

export const websiteVersionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ versions: z.array(websiteVersionSchema) }),
})

export const versionParamsSchema = idParamsSchema.extend({
  number: z.coerce.number().int().min(1).max(1_000_000),
})

export const websiteVersionMessages = {
  notFound: 'Bu sürüm bulunamadı.',
  restored: (number: number) => `Sürüm ${number} geri yüklendi. Sitenizde görünmesi için “Yayınla”ya basın.`,
}
