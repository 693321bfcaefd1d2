import { BUILDER_LANGUAGES } from '../builder/builder-options.shared'
import { socialLinks } from './content/contact-section'
import { escapeAttr, escapeText } from './escape'
import { externalAttrs, href, type RenderContext } from './render-context'
import { menuPages } from './site-header'
import { pageHref } from './site-links'
import type { SiteFooterStyle } from './site-model'
import { siteStrings } from './site-strings'

// The footer: simple (copyright and links), detailed (about, contact, pages, links in columns) or minimal
// (copyright only). The WhatsApp button floats from here when the site has a WhatsApp number.

function languagesLine(context: RenderContext): string {
  const languages = context.model.languages.filter((language) => BUILDER_LANGUAGES.includes(language))
  if (languages.length < 2) return ''
  const names = languages
    .map((language) => {
      const strings = siteStrings(language)
      return `<span lang="${language}" dir="${strings.dir}">${escapeText(strings.languageName)}</span>`
    })
    .join(' · ')
  return `<p>${escapeText(context.strings.languages)}: ${names}</p>`
}

function copyright(context: RenderContext): string {
  return `<p>© ${context.year} ${escapeText(context.name)}. ${escapeText(context.strings.rights)}.</p>`
}

/** A short description of the business under its name (the customer's own words, or none). */
const ABOUT_MAX = 220

function detailedColumns(context: RenderContext): string {
  const { strings, contact } = context
  const description = context.model.description.trim()
  const about = description && description.length <= ABOUT_MAX ? `<p>${escapeText(description)}</p>` : ''
  let contactItems = ''
  if (contact.address) contactItems += `<li><bdi>${escapeText(contact.address)}</bdi></li>`
  if (contact.phone)
    contactItems += `<li><a${href(`tel:${contact.phone.dial}`)} dir="ltr">${escapeText(contact.phone.display)}</a></li>`
  if (contact.email)
    contactItems += `<li><a${href(`mailto:${contact.email}`)}>${escapeText(contact.email)}</a></li>`
  const pageItems = menuPages(context).map(
    (page) => `<li><a${pageHref(context, page.path)}>${escapeText(page.title)}</a></li>`,
  )
  return (
    `<div class="foot-cols"><div><p class="foot-title">${escapeText(context.name)}</p>${about}</div>` +
    (contactItems
      ? `<div><p class="foot-title">${escapeText(strings.pageTitles.contact)}</p><ul>${contactItems}</ul></div>`
      : '') +
    (pageItems.length > 0
      ? `<nav aria-label="${escapeAttr(strings.footerMenu)}"><p class="foot-title">${escapeText(strings.menu)}</p><ul>${pageItems.join('')}</ul></nav>`
      : '') +
    `</div>`
  )
}

/** The floating WhatsApp link, named in words for screen readers ('WhatsApp ile yazın'). */
function whatsappButton(context: RenderContext): string {
  const number = context.contact.whatsapp
  if (!number) return ''
  const { strings } = context
  return (
    `<a class="wa"${href(`https://wa.me/${number}`)}${externalAttrs(context)} aria-label="${escapeAttr(strings.whatsappLink)}">` +
    `${escapeText(strings.contactLabels.whatsapp)}</a>`
  )
}

export function renderFooter(context: RenderContext, style: SiteFooterStyle): string {
  const row =
    style === 'minimal'
      ? `<div class="foot-row">${copyright(context)}</div>`
      : `<div class="foot-row">${copyright(context)}${languagesLine(context)}${socialLinks(context)}</div>`
  const columns = style === 'detailed' ? detailedColumns(context) : ''
  return `<footer class="site-footer"><div class="wrap">${columns}${row}</div>${whatsappButton(context)}</footer>`
}
