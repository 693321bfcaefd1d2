import type { SectionOf } from '../../site-content/site-sections.shared'
import { escapeText } from '../escape'
import { externalAttrs, href, type RenderContext } from '../render-context'
import { contactForm } from './contact-form'
import { frame, sectionHead, type SectionArgs } from './section-parts'

// Contact: the site's address (with a map link when the section asks for one), phone (tel:), e-mail
// (mailto:), WhatsApp and social profiles, and the contact form when the section asks for it. The
// details are the site's (one place for them); the section only says what to show.

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query='

function facts(context: RenderContext, showMap: boolean): string {
  const { contact, strings } = context
  const labels = strings.contactLabels
  const row = (label: string, value: string) => `<div><dt>${escapeText(label)}</dt><dd>${value}</dd></div>`
  let rows = ''
  if (contact.address) {
    const map = showMap
      ? `<br><a${href(MAPS_SEARCH + encodeURIComponent(contact.address))}${externalAttrs(context)}>${escapeText(strings.mapLink)}</a>`
      : ''
    rows += row(labels.address, `<bdi>${escapeText(contact.address)}</bdi>${map}`)
  }
  if (contact.phone) {
    rows += row(
      labels.phone,
      `<a${href(`tel:${contact.phone.dial}`)} dir="ltr">${escapeText(contact.phone.display)}</a>`,
    )
  }
  if (contact.email) {
    rows += row(labels.email, `<a${href(`mailto:${contact.email}`)}>${escapeText(contact.email)}</a>`)
  }
  if (contact.whatsapp) {
    rows += row(
      labels.whatsapp,
      `<a${href(`https://wa.me/${contact.whatsapp}`)}${externalAttrs(context)}>${escapeText(strings.whatsappLink)}</a>`,
    )
  }
  return rows ? `<dl class="facts">${rows}</dl>` : ''
}

/** The social profiles as a list of links ('' when there are none); the footer shows them too. */
export function socialLinks(context: RenderContext): string {
  const external = externalAttrs(context)
  const items = context.contact.social
    .map((profile) => `<li><a${href(profile.href)}${external}>${escapeText(profile.network)}</a></li>`)
    .join('')
  return items ? `<ul class="links">${items}</ul>` : ''
}

export function contactSection(section: SectionOf<'contact'>, args: SectionArgs): string {
  const { context } = args
  const details = facts(context, section.showMap) + socialLinks(context)
  const form = section.showForm ? contactForm(context, section.id) : ''
  const head = sectionHead(section.heading, section.text)
  if (!details && !form && !section.text.trim()) return ''
  const body = details && form ? `<div class="contact"><div>${details}</div>${form}</div>` : details || form
  return frame(section, args, 'contact-sec', `${head}${body}`)
}
