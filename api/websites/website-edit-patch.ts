import { ApiError } from '../lib/http'
import { approvalMessages } from '../approvals/approval-messages.shared'
import { normalizeDomain } from '../lib/input-rules.shared'
import { EDIT_LIMITS, type WebsiteDesign } from './website-edit.shared'
import type { WebsiteRecord } from './website.shared'
import type { WebsiteEditFields } from './website-edit-form'
import type { WebsiteImageSlot, WebsiteImageType } from './website-image-type'
import { websiteEditMessages } from './website-messages'

// What a checked edit form changes on the website record. Fields the form left out keep their value;
// empty optional texts are stored as null (SEO) or left out (design, links, contact details).

/** An image of the form, already in the file store under `key`. */
export interface StoredImage {
  id: string
  key: string
  slot: WebsiteImageSlot
  /** The gallery place (gallery_<index>); 0 for the logo and favicon. */
  index: number
  name: string
  mimeType: WebsiteImageType
  size: number
  sha256: string
}

const DESIGN_FIELDS = ['primaryColor', 'secondaryColor', 'fontFamily', 'headerStyle', 'footerStyle'] as const

/** The non-empty entries of a map of texts. */
const filled = (entries: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => Boolean(entry[1])))

/**
 * The domain is not changed from the edit screen: a change is asked for as a request an admin approves
 * (docs/rules/approvals.md#types). The form may send the website's own domain back, in any form.
 */
function assertDomainUnchanged(website: WebsiteRecord, raw: string | undefined) {
  if (raw === undefined) return
  if (normalizeDomain(raw) === normalizeDomain(website.domain)) return
  throw new ApiError(400, approvalMessages.domainChangeByRequest)
}

function designPatch(website: WebsiteRecord, fields: WebsiteEditFields) {
  if (DESIGN_FIELDS.every((field) => fields[field] === undefined)) return {}
  const design: WebsiteDesign = { ...website.design }
  for (const field of DESIGN_FIELDS) {
    const value = fields[field]
    if (value === undefined) continue
    if (value === '') delete design[field]
    else design[field] = value
  }
  return { design }
}

function imagePatch(website: WebsiteRecord, fields: WebsiteEditFields, images: readonly StoredImage[]) {
  const newImage = (slot: 'logo' | 'favicon') => images.find((image) => image.slot === slot)?.id
  const logo = newImage('logo') ?? (fields.logo === '' ? null : website.logoUploadId)
  const favicon = newImage('favicon') ?? (fields.favicon === '' ? null : website.faviconUploadId)
  // Only the website's own gallery images can be kept; the new ones follow in their form order.
  const kept = fields.gallery
    ? [...new Set(fields.gallery)].filter((id) => website.galleryUploadIds.includes(id))
    : website.galleryUploadIds
  const added = images
    .filter((image) => image.slot === 'gallery')
    .sort((a, b) => a.index - b.index)
    .map((image) => image.id)
  const gallery = [...kept, ...added]
  if (gallery.length > EDIT_LIMITS.gallery) throw new ApiError(400, websiteEditMessages.tooManyGalleryImages)
  return { logoUploadId: logo, faviconUploadId: favicon, galleryUploadIds: gallery }
}

export function websitePatch(options: {
  website: WebsiteRecord
  fields: WebsiteEditFields
  images: readonly StoredImage[]
  now: Date
}): Partial<WebsiteRecord> {
  const { website, fields, images } = options
  assertDomainUnchanged(website, fields.domain)
  const patch: Partial<WebsiteRecord> = {
    ...designPatch(website, fields),
    ...imagePatch(website, fields, images),
    lastModified: options.now.toISOString(),
  }
  if (fields.title !== undefined) patch.name = fields.title
  if (fields.template !== undefined) patch.template = fields.template
  if (fields.status !== undefined) patch.status = fields.status
  if (fields.description !== undefined) patch.description = fields.description
  if (fields.category !== undefined) patch.category = fields.category || null
  if (fields.socialLinks !== undefined) patch.socialLinks = filled(fields.socialLinks)
  if (fields.contactInfo !== undefined) patch.contactInfo = filled(fields.contactInfo)
  if (fields.pages !== undefined) patch.pages = fields.pages
  for (const field of ['seoTitle', 'seoDescription', 'seoKeywords'] as const) {
    const value = fields[field]
    if (value !== undefined) patch[field] = value || null
  }
  return patch
}
