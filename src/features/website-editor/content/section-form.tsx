// The form of a section, by its kind.
import type { Section } from '../../../../api/site-content/site-sections.shared'
import { BlogForm } from './blog-form'
import { BookingForm, NewsletterForm } from './form-section-forms'
import { GalleryForm, HoursForm } from './gallery-hours-forms'
import { CtaForm, HeroForm } from './hero-cta-forms'
import { FaqForm, ServicesForm, TeamForm, TestimonialsForm } from './list-forms'
import { MenuForm } from './menu-form'
import { PricingForm } from './pricing-form'
import { ContactForm, TextForm } from './text-contact-forms'

export function SectionForm({ section, onChange }: { section: Section; onChange: (next: Section) => void }) {
  switch (section.kind) {
    case 'hero':
      return <HeroForm section={section} onChange={onChange} />
    case 'text':
      return <TextForm section={section} onChange={onChange} />
    case 'services':
      return <ServicesForm section={section} onChange={onChange} />
    case 'team':
      return <TeamForm section={section} onChange={onChange} />
    case 'testimonials':
      return <TestimonialsForm section={section} onChange={onChange} />
    case 'pricing':
      return <PricingForm section={section} onChange={onChange} />
    case 'faq':
      return <FaqForm section={section} onChange={onChange} />
    case 'gallery':
      return <GalleryForm section={section} onChange={onChange} />
    case 'hours':
      return <HoursForm section={section} onChange={onChange} />
    case 'menu':
      return <MenuForm section={section} onChange={onChange} />
    case 'contact':
      return <ContactForm section={section} onChange={onChange} />
    case 'booking':
      return <BookingForm section={section} onChange={onChange} />
    case 'newsletter':
      return <NewsletterForm section={section} onChange={onChange} />
    case 'cta':
      return <CtaForm section={section} onChange={onChange} />
    case 'blog':
      return <BlogForm section={section} onChange={onChange} />
  }
}
