import { escapeAttr, escapeText } from './escape'
import { externalAttrs, href, type RenderContext, type RenderedPage } from './render-context'
import { sectionFrame } from './section-frame'

// Contact: address (with a map link when the map feature is chosen), phone (tel:), e-mail (mailto:),
// WhatsApp, booking and newsletter links, social profiles, and the contact form. The form never posts
// anywhere in the preview; published, it is a mailto: form, and without a valid e-mail there is none.

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query='

const mailto = (email: string, subject?: string) =>
  `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`

function facts(context: RenderContext): string {
  const { contact, strings, model } = context
  const labels = strings.contactLabels
  let rows = ''
  if (contact.address) {
    const map = model.features.includes('map')
      ? `<br><a${href(MAPS_SEARCH + encodeURIComponent(contact.address))}${externalAttrs(context)}>${escapeText(strings.mapLink)}</a>`
      : ''
    rows += `<div><dt>${escapeText(labels.address)}</dt><dd><bdi>${escapeText(contact.address)}</bdi>${map}</dd></div>`
  }
  if (contact.phone) {
    rows +=
      `<div><dt>${escapeText(labels.phone)}</dt>` +
      `<dd><a${href(`tel:${contact.phone.dial}`)} dir="ltr">${escapeText(contact.phone.display)}</a></dd></div>`
  }
  if (contact.email) {
    rows +=
      `<div><dt>${escapeText(labels.email)}</dt>` +
      `<dd><a${href(mailto(contact.email))}>${escapeText(contact.email)}</a></dd></div>`
  }
  return rows ? `<dl class="facts">${rows}</dl>` : `<p>${escapeText(strings.contactMissing)}</p>`
}

/** WhatsApp, booking, newsletter and social links (each only when it leads somewhere). */
function contactLinks(context: RenderContext): string {
  const { contact, strings, model } = context
  const external = externalAttrs(context)
  let links = ''
  if (contact.whatsapp) {
    links += `<li><a${href(`https://wa.me/${contact.whatsapp}`)}${external}>${escapeText(strings.whatsappLink)}</a></li>`
  }
  if (model.features.includes('booking')) {
    const booking = contact.whatsapp
      ? `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(strings.bookingSubject)}`
      : contact.email
        ? mailto(contact.email, strings.bookingSubject)
        : null
    if (booking)
      links += `<li><a${href(booking)}${contact.whatsapp ? external : ''}>${escapeText(strings.bookingLink)}</a></li>`
  }
  if (model.features.includes('newsletter') && contact.email) {
    links += `<li><a${href(mailto(contact.email, strings.newsletterSubject))}>${escapeText(strings.newsletterLink)}</a></li>`
  }
  const social = socialItems(context)
  return links || social ? `<ul class="links">${links}${social}</ul>` : ''
}

function socialItems(context: RenderContext): string {
  const external = externalAttrs(context)
  return context.contact.social
    .map((profile) => `<li><a${href(profile.href)}${external}>${escapeText(profile.network)}</a></li>`)
    .join('')
}

/** The social profiles alone (the footer's links). */
export function socialLinks(context: RenderContext): string {
  const social = socialItems(context)
  return social ? `<ul class="links">${social}</ul>` : ''
}

function contactForm(context: RenderContext, headingId: string): string {
  const { strings, contact } = context
  if (!context.model.features.includes('contact-form')) return ''
  // Published without an address to send to: no form at all (a form that goes nowhere would mislead).
  if (!context.preview && !contact.email) return ''
  const target = context.preview
    ? ''
    : ` action="${escapeAttr(mailto(contact.email ?? ''))}" method="post" enctype="text/plain"`
  const note = context.preview ? `<p class="note">${escapeText(strings.formPreviewNote)}</p>` : ''
  return (
    `<form class="form"${target} aria-labelledby="${headingId}"><h3 id="${headingId}">${escapeText(strings.formHeading)}</h3>` +
    `<label>${escapeText(strings.formName)}<input name="name" autocomplete="name" required></label>` +
    `<label>${escapeText(strings.formEmail)}<input type="email" name="email" autocomplete="email" required></label>` +
    `<label>${escapeText(strings.formMessage)}<textarea name="message" rows="5" required></textarea></label>` +
    `<button class="btn" type="submit">${escapeText(strings.formSend)}</button>${note}</form>`
  )
}

export function renderContactSection(
  page: RenderedPage,
  context: RenderContext,
  options: { alt: boolean },
): string {
  const form = contactForm(context, `${page.anchor}-form`)
  const details = `<div>${facts(context)}${contactLinks(context)}</div>`
  return sectionFrame(
    page,
    context,
    { alt: options.alt, intro: context.strings.contactIntro },
    form ? `<div class="contact">${details}${form}</div>` : details,
  )
}
