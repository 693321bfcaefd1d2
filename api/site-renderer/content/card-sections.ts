import type { SectionOf } from '../../site-content/site-sections.shared'
import { escapeText } from '../escape'
import { frame, imageTag, paragraphs, sectionHead, type SectionArgs } from './section-parts'

// Sections of cards: services or products (image, title, text, price), team members (photo or initials,
// name, role) and testimonials (quote, author, role). Empty items are skipped; a section without items
// draws nothing.

/** The first section's first images load at once; the rest of a long grid lazily. */
const EAGER_CARDS = 3

export function servicesSection(section: SectionOf<'services'>, args: SectionArgs): string {
  let items = ''
  let count = 0
  for (const item of section.items) {
    const title = item.title.trim()
    const text = item.text.trim()
    const price = item.price.trim()
    if (!title && !text && !price) continue
    count++
    const image = imageTag(args.context, item.image, {
      width: 800,
      height: 600,
      eager: args.first && count <= EAGER_CARDS,
      altFallback: title,
      className: 'card-img',
    })
    items +=
      `<li class="card">${image}${title ? `<h3>${escapeText(title)}</h3>` : ''}${paragraphs(text)}` +
      `${price ? `<p class="price">${escapeText(price)}</p>` : ''}</li>`
  }
  if (!items) return ''
  return frame(
    section,
    args,
    'services',
    `${sectionHead(section.heading, section.intro)}<ul class="grid">${items}</ul>`,
  )
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toLocaleUpperCase('tr-TR')

export function teamSection(section: SectionOf<'team'>, args: SectionArgs): string {
  let items = ''
  let count = 0
  for (const member of section.members) {
    const name = member.name.trim()
    const role = member.role.trim()
    if (!name && !role) continue
    count++
    const photo = imageTag(args.context, member.image, {
      width: 400,
      height: 400,
      eager: args.first && count <= EAGER_CARDS,
      altFallback: name,
      className: 'photo',
    })
    const face =
      photo || (name ? `<span class="avatar" aria-hidden="true">${escapeText(initials(name))}</span>` : '')
    items +=
      `<li class="card member">${face}${name ? `<h3>${escapeText(name)}</h3>` : ''}` +
      `${role ? `<p>${escapeText(role)}</p>` : ''}</li>`
  }
  if (!items) return ''
  return frame(
    section,
    args,
    'team',
    `${sectionHead(section.heading, section.intro)}<ul class="grid">${items}</ul>`,
  )
}

export function testimonialsSection(section: SectionOf<'testimonials'>, args: SectionArgs): string {
  let items = ''
  for (const item of section.items) {
    const quote = item.quote.trim()
    if (!quote) continue
    const author = item.author.trim()
    const role = item.role.trim()
    const caption = [author, role].filter(Boolean).map(escapeText).join(', ')
    items +=
      `<li><figure class="quote"><blockquote>${paragraphs(quote)}</blockquote>` +
      `${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure></li>`
  }
  if (!items) return ''
  return frame(section, args, 'quotes', `${sectionHead(section.heading)}<ul class="grid">${items}</ul>`)
}
