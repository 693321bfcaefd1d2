// The İçerik tab's list operations on a page's sections and their items: pure, so order, copies, ids
// and the starter marking are tested without a screen.
import { normalizePageUrl, slugify } from '../../../../api/lib/slug.shared'
import type { StarterInput } from '../../../../api/site-content/starter-content.shared'
import { websiteStarterInput } from '../../../../api/site-content/website-starter.shared'
import {
  CONTENT_LIMITS,
  SECTION_KIND_LABELS,
  WEEKDAYS,
  type Section,
  type SectionOf,
} from '../../../../api/site-content/site-sections.shared'
import type { WebsitePage } from '../../../../api/websites/website-edit.shared'
import type { WebsiteEditForm } from '../edit-form'

type NewId = () => string

/**
 * The page as the preview names it: its address without the leading slash ('' for the home page); an
 * address still as typed ('/Hakkımızda', before the field is left) as the server will store it.
 */
export function previewPageOf(url: string): string {
  const path = url.trim().replace(/^\/+/, '').replace(/\/+$/, '')
  return /^[a-z0-9\-/]*$/.test(path) ? path : normalizePageUrl(path).slice(1)
}

/** What the starter text of a page is written from: the form as it is, as the site reads it. */
export const starterInputOf = (form: WebsiteEditForm): StarterInput => websiteStarterInput(form)

export const canAddSection = (sections: readonly Section[]) =>
  sections.length < CONTENT_LIMITS.sectionsPerPage

/** The page's sections written down (the editor's copy of what the site shows); the others as they were. */
export function setPageSections(
  pages: readonly WebsitePage[],
  pageId: string,
  sections: Section[],
): WebsitePage[] {
  return pages.map((page) => (page.id === pageId ? { ...page, sections } : page))
}

/** A copy of `value` in which every object carrying a string `id` gets a new one (sections and their items). */
export function copyWithNewIds<T>(value: T, newId: NewId): T {
  if (Array.isArray(value)) return value.map((item: unknown) => copyWithNewIds(item, newId)) as T
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(value)) copy[key] = copyWithNewIds(field, newId)
    if (typeof copy.id === 'string') copy.id = newId()
    return copy as T
  }
  return value
}

/** `section` after the section `afterId` (at the end when it is not there); the list as it was when full. */
export function insertSectionAfter(
  sections: readonly Section[],
  afterId: string | null,
  section: Section,
): Section[] {
  if (!canAddSection(sections)) return [...sections]
  const at = sections.findIndex((item) => item.id === afterId)
  const next = [...sections]
  next.splice(at < 0 ? sections.length : at + 1, 0, section)
  return next
}

/**
 * A deep copy of the section `id` (new ids for it and all its items) right after it. A copied blog's
 * posts get addresses of their own ('ilk-yazi-2'): two posts of a page cannot share one.
 */
export function duplicateSection(sections: readonly Section[], id: string, newId: NewId): Section[] {
  const original = sections.find((section) => section.id === id)
  if (!original) return [...sections]
  const copy = copyWithNewIds(original, newId)
  if (copy.kind === 'blog') {
    const taken = sections.flatMap((section) =>
      section.kind === 'blog' ? section.posts.map((p) => p.slug) : [],
    )
    copy.posts = copy.posts.map((post) => {
      const slug = postSlug(post.slug, taken)
      taken.push(slug)
      return { ...post, slug }
    })
  }
  return insertSectionAfter(sections, id, copy)
}

export function removeSection(sections: readonly Section[], id: string): Section[] {
  return sections.filter((section) => section.id !== id)
}

/** Moves an entry one place up (-1) or down (+1); at either end nothing moves. */
export function moveById<T extends { id: string }>(list: readonly T[], id: string, direction: -1 | 1): T[] {
  const from = list.findIndex((item) => item.id === id)
  const to = from + direction
  const moved = [...list]
  if (from < 0 || to < 0 || to >= list.length) return moved
  ;[moved[from], moved[to]] = [moved[to] as T, moved[from] as T]
  return moved
}

export const moveSection = (sections: readonly Section[], id: string, direction: -1 | 1) =>
  moveById(sections, id, direction)

/** The customer's edit of a section: it replaces the old one and no longer counts as starter text. */
export function editSection(sections: readonly Section[], next: Section): Section[] {
  return sections.map((section) => (section.id === next.id ? { ...next, starter: false } : section))
}

/** Hidden ⇄ shown; the text stays what it was (starter text included). */
export function toggleHidden(sections: readonly Section[], id: string): Section[] {
  return sections.map((section) => (section.id === id ? { ...section, hidden: !section.hidden } : section))
}

/** The section's name in lists and labels: its kind, and its heading or title when it has one. */
export function sectionName(section: Section): string {
  const label = SECTION_KIND_LABELS[section.kind]
  const title = ('heading' in section ? section.heading : 'title' in section ? section.title : '').trim()
  return title ? `${label}: ${title}` : label
}

/** A blog post's address from its title: Turkish letters spelled out, unique among `taken` ('yazi' when empty). */
export function postSlug(title: string, taken: readonly string[] = []): string {
  const base = slugify(title) || 'yazi'
  if (!taken.includes(base)) return base
  let n = 2
  while (taken.includes(`${base}-${n}`)) n += 1
  return `${base}-${n}`
}

/** Whether a post's address still follows its title (so a new title gives a new address). */
export function slugFollowsTitle(post: { title: string; slug: string }, taken: readonly string[]): boolean {
  return post.slug === '' || post.slug === postSlug(post.title, taken)
}

export type HoursDay = SectionOf<'hours'>['days'][number]

/** The seven days, Monday first, each as written or (not written yet) open 09:00–18:00. */
export function weekDays(days: readonly HoursDay[]): HoursDay[] {
  return WEEKDAYS.map(
    (day) =>
      days.find((entry) => entry.day === day) ?? { day, closed: false, opens: '09:00', closes: '18:00' },
  )
}

export function changeDay(days: readonly HoursDay[], day: number, change: Partial<HoursDay>): HoursDay[] {
  return weekDays(days).map((entry) => (entry.day === day ? { ...entry, ...change } : entry))
}

/** A pricing plan's features from a textarea: one per line, blank lines dropped, within the limits. */
export function featuresFromText(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().slice(0, CONTENT_LIMITS.shortText))
    .filter(Boolean)
    .slice(0, CONTENT_LIMITS.items)
}

/** Today as a blog post's date (YYYY-MM-DD, local time). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
