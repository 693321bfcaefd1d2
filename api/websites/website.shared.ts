import { z } from 'zod'
import { changeReasonSchema } from '../audit/audit.shared'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { normalizeDomain } from '../lib/input-rules.shared'
import { websiteDesignSchema, websitePageSchema } from './website-edit.shared'

/** The back-office's five templates and the edit screen's six (modern, creative besides). */
export const websiteTemplateSchema = z.enum([
  'business',
  'portfolio',
  'blog',
  'ecommerce',
  'landing',
  'modern',
  'creative',
])
/** active, inactive, maintenance (back-office) and draft (Taslak, the edit screen). */
export const websiteStatusSchema = z.enum(['active', 'inactive', 'maintenance', 'draft'])
export type WebsiteStatus = z.infer<typeof websiteStatusSchema>

// Panel credentials: the password is stored encrypted (AES-256-GCM) and only admins see it decrypted.
export const hostingInfoRecordSchema = z.object({
  provider: z.string().nullable(),
  username: z.string().nullable(),
  passwordEncrypted: z.string().nullable(),
})
export const domainInfoRecordSchema = z.object({
  registrar: z.string().nullable(),
  expiryDate: nullableTimestampSchema,
  username: z.string().nullable(),
  passwordEncrypted: z.string().nullable(),
})

export const websiteRecordSchema = z.object({
  id: idSchema,
  name: z.string(),
  domain: z.string(),
  ownerEmail: z.string(),
  ownerId: idSchema.nullable(),
  owner: z.string().nullable(),
  template: websiteTemplateSchema,
  description: z.string(),
  status: websiteStatusSchema,
  /**
   * The team put the site in Bakımda or Pasif: the owner's edit save keeps that status
   * (docs/rules/websites.md#who-sets-the-status). Absent on rows written before it existed: not held.
   */
  statusByTeam: z.boolean().optional(),
  /**
   * The owner's "Yayınla" becomes "Yayına gönder": a website_change approval the team approves to publish
   * (docs/rules/publishing.md#by-the-owner). The team sets it; absent on older rows: the owner publishes.
   */
  publishNeedsApproval: z.boolean().optional(),
  /** Months the site's form submissions are kept (the owner's choice, docs/rules/site-forms.md); null: 12. */
  formRetentionMonths: z.number().int().nullable().optional(),
  visitors: z.number().int().min(0),
  storage: z.number().int().min(0),
  plan: z.string().nullable(),
  hostingInfo: hostingInfoRecordSchema.nullable(),
  domainInfo: domainInfoRecordSchema.nullable(),
  // The edit model (/edit-website/$id); images are upload ids.
  category: z.string().nullable(),
  logoUploadId: idSchema.nullable(),
  faviconUploadId: idSchema.nullable(),
  design: websiteDesignSchema,
  socialLinks: z.record(z.string(), z.string()),
  contactInfo: z.record(z.string(), z.string()),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.string().nullable(),
  galleryUploadIds: z.array(idSchema),
  pages: z.array(websitePageSchema),
  // Publishing: the /sites/{slug}/ segment (kept once given) and when it was last published.
  slug: z.string().nullable(),
  publishedAt: nullableTimestampSchema,
  lastModified: timestampSchema,
  createdAt: timestampSchema,
})
export type WebsiteRecord = z.infer<typeof websiteRecordSchema>

/** The statuses the team sets that the owner cannot change back: Bakımda and Pasif. */
export const TEAM_HELD_STATUSES: readonly WebsiteStatus[] = ['maintenance', 'inactive']
/** Whether a status set by the team holds against the owner's edit save. */
export const heldByTeam = (status: WebsiteStatus): boolean => TEAM_HELD_STATUSES.includes(status)

// The wire shape: panel passwords removed (admins get them decrypted in `*.password`).
export const websiteSchema = websiteRecordSchema.omit({ hostingInfo: true, domainInfo: true }).extend({
  userId: idSchema.nullable(),
  lastUpdate: timestampSchema,
  hostingInfo: z
    .object({
      provider: z.string().nullable(),
      username: z.string().nullable(),
      password: z.string().optional(),
    })
    .nullable(),
  domainInfo: z
    .object({
      registrar: z.string().nullable(),
      expiryDate: nullableTimestampSchema,
      panelAccess: z.object({ username: z.string().nullable(), password: z.string().optional() }),
    })
    .nullable(),
})
export type Website = z.infer<typeof websiteSchema>

// The website as the edit screen reads it (GET /api/me/websites/:id and the save's answer): the view plus
// its images as addresses an <img> can show, and where the published site is served.
const websiteImageSchema = z.object({ id: z.string(), url: z.string() })

export const editableWebsiteSchema = websiteSchema.extend({
  logo: websiteImageSchema.nullable(),
  favicon: websiteImageSchema.nullable(),
  gallery: z.array(websiteImageSchema.extend({ name: z.string() })),
  /** Where the published site is served (publishedSiteAddress), else null. */
  publicUrl: z.string().nullable(),
})
export type EditableWebsite = z.infer<typeof editableWebsiteSchema>

export const editableWebsiteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ website: editableWebsiteSchema }),
})

const text = (max: number) => z.string().trim().max(max)

export const hostingInfoInputSchema = z.object({
  provider: text(120).nullable().optional(),
  username: text(120).nullable().optional(),
  password: z.string().max(200).nullable().optional(),
})
export const domainInfoInputSchema = z.object({
  registrar: text(120).nullable().optional(),
  expiryDate: nullableTimestampSchema.optional(),
  username: text(120).nullable().optional(),
  password: z.string().max(200).nullable().optional(),
})

// POST /api/websites {action:'create', ...}: required fields are checked by the service so that the
// catalogue message 'Ad, domain ve sahip email alanları zorunludur.' comes back.
export const websiteCreateInputSchema = z.object({
  name: text(160).optional(),
  domain: text(253).optional(),
  ownerEmail: text(254).optional(),
  template: websiteTemplateSchema.optional(),
  description: text(2000).optional(),
  status: websiteStatusSchema.optional(),
  publishNeedsApproval: z.boolean().optional(),
  /** Months the site's form submissions are kept (the owner's choice, docs/rules/site-forms.md); null: 12. */
  formRetentionMonths: z.number().int().nullable().optional(),
  visitors: z.coerce.number().int().min(0).optional().catch(0),
  storage: z.coerce.number().int().min(0).optional(),
  plan: text(60).nullable().optional(),
  hostingInfo: hostingInfoInputSchema.nullable().optional(),
  domainInfo: domainInfoInputSchema.nullable().optional(),
})
export type WebsiteCreateInput = z.infer<typeof websiteCreateInputSchema>

export const websiteUpdateFieldsSchema = websiteCreateInputSchema
export type WebsiteUpdateFields = z.infer<typeof websiteUpdateFieldsSchema>

/** The edit-model and publishing fields of a website nobody has edited or published yet. */
export function websiteEditDefaults(): Pick<
  WebsiteRecord,
  | 'category'
  | 'logoUploadId'
  | 'faviconUploadId'
  | 'design'
  | 'socialLinks'
  | 'contactInfo'
  | 'seoTitle'
  | 'seoDescription'
  | 'seoKeywords'
  | 'galleryUploadIds'
  | 'pages'
  | 'slug'
  | 'publishedAt'
> {
  return {
    category: null,
    logoUploadId: null,
    faviconUploadId: null,
    design: {},
    socialLinks: {},
    contactInfo: {},
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
    galleryUploadIds: [],
    pages: [],
    slug: null,
    publishedAt: null,
  }
}

/**
 * Where a published website is served: its own domain when it has one, otherwise /sites/{slug}/ on the
 * app's origin; null while it is not published (docs/rules/publishing.md#serving).
 */
export function publishedSiteAddress(
  website: Pick<WebsiteRecord, 'domain' | 'slug' | 'publishedAt'>,
  appOrigin: string,
): string | null {
  if (!website.publishedAt) return null
  const domain = normalizeDomain(website.domain ?? '')
  if (domain) return `https://${domain}/`
  return website.slug ? `${appOrigin}/sites/${encodeURIComponent(website.slug)}/` : null
}

/**
 * The saved website changed after its last publication: a live site whose `lastModified` (every saved
 * edit, the customer's or the team's) is later than `publishedAt`. A site that is not live has nothing
 * unpublished (docs/rules/publishing.md#unpublished-changes).
 */
export function hasUnpublishedChanges(website: Pick<WebsiteRecord, 'publishedAt' | 'lastModified'>): boolean {
  return website.publishedAt !== null && Date.parse(website.lastModified) > Date.parse(website.publishedAt)
}

/** Every address a published website answers on: its domain, and always /sites/{slug}/ on the app. */
export function publishedSiteAddresses(
  website: Pick<WebsiteRecord, 'domain' | 'slug' | 'publishedAt'>,
  appOrigin: string,
): string[] {
  if (!website.publishedAt) return []
  const domain = normalizeDomain(website.domain ?? '')
  const slug = website.slug ? `${appOrigin}/sites/${encodeURIComponent(website.slug)}/` : null
  return [domain ? `https://${domain}/` : null, slug].filter((address) => address !== null)
}

// The back-office's websites (/api/admin/websites, docs/rules/websites.md#admin-website-management).

export const websiteMessages = {
  required: 'Ad, domain ve sahip email alanları zorunludur.',
  domainTaken: 'Bu domain zaten kullanılıyor.',
  domainReserved: 'Bu domain SiteKur’a ayrılmıştır; kendi domaininizi girin.',
  notFound: 'Website bulunamadı.',
  created: 'Website başarıyla oluşturuldu.',
  updated: 'Website başarıyla güncellendi!',
  deleted: 'Website başarıyla silindi.',
  invalidOwnerEmail: 'Geçerli bir sahip email adresi girin.',
}

/** A list row: the website and its visitors counted from the published site's visits (siteVisits). */
export const adminWebsiteSchema = websiteSchema.extend({ countedVisitors: z.number().int().min(0) })
export type AdminWebsite = z.infer<typeof adminWebsiteSchema>

/** The add and edit dialogs: visitors are counted, never typed (the documented call still takes them). */
export const adminWebsiteInputSchema = websiteCreateInputSchema.omit({ visitors: true })
export type AdminWebsiteInput = z.infer<typeof adminWebsiteInputSchema>
/** PATCH /api/admin/websites/:id: the fields to change, and the admin's reason for the audit trail. */
export const adminWebsitePatchSchema = adminWebsiteInputSchema.extend({ reason: changeReasonSchema })

/** The stat cards: every website, the active ones, and their counted visitors (total and per website). */
export const websiteStatsSchema = z.object({
  total: z.number().int().min(0),
  active: z.number().int().min(0),
  totalVisitors: z.number().int().min(0),
  averageVisitors: z.number().int().min(0),
})
export type WebsiteStats = z.infer<typeof websiteStatsSchema>
export const websiteStatsResponseSchema = z.object({ success: z.literal(true), data: websiteStatsSchema })
