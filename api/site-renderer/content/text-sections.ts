import type { SectionOf } from '../../site-content/site-sections.shared'
import { escapeText } from '../escape'
import { contentHref } from '../site-links'
import { richTextHtml } from './rich-text-html'
import { button, frame, sectionAttrs, sectionHead, type SectionArgs } from './section-parts'

// A text section (a heading and rich text) and a call to action (a coloured band with one button).

export function textSection(section: SectionOf<'text'>, args: SectionArgs): string {
  const body = richTextHtml(section.body, (href) => contentHref(args.context, href))
  const head = sectionHead(section.heading)
  if (!body && !head) return ''
  return frame(section, args, 'text', `${head}${body ? `<div class="prose">${body}</div>` : ''}`)
}

export function ctaSection(section: SectionOf<'cta'>, args: SectionArgs): string {
  const title = section.title.trim()
  const text = section.text.trim()
  const action = button(args.context, section.button)
  if (!title && !text && !action) return ''
  return (
    `<section ${sectionAttrs(section, 'band')}><div class="wrap band-in"><div>` +
    (title ? `<h2>${escapeText(title)}</h2>` : '') +
    (text ? `<p>${escapeText(text)}</p>` : '') +
    `</div>${action}</div></section>`
  )
}
