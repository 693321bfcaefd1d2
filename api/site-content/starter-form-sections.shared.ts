import type { SectionOf } from './site-sections.shared'
import { base, type Draft } from './starter-section-builders.shared'

// The starter sections of the builder's form features (docs/rules/site-content.md#starter-text): a booking
// form where the contact is ('booking'), and a newsletter sign-up closing the home page ('newsletter').
// What visitors send through them reaches the owner's Mesajlar (docs/rules/site-forms.md).

/** The booking form; a visitor picks one of the sector's services (none listed: they write one in). */
export function bookingSection(draft: Draft): SectionOf<'booking'> {
  const { words, text } = draft
  return {
    ...base(draft),
    kind: 'booking',
    heading: words.bookingHeading,
    text: words.bookingText,
    services: text.services.map((service) => ({ id: draft.newId(), name: service.title })),
  }
}

export function newsletterSection(draft: Draft): SectionOf<'newsletter'> {
  const { words } = draft
  return { ...base(draft), kind: 'newsletter', heading: words.newsletterHeading, text: words.newsletterText }
}
