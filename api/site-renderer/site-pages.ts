import type { BlogPost, SectionOf } from '../site-content/site-sections.shared'
import { PAGE_KINDS, type PageKind } from '../site-content/starter-content.shared'
import { uniqueSlugs } from './page-slug'
import type { SiteModel, SitePage } from './site-model'
import { siteStrings } from './site-strings'

// Which pages a site has in a mode and where each lives: the renderer (which page to draw, the menu) and
// the publisher (sitePaths, the sitemap) ask the same function, so they never disagree.

export interface ResolvedPage extends SitePage {
  /** The page's path under the site: '' for the home page, else its (unique, [a-z0-9-]) slug. */
  path: string
  /** Listed in the header's menu: published pages, and drafts in the preview (hidden pages never). */
  inMenu: boolean
}

export interface ResolvedPost {
  page: ResolvedPage
  section: SectionOf<'blog'>
  post: BlogPost
  /** `{page slug}/{post slug}`. */
  path: string
}

/** What a path names: a page, a blog post, or nothing (the 404 page). */
export type SiteTarget =
  { kind: 'page'; page: ResolvedPage } | { kind: 'post'; post: ResolvedPost } | { kind: 'not-found' }

const KNOWN_KINDS: ReadonlySet<string> = new Set(PAGE_KINDS)
const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The pages that exist: drafts only in the preview. The home page (path '') is the first page of kind
 * 'home', else the first page; a site without pages gets an empty home page, so there is always one.
 */
export function resolvePages(model: SiteModel, preview: boolean): ResolvedPage[] {
  const strings = siteStrings(model.language)
  const slugFor = uniqueSlugs()
  const pages: ResolvedPage[] = []
  for (const given of model.pages) {
    // A kind or status the renderer does not know (a caller's slip) is a custom page / a draft.
    const kind: PageKind = KNOWN_KINDS.has(given.kind) ? given.kind : 'custom'
    const status = given.status === 'published' || given.status === 'hidden' ? given.status : 'draft'
    if (status === 'draft' && !preview) continue
    const title = given.title.trim() || strings.pageTitles[kind]
    const slug = slugFor(given.slug || title, kind)
    const sections = Array.isArray(given.sections) ? given.sections : []
    pages.push({ ...given, kind, status, title, slug, sections, path: slug, inMenu: status !== 'hidden' })
  }
  if (pages.length === 0) {
    const title = strings.pageTitles.home
    const slug = slugFor(title, 'home')
    pages.push({ slug, title, kind: 'home', status: 'published', sections: [], path: slug, inMenu: false })
  }
  const home = pages.find((page) => page.kind === 'home') ?? pages[0]
  if (home) home.path = ''
  return pages
}

/** The home page of resolved pages (there is always one). */
export const homeOf = (pages: readonly ResolvedPage[]): ResolvedPage =>
  (pages.find((page) => page.path === '') ?? pages[0]) as ResolvedPage

/** The visible posts (with a title) of a page's visible blog sections, each once (the first of a slug wins). */
export function pagePosts(page: ResolvedPage): ResolvedPost[] {
  const posts: ResolvedPost[] = []
  const seen = new Set<string>()
  for (const section of page.sections) {
    if (section.kind !== 'blog' || section.hidden) continue
    for (const post of section.posts) {
      if (post.hidden || !post.title.trim() || !POST_SLUG.test(post.slug) || seen.has(post.slug)) continue
      seen.add(post.slug)
      posts.push({ page, section, post, path: `${page.slug}/${post.slug}` })
    }
  }
  return posts
}

/** '/hakkimizda/' → 'hakkimizda'; '' and '/' → ''. */
export const normalizePath = (path: string | undefined): string =>
  (path ?? '').trim().replace(/^\/+|\/+$/g, '')

/** The page or post at `path` ('' = home, `slug`, `slug/post`); anything else (and '404') is not found. */
export function findTarget(pages: readonly ResolvedPage[], path: string | undefined): SiteTarget {
  const wanted = normalizePath(path)
  if (wanted === '') return { kind: 'page', page: homeOf(pages) }
  const [pageSlug, postSlug, ...rest] = wanted.split('/')
  const page = pages.find((candidate) => candidate.slug === pageSlug)
  if (!page || rest.length > 0) return { kind: 'not-found' }
  if (postSlug === undefined) return { kind: 'page', page }
  const post = pagePosts(page).find((candidate) => candidate.post.slug === postSlug)
  return post ? { kind: 'post', post } : { kind: 'not-found' }
}
