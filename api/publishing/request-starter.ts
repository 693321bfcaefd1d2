import {
  PAGE_KINDS,
  starterSections,
  type PageKind,
  type StarterInput,
} from '../site-content/starter-content.shared'
import type { WebsiteRecord } from '../websites/website.shared'

// A website made from a request starts with its content written (docs/rules/site-content.md#starter-text):
// every page gets the starter sections of its kind, from what the request said — the sector and features
// the builder asked for, the description, the contact details. The customer replaces them in the editor.

const KINDS: ReadonlySet<string> = new Set(PAGE_KINDS)

/** A request page's kind: its builder key ('about', 'contact' …), else a page of the customer's own. */
const kindOf = (pageId: string): PageKind => (KINDS.has(pageId) ? (pageId as PageKind) : 'custom')

export function withStarterContent(
  website: WebsiteRecord,
  request: { sector: string; features: readonly string[]; language: StarterInput['language'] },
  newId: () => string,
): WebsiteRecord {
  const contact = website.contactInfo
  const whatsapp = contact.whatsapp ?? (request.features.includes('whatsapp') ? (contact.phone ?? '') : '')
  const input: StarterInput = {
    name: website.name,
    sector: request.sector || website.category || '',
    description: website.description,
    language: request.language,
    contact: {
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      address: contact.address ?? '',
      whatsapp,
    },
    features: request.features,
    pages: website.pages.map((page) => kindOf(page.id)),
  }
  return {
    ...website,
    contactInfo: whatsapp ? { ...contact, whatsapp } : contact,
    pages: website.pages.map((page) => ({
      ...page,
      sections: page.sections ?? starterSections(kindOf(page.id), input, newId),
    })),
  }
}
