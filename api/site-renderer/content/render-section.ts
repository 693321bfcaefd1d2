import type { Section, SectionKind, SectionOf } from '../../site-content/site-sections.shared'
import { blogSection } from './blog-section'
import { faqSection, hoursSection, menuSection } from './list-sections'
import { contactSection } from './contact-section'
import { bookingSection, newsletterSection } from './form-sections'
import { servicesSection, teamSection, testimonialsSection } from './card-sections'
import { gallerySection } from './gallery-section'
import { heroSection } from './hero-section'
import { pricingSection } from './pricing-section'
import type { SectionArgs } from './section-parts'
import { ctaSection, textSection } from './text-sections'

// One renderer per section kind. Each answers '' when its section has nothing to show, so a page never
// has an empty box; a hidden section, or one of a kind the renderer does not know, is not drawn.

type Renderers = { [K in SectionKind]: (section: SectionOf<K>, args: SectionArgs) => string }

const RENDERERS: Renderers = {
  hero: heroSection,
  text: textSection,
  services: servicesSection,
  team: teamSection,
  testimonials: testimonialsSection,
  pricing: pricingSection,
  faq: faqSection,
  gallery: gallerySection,
  hours: hoursSection,
  menu: menuSection,
  contact: contactSection,
  booking: bookingSection,
  newsletter: newsletterSection,
  cta: ctaSection,
  blog: blogSection,
}

/** Sections that bring their own background: they do not take a turn in the alternating tint. */
export const OWN_BACKGROUND: ReadonlySet<SectionKind> = new Set(['hero', 'cta'])

export function renderSection(section: Section, args: SectionArgs): string {
  if (section.hidden || !Object.hasOwn(RENDERERS, section.kind)) return ''
  const render = RENDERERS[section.kind] as (section: Section, args: SectionArgs) => string
  return render(section, args)
}
