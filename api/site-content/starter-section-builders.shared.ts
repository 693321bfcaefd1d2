import { richTextFromPlain, type RichText } from './rich-text.shared'
import { WEEKDAYS, type ContentLink, type Section, type SectionOf } from './site-sections.shared'
import type {
  PageKind,
  SectorStarter,
  StarterHours,
  StarterInput,
  StarterItem,
  StarterMenu,
  StarterWords,
} from './starter-types.shared'

// The sections a new site's starter text is made of (starter-content.shared.ts picks them per page):
// each from the sector's text and what the request said, marked `starter`.

const DEFAULT_DATE = '2026-01-01'
/** A description up to this long is the hero's text; a longer one is the about page's only. */
const HERO_DESCRIPTION_MAX = 220

export interface Draft {
  input: StarterInput
  words: StarterWords
  text: SectorStarter
  hours: StarterHours | undefined
  name: string
  description: string
  pages: readonly PageKind[]
  contactHref: string
  newId: () => string
}

export function base(draft: Draft): { id: string; hidden: boolean; starter: boolean } {
  return { id: draft.newId(), hidden: false, starter: true }
}

export function link(label: string, href: string): ContentLink {
  return href ? { label, href } : { label: '', href: '' }
}

export function heroSection(draft: Draft): SectionOf<'hero'> {
  const { words, text, pages, input } = draft
  const oneLine = draft.description.replace(/\s+/g, ' ')
  const booking = input.features.includes('booking')
  let secondary: ContentLink = link('', '')
  if (pages.includes('services'))
    secondary = link(text.servicesButton ?? words.heroServices, words.hrefs.services)
  else if (pages.includes('products')) secondary = link(words.heroProducts, words.hrefs.products)
  else if (pages.includes('about')) secondary = link(words.heroAbout, words.hrefs.about)
  return {
    ...base(draft),
    kind: 'hero',
    title: draft.name,
    text: oneLine && oneLine.length <= HERO_DESCRIPTION_MAX ? oneLine : text.tagline,
    image: null,
    primary: link(booking ? words.heroBooking : words.heroContact, draft.contactHref),
    secondary,
  }
}

export function servicesTeaser(draft: Draft): SectionOf<'services'> {
  const { words, text } = draft
  return servicesSection(draft, {
    heading: text.servicesHeading ?? words.servicesTeaserHeading,
    intro: text.servicesIntro,
    items: text.services.slice(0, 3).map((item) => ({ ...item, price: '' })),
  })
}

export function servicesSection(
  draft: Draft,
  content: { heading: string; intro: string; items: readonly (StarterItem & { price: string })[] },
): SectionOf<'services'> {
  return {
    ...base(draft),
    kind: 'services',
    heading: content.heading,
    intro: content.intro,
    items: content.items.map((item) => ({
      id: draft.newId(),
      title: item.title,
      text: item.text,
      image: null,
      price: item.price,
    })),
  }
}

export function menuSection(draft: Draft, menu: StarterMenu): Section {
  return {
    ...base(draft),
    kind: 'menu',
    heading: menu.heading,
    intro: menu.intro,
    groups: menu.groups.map((group) => ({
      id: draft.newId(),
      title: group.title,
      items: group.items.map((item) => ({ id: draft.newId(), ...item })),
    })),
  }
}

export function testimonialsSection(draft: Draft): Section {
  return {
    ...base(draft),
    kind: 'testimonials',
    heading: draft.words.referencesHeading,
    items: draft.text.testimonials.map((item) => ({ id: draft.newId(), ...item })),
  }
}

export function faqSection(draft: Draft): Section {
  return {
    ...base(draft),
    kind: 'faq',
    heading: draft.words.faqHeading,
    items: draft.text.faq.map((item) => ({ id: draft.newId(), ...item })),
  }
}

export function ctaSection(draft: Draft): Section {
  const { words, text, input } = draft
  const label = input.features.includes('booking')
    ? words.bookingButton
    : (text.cta.button ?? words.ctaButton)
  return {
    ...base(draft),
    kind: 'cta',
    title: text.cta.title,
    text: text.cta.text,
    button: link(label, draft.contactHref),
  }
}

export function teamSection(draft: Draft): Section {
  return {
    ...base(draft),
    kind: 'team',
    heading: draft.words.teamHeading,
    intro: draft.text.teamIntro,
    members: draft.text.team.map((member) => ({ id: draft.newId(), ...member, image: null })),
  }
}

export function pricingSection(draft: Draft): Section {
  const { words, text, input } = draft
  const label = input.features.includes('booking') ? words.bookingButton : words.planButton
  return {
    ...base(draft),
    kind: 'pricing',
    heading: text.pricingHeading ?? words.pricingHeading,
    intro: text.pricingIntro,
    plans: text.plans.map((plan) => ({
      id: draft.newId(),
      name: plan.name,
      price: plan.price,
      period: plan.period,
      features: [...plan.features],
      highlighted: plan.highlighted ?? false,
      button: link(label, draft.contactHref),
    })),
  }
}

export function blogSection(draft: Draft): Section {
  const { words, text, input } = draft
  const post = text.welcomePost?.(draft.name) ?? words.welcomePost(draft.name, text.blogTopics)
  return {
    ...base(draft),
    kind: 'blog',
    heading: words.blogHeading,
    intro: text.blogIntro ?? words.blogIntro,
    posts: [
      {
        id: draft.newId(),
        title: post.title,
        slug: words.welcomeSlug,
        date: isoDate(input.today) ?? DEFAULT_DATE,
        cover: null,
        excerpt: post.excerpt,
        body: richTextFromPlain(post.body),
        hidden: false,
      },
    ],
  }
}

export function hoursSection(draft: Draft, hours: StarterHours): Section {
  const opening = (day: number) => (day === 0 ? hours.sunday : day === 6 ? hours.saturday : hours.weekdays)
  return {
    ...base(draft),
    kind: 'hours',
    heading: hours.heading ?? draft.words.hoursHeading,
    days: WEEKDAYS.map((day) => {
      const times = opening(day)
      return times
        ? { day, closed: false, opens: times[0], closes: times[1] }
        : { day, closed: true, opens: '09:00', closes: '18:00' }
    }),
    note: hours.note,
  }
}

// ---- Text ----

/** The customer's text as paragraphs: each line is one (customers rarely leave blank lines between them). */
export function paragraphs(text: string): RichText {
  return richTextFromPlain(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n\n'),
  )
}

/** A list of bold titles, each followed by its sentence. */
export function bulletList(items: readonly StarterItem[]): RichText {
  return {
    type: 'doc',
    content: [
      {
        type: 'bulletList',
        content: items.map((item) => ({
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: `${item.title}:`, marks: [{ type: 'bold' }] },
                { type: 'text', text: ` ${item.text}` },
              ],
            },
          ],
        })),
      },
    ],
  }
}

export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

export function isoDate(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined
}
