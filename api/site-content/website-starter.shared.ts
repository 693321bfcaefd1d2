import type { WebsiteEditDraft } from '../websites/website-edit.shared'
import { websitePageKind } from './page-kind.shared'
import type { PageKind, StarterInput } from './starter-content.shared'

// What a website's starter text is written from, for the renderer (a page nobody has written yet) and the
// editor (the sections it starts from) alike, so both show the same text.

/** A website's site has these pages while it has none of its own. */
export const DEFAULT_PAGE_KINDS: readonly PageKind[] = ['home', 'about', 'services', 'contact']

/** What a website's site offers beyond its data: a contact form (to its e-mail) and a map link (to its address). */
export const WEBSITE_FEATURES = ['contact-form', 'map'] as const

type StarterModel = Pick<WebsiteEditDraft, 'title' | 'category' | 'description' | 'contactInfo' | 'pages'>

export function websiteStarterInput(model: StarterModel): StarterInput {
  const contact = model.contactInfo
  return {
    name: model.title.trim(),
    sector: model.category,
    description: model.description.trim(),
    language: 'tr',
    contact: {
      email: contact.email?.trim() ?? '',
      phone: contact.phone?.trim() ?? '',
      address: contact.address?.trim() ?? '',
      whatsapp: contact.whatsapp?.trim() ?? '',
    },
    features: WEBSITE_FEATURES,
    // The starter text knows the site's pages: its buttons lead only to pages that exist.
    pages: model.pages.length > 0 ? model.pages.map(websitePageKind) : DEFAULT_PAGE_KINDS,
  }
}
