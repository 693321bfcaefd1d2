import { BUILDER_LANGUAGES } from '../builder/builder-options.shared'
import { socialLinks } from './contact-section'
import { escapeAttr, escapeText } from './escape'
import { externalAttrs, href, type RenderContext } from './render-context'
import type { SiteFooterStyle } from './site-model'
import { siteStrings } from './site-strings'

// The footer: simple (copyright and links), detailed (about, contact, pages, links in columns) or minimal
// (copyright only). The WhatsApp button floats from here when the feature is chosen.

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

function detailedColumns(context: RenderContext): string {
  const { strings, contact } = context
  const description = context.model.description.trim()
  const about =
    description.length > 0 && description.length <= 220 ? description : strings.tagline(context.sector)
  let contactItems = ''
  if (contact.address) contactItems += `<li><bdi>${escapeText(contact.address)}</bdi></li>`
  if (contact.phone)
    contactItems += `<li><a${href(`tel:${contact.phone.dial}`)} dir="ltr">${escapeText(contact.phone.display)}</a></li>`
  if (contact.email)
    contactItems += `<li><a${href(`mailto:${contact.email}`)}>${escapeText(contact.email)}</a></li>`
  const pages = context.pages.filter((page) => page.inMenu)
  const pageItems = pages.map(
    (page) => `<li><a href="#${escapeAttr(page.anchor)}">${escapeText(page.title)}</a></li>`,
  )
  return (
    `<div class="foot-cols"><div><p class="foot-title">${escapeText(context.name)}</p><p>${escapeText(about)}</p></div>` +
    (contactItems
      ? `<div><p class="foot-title">${escapeText(strings.pageTitles.contact)}</p><ul>${contactItems}</ul></div>`
      : '') +
    (pageItems.length > 0
      ? `<nav aria-label="${escapeAttr(strings.footerMenu)}"><p class="foot-title">${escapeText(strings.menu)}</p><ul>${pageItems.join('')}</ul></nav>`
      : '') +
    `</div>`
  )
}

export function renderFooter(context: RenderContext, style: SiteFooterStyle): string {
  const whatsapp = context.contact.whatsapp
    ? `<a class="wa"${href(`https://wa.me/${context.contact.whatsapp}`)}${externalAttrs(context)}>WhatsApp</a>`
    : ''
  const row =
    style === 'minimal'
      ? `<div class="foot-row">${copyright(context)}</div>`
      : `<div class="foot-row">${copyright(context)}${languagesLine(context)}${socialLinks(context)}</div>`
  const columns = style === 'detailed' ? detailedColumns(context) : ''
  return `<footer class="site-footer"><div class="wrap">${columns}${row}</div>${whatsapp}</footer>`
}
