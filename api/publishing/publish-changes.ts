import type { ApprovalData } from '../approvals/approval.shared'
import { PAGE_FIELD_PREFIX } from '../approvals/approval-messages.shared'
import { SECTION_KIND_LABELS, type Section } from '../site-content/site-sections.shared'
import { SITE_TEMPLATE_LABELS } from '../builder/builder-options.shared'
import {
  PAGE_STATUS_LABELS,
  WEBSITE_CATEGORY_LABELS,
  websitePageSchema,
  type WebsitePage,
} from '../websites/website-edit.shared'
import type { WebsiteSnapshot } from './website-version.shared'

// What a publication would change on the live site, in the flat words of an approval's diff
// (docs/rules/publishing.md#publishing-by-approval): one row per field that differs between the live
// version and the saved website, each page's sections by kind and heading, marked where they changed.

export interface PublishChanges {
  currentData: ApprovalData
  requestedData: ApprovalData
}

const json = (value: unknown) => JSON.stringify(value ?? null)
const label = (labels: Readonly<Record<string, string>>, key: string | null): string =>
  key ? (labels[key] ?? key) : ''
const joined = (values: unknown[]) =>
  values.filter((value) => typeof value === 'string' && value.trim() !== '').join(' · ')

/** The snapshot's fields that read as one line each, by the approval's field names. */
const LINES: Readonly<Record<string, (snapshot: WebsiteSnapshot) => string>> = {
  name: (s) => s.name,
  description: (s) => s.description,
  template: (s) => label(SITE_TEMPLATE_LABELS, s.template),
  category: (s) => label(WEBSITE_CATEGORY_LABELS, s.category),
  design: (s) => joined(Object.values(s.design ?? {})),
  socialLinks: (s) => joined(Object.values(s.socialLinks ?? {})),
  contactInfo: (s) => joined(Object.values(s.contactInfo ?? {})),
  seoTitle: (s) => s.seoTitle ?? '',
  seoDescription: (s) => s.seoDescription ?? '',
  seoKeywords: (s) => s.seoKeywords ?? '',
  logo: (s) => (s.logoUploadId ? 'Görsel var' : ''),
  favicon: (s) => (s.faviconUploadId ? 'Görsel var' : ''),
  gallery: (s) => (s.galleryUploadIds.length ? `${s.galleryUploadIds.length} görsel` : ''),
  pages: (s) =>
    s.pages
      .map((page) =>
        page.status === 'published' ? page.name : `${page.name} (${PAGE_STATUS_LABELS[page.status]})`,
      )
      .join(', '),
}

/** The images' ids say more than "Görsel var" when one replaced another. */
const IMAGE_IDS: Readonly<Record<string, (snapshot: WebsiteSnapshot) => unknown>> = {
  logo: (s) => s.logoUploadId,
  favicon: (s) => s.faviconUploadId,
  gallery: (s) => s.galleryUploadIds,
}

function sectionTitle(section: Section): string {
  const fields = section as Partial<Record<'title' | 'heading', string>>
  const title = (fields.title || fields.heading || '').trim()
  return title ? `${SECTION_KIND_LABELS[section.kind]} “${title}”` : SECTION_KIND_LABELS[section.kind]
}

/** A page's sections in one line, each marked by what happens to it on the other side. */
function sectionsLine(page: WebsitePage | undefined, mark: (section: Section) => string): string {
  if (!page) return ''
  if (!page.sections) return 'Hazır içerik'
  if (page.sections.length === 0) return 'Bölüm yok'
  return page.sections
    .map((section) => `${sectionTitle(section)}${section.hidden ? ' (gizli)' : ''}${mark(section)}`)
    .join(' · ')
}

/**
 * A page with every field its schema defaults: a page stored before a field existed, or written by the
 * request's starter, equals the same page saved through the editor.
 */
function normalPage(page: WebsitePage): WebsitePage {
  const parsed = websitePageSchema.safeParse(page)
  return parsed.success ? parsed.data : page
}

function pageRows(live: WebsiteSnapshot, saved: WebsiteSnapshot, changes: PublishChanges) {
  const livePages = new Map(live.pages.map((page) => [page.id, normalPage(page)]))
  const savedPages = new Map(saved.pages.map((page) => [page.id, normalPage(page)]))
  const used = new Set<string>()
  for (const id of new Set([...savedPages.keys(), ...livePages.keys()])) {
    const before = livePages.get(id)
    const after = savedPages.get(id)
    if (json(before?.sections) === json(after?.sections)) continue
    const liveSections = new Map((before?.sections ?? []).map((section) => [section.id, section]))
    const savedIds = new Set((after?.sections ?? []).map((section) => section.id))
    // Two pages of one name stay two rows.
    let field = `${PAGE_FIELD_PREFIX}${(after ?? before)?.name || id}`
    while (used.has(field)) field += ' '
    used.add(field)
    changes.currentData[field] = sectionsLine(before, (s) =>
      after?.sections && !savedIds.has(s.id) ? ' (silinecek)' : '',
    )
    changes.requestedData[field] = sectionsLine(after, (section) => {
      const old = liveSections.get(section.id)
      if (!before?.sections) return ''
      if (!old) return ' (yeni)'
      return json(old) === json(section) ? '' : ' (değişti)'
    })
  }
}

/**
 * The approval's data for publishing `saved` over `live` (null before any version): the site's name as
 * context, and for each changed field its live and saved line.
 */
export function publishChanges(live: WebsiteSnapshot | null, saved: WebsiteSnapshot): PublishChanges {
  const changes: PublishChanges = {
    currentData: { site: saved.name, publish: false },
    requestedData: { publish: true },
  }
  for (const [field, line] of Object.entries(LINES)) {
    const before = live ? line(live) : ''
    const after = line(saved)
    const imageMoved =
      IMAGE_IDS[field] && live && json(IMAGE_IDS[field](live)) !== json(IMAGE_IDS[field](saved))
    if (before === after && !imageMoved) continue
    changes.currentData[field] = before
    changes.requestedData[field] = before === after ? `${after} (yeni görsel)` : after
  }
  pageRows(live ?? { ...saved, pages: [] }, saved, changes)
  return changes
}
