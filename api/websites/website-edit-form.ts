import { z } from 'zod'
import { ApiError, assertCleanJson, assertCleanText } from '../lib/http'
import { normalizePageUrl } from '../lib/slug.shared'
import { emailSchema, idSchema } from '../lib/common.shared'
import { PHONE_MAX_LENGTH } from '../lib/input-rules.shared'
import {
  EDIT_LIMITS,
  EDIT_STATUSES,
  EDIT_TEMPLATES,
  FOOTER_STYLES,
  HEADER_STYLES,
  PAGE_STATUSES,
  SITE_FONTS,
  SOCIAL_NETWORKS,
  WEBSITE_CATEGORIES,
} from './website-edit.shared'
import { CONTENT_LIMITS, sectionSchema, type Section } from '../site-content/site-sections.shared'
import { formDataBoundary, MultipartError, readFormParts } from '../uploads/multipart-stream'
import { UploadTooLargeError } from '../uploads/upload-inspector'
import { uploadMessages } from '../uploads/upload-messages.shared'
import type { WebsiteImageSlot } from './website-image-type'
import { websiteEditMessages as m } from './website-messages'

// The edit screen's multipart form (PUT /api/me/websites/:id) as fields: every text field by name, the
// objects (socialLinks, contactInfo, pages) and `gallery` (the kept gallery upload ids) as JSON strings,
// the files `logo`, `favicon`, `gallery_0`, `gallery_1`, …. A field the form leaves out keeps its stored
// value; a text field `logo` or `favicon` that is empty removes that image. The checks and their Turkish
// messages: docs/rules/websites.md#the-edit-screens-save.

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.union([z.enum(values), z.literal('')], { error: m.invalidChoice(label) })
const colour = z
  .string()
  .trim()
  .regex(/^(?:#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/, m.invalidColor)

/** '', or an http(s) address. */
const socialLink = z
  .string()
  .trim()
  .max(300, m.socialLinkInvalid)
  .refine((link) => {
    if (link === '') return true
    try {
      return ['http:', 'https:'].includes(new URL(link).protocol)
    } catch {
      return false
    }
  }, m.socialLinkInvalid)

const unique = (values: readonly string[]) => new Set(values).size === values.length

/** The Turkish words of a content check that has none of its own (a limit, a wrong type). */
function contentIssueText(issue: { code?: string }): string {
  if (issue.code === 'too_big') return 'bir alan izin verilenden uzun ya da çok fazla öğe içeriyor.'
  if (issue.code === 'too_small') return 'zorunlu bir alan boş.'
  return 'bir alanın değeri ya da bölüm türü geçersiz.'
}

/** Section ids are unique on a page, and so are the post addresses of each blog section. */
const sectionsSchema = z
  .array(sectionSchema)
  .max(CONTENT_LIMITS.sectionsPerPage, m.tooManySections)
  .refine((sections) => unique(sections.map((section) => section.id)), m.sectionIdsUnique)
  .refine(
    (sections: Section[]) =>
      sections.every((section) => section.kind !== 'blog' || unique(section.posts.map((post) => post.slug))),
    m.postSlugsUnique,
  )

const pageSchema = z
  .object({
    id: z.string().trim().min(1, m.pageIdsUnique).max(64, m.pageIdsUnique),
    name: z.string().trim().min(1, m.pageNameRequired).max(80, m.pageNameTooLong),
    url: z.string().max(300, m.fieldTooLong).transform(normalizePageUrl),
    status: z.enum(PAGE_STATUSES, { error: m.pageStatusInvalid }),
    sections: z.unknown().optional(),
  })
  // The content's own messages say what is wrong; the page's name says where.
  .transform((page, context) => {
    if (page.sections === undefined) return { ...page, sections: undefined }
    const parsed = sectionsSchema.safeParse(page.sections, { error: contentIssueText })
    if (parsed.success) return { ...page, sections: parsed.data }
    const detail = parsed.error.issues[0]?.message ?? m.invalidForm
    context.addIssue({ code: 'custom', message: m.contentInvalid(page.name, detail) })
    return z.NEVER
  })

export const websiteEditFieldsSchema = z
  .object({
    title: z.string().trim().min(1, m.titleRequired).max(EDIT_LIMITS.title, m.titleTooLong),
    domain: z.string().trim().max(253, m.invalidDomain),
    template: z.enum(EDIT_TEMPLATES, { error: m.invalidChoice('şablon') }),
    status: z.enum(EDIT_STATUSES, { error: m.invalidChoice('durum') }),
    description: z.string().trim().max(EDIT_LIMITS.description, m.descriptionTooLong),
    category: choice(WEBSITE_CATEGORIES, 'kategori'),
    primaryColor: colour,
    secondaryColor: colour,
    fontFamily: choice(SITE_FONTS, 'yazı tipi'),
    headerStyle: choice(HEADER_STYLES, 'üst bölüm stili'),
    footerStyle: choice(FOOTER_STYLES, 'alt bölüm stili'),
    seoTitle: z.string().trim().max(EDIT_LIMITS.seoTitle, m.seoTitleTooLong),
    seoDescription: z.string().trim().max(EDIT_LIMITS.seoDescription, m.seoDescriptionTooLong),
    seoKeywords: z.string().trim().max(EDIT_LIMITS.seoKeywords, m.seoKeywordsTooLong),
    socialLinks: z.partialRecord(z.enum(SOCIAL_NETWORKS, { error: m.socialLinkInvalid }), socialLink, {
      error: m.socialLinkInvalid,
    }),
    contactInfo: z
      .object(
        {
          email: z.union([z.literal(''), emailSchema], { error: m.contactEmailInvalid }),
          phone: z.string().trim().max(PHONE_MAX_LENGTH, m.contactTooLong),
          address: z.string().trim().max(300, m.contactTooLong),
          whatsapp: z.string().trim().max(PHONE_MAX_LENGTH, m.contactTooLong),
        },
        { error: m.contactTooLong },
      )
      .partial(),
    pages: z
      .array(pageSchema, { error: m.invalidJson('Sayfalar') })
      .max(EDIT_LIMITS.pages, m.tooManyPages)
      .refine((pages) => unique(pages.map((page) => page.id)), m.pageIdsUnique)
      .refine((pages) => unique(pages.map((page) => page.url)), m.pageUrlsUnique),
    /** The saved gallery images to keep, by upload id. */
    gallery: z
      .array(idSchema, { error: m.invalidJson('Galeri') })
      .max(EDIT_LIMITS.gallery, m.tooManyGalleryImages),
    /** Only '' (remove the image): a new one is a file part. */
    logo: z.literal(''),
    favicon: z.literal(''),
    /** The website's `lastModified` the form started from: a save over a later change is refused. */
    baseVersion: z.iso.datetime({ offset: true, error: m.invalidForm }),
  })
  .partial()
export type WebsiteEditFields = z.output<typeof websiteEditFieldsSchema>

const JSON_FIELDS: Readonly<Record<string, string>> = {
  socialLinks: 'Sosyal medya bağlantıları',
  contactInfo: 'İletişim bilgileri',
  pages: 'Sayfalar',
  gallery: 'Galeri',
}
const KNOWN_FIELDS = new Set(Object.keys(websiteEditFieldsSchema.shape))

/** The text fields as sent (JSON ones parsed), checked; the first failure is a 400 with its message. */
export function parseEditFields(raw: ReadonlyMap<string, string>): WebsiteEditFields {
  const input: Record<string, unknown> = {}
  for (const [name, text] of raw) {
    if (!KNOWN_FIELDS.has(name)) continue
    const label = JSON_FIELDS[name]
    if (label === undefined) {
      input[name] = text
      continue
    }
    let value: unknown
    try {
      value = JSON.parse(text) as unknown
    } catch {
      throw new ApiError(400, m.invalidJson(label))
    }
    // The field's text was checked as read, but JSON escapes (\u0000, \ud800) only show once parsed.
    assertCleanJson(value)
    input[name] = value
  }
  const parsed = websiteEditFieldsSchema.safeParse(input)
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? m.invalidForm)
  return parsed.data
}

/** Which image a file part is: `logo`, `favicon` or `gallery_<n>` (n < the gallery limit). */
export function imageSlotOf(name: string): { slot: WebsiteImageSlot; index: number } | null {
  if (name === 'logo' || name === 'favicon') return { slot: name, index: 0 }
  const match = /^gallery_(\d{1,2})$/.exec(name)
  const index = Number(match?.[1] ?? NaN)
  return Number.isInteger(index) && index < EDIT_LIMITS.gallery ? { slot: 'gallery', index } : null
}

/** Text fields, JSON objects, the gallery list and three images at most, plus a new image per gallery place. */
export const EDIT_FORM_MAX_PARTS = 24 + EDIT_LIMITS.gallery
const TEXT_FIELD_MAX_BYTES = 64 * 1024

async function readText(content: AsyncIterable<Uint8Array<ArrayBuffer>>): Promise<string> {
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  for await (const chunk of content) {
    size += chunk.length
    if (size > TEXT_FIELD_MAX_BYTES) throw new ApiError(400, m.fieldTooLong)
    chunks.push(chunk)
  }
  return assertCleanText(new TextDecoder().decode(await new Blob(chunks).arrayBuffer()))
}

export interface EditFormFile {
  slot: WebsiteImageSlot
  index: number
  filename: string
  content: AsyncIterable<Uint8Array<ArrayBuffer>>
}

/**
 * Reads the form as a stream. Text fields are collected; each image part is handed to `onFile` as it
 * arrives (which stores it). The fields read so far are checked before the first file is taken, so a
 * form whose fields come first (as the edit screen sends them) is refused before any byte is stored.
 * A request without a body is an empty form (it changes nothing but `lastModified`).
 */
export async function readEditForm(
  request: Request,
  onFile: (file: EditFormFile) => Promise<void>,
): Promise<WebsiteEditFields> {
  if (!request.body) return {}
  const boundary = formDataBoundary(request.headers.get('content-type') ?? undefined)
  if (!boundary) throw new ApiError(400, m.invalidForm)
  const raw = new Map<string, string>()
  const seenFiles = new Set<string>()
  const parts = readFormParts(request.body, boundary, { maxParts: EDIT_FORM_MAX_PARTS })
  try {
    for await (const part of parts) {
      const image = part.filename === undefined ? null : imageSlotOf(part.name)
      if (!image) {
        if (part.filename === undefined) raw.set(part.name, await readText(part.content))
        continue
      }
      if (seenFiles.has(part.name)) throw new ApiError(400, m.invalidForm)
      seenFiles.add(part.name)
      if (seenFiles.size === 1) parseEditFields(raw)
      await onFile({ ...image, filename: part.filename ?? '', content: part.content })
    }
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw new ApiError(413, uploadMessages.tooLarge)
    if (error instanceof MultipartError) throw new ApiError(400, m.invalidForm)
    throw error
  } finally {
    await parts.return(undefined)
  }
  return parseEditFields(raw)
}
