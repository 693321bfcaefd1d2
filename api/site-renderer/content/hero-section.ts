import type { SectionOf } from '../../site-content/site-sections.shared'
import { escapeText } from '../escape'
import { button, imageTag, sectionAttrs, type SectionArgs } from './section-parts'

// The hero: a big title (the page's <h1> when the hero opens the page), a lead line, up to two buttons
// and an image beside them. Nothing of it is drawn when it has nothing to show.

export function heroSection(section: SectionOf<'hero'>, args: SectionArgs): string {
  const { context } = args
  const title = section.title.trim()
  const text = section.text.trim()
  const image = imageTag(context, section.image, {
    width: 1200,
    height: 800,
    eager: args.first,
    priority: args.first,
  })
  const buttons = button(context, section.primary) + button(context, section.secondary, 'btn ghost')
  if (!title && !text && !image && !buttons) return ''
  const tag = args.h1 ? 'h1' : 'h2'
  return (
    `<section ${sectionAttrs(section, image ? 'hero has-img' : 'hero')}><div class="wrap hero-in"><div>` +
    (title ? `<${tag}>${escapeText(title)}</${tag}>` : '') +
    (text ? `<p class="lead">${escapeText(text)}</p>` : '') +
    (buttons ? `<p class="cta">${buttons}</p>` : '') +
    `</div>${image ? `<div class="hero-media">${image}</div>` : ''}</div></section>`
  )
}
