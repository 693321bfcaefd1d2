import type { SectionOf } from '../../site-content/site-sections.shared'
import { escapeAttr, escapeText } from '../escape'
import type { RenderContext } from '../render-context'
import { contentHref, pageHref } from '../site-links'
import { pagePosts, type ResolvedPost } from '../site-pages'
import { richTextHtml } from './rich-text-html'
import { frame, imageTag, paragraphs, sectionHead, type SectionArgs } from './section-parts'

// The blog: a section lists its visible posts, newest first (cover, date, title linking to the post's
// page, excerpt); `{page slug}/{post slug}` draws one post (title, date, cover, body, a link back).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** '2026-01-05' in the site's language ('5 Ocak 2026'), or '' when it is not a date. */
export function formatDate(iso: string, locale: string): string {
  const match = ISO_DATE.exec(iso)
  if (!match) return ''
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

function dateLine(context: RenderContext, iso: string): string {
  const text = formatDate(iso, context.strings.locale)
  return text ? `<p class="meta"><time datetime="${escapeAttr(iso)}">${escapeText(text)}</time></p>` : ''
}

const newestFirst = (a: ResolvedPost, b: ResolvedPost) =>
  a.post.date < b.post.date ? 1 : a.post.date > b.post.date ? -1 : 0

export function blogSection(section: SectionOf<'blog'>, args: SectionArgs): string {
  const { context } = args
  const posts = pagePosts(args.page)
    .filter((entry) => entry.section === section)
    .sort(newestFirst)
  let items = ''
  posts.forEach(({ post, path }, index) => {
    const cover = imageTag(context, post.cover, {
      width: 1200,
      height: 630,
      eager: args.first && index === 0,
      className: 'card-img',
    })
    items +=
      `<li class="card post">${cover}${dateLine(context, post.date)}` +
      `<h3><a${pageHref(context, path)}>${escapeText(post.title.trim())}</a></h3>${paragraphs(post.excerpt)}</li>`
  })
  if (!items) return ''
  return frame(
    section,
    args,
    'blog-sec',
    `${sectionHead(section.heading, section.intro)}<ul class="grid posts">${items}</ul>`,
  )
}

/** The page of one post: its <h1> title, date, cover, body (the excerpt when it has none) and a link back. */
export function blogPostPage(context: RenderContext, entry: ResolvedPost): string {
  const { post, page, section } = entry
  const cover = imageTag(context, post.cover, { width: 1200, height: 630, eager: true, className: 'cover' })
  const body = richTextHtml(post.body, (href) => contentHref(context, href)) || paragraphs(post.excerpt)
  return (
    `<article class="sec article" data-section="${escapeAttr(section.id)}" data-post="${escapeAttr(post.id)}">` +
    `<div class="wrap">${dateLine(context, post.date)}<h1>${escapeText(post.title.trim())}</h1>${cover}` +
    `${body ? `<div class="prose">${body}</div>` : ''}` +
    `<p class="back"><a${pageHref(context, page.path)}>${escapeText(context.strings.backToPosts)}</a></p></div></article>`
  )
}
