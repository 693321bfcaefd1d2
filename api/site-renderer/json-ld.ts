import { WEEKDAYS, type SectionOf } from '../site-content/site-sections.shared'
import type { RenderContext } from './render-context'
import { absoluteUrl } from './site-url'

// The site as schema.org data for search engines: a LocalBusiness with its name, address, phone, e-mail,
// profiles and the opening hours of its first hours section. A data block, not a script: it never runs.

const DAY_NAMES: Readonly<Record<number, string>> = {
  0: 'Sunday',
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
}

function firstHours(context: RenderContext): SectionOf<'hours'> | null {
  for (const page of context.pages) {
    for (const section of page.sections) {
      if (section.kind === 'hours' && !section.hidden && section.days.length > 0) return section
    }
  }
  return null
}

function openingHours(section: SectionOf<'hours'> | null) {
  if (!section) return undefined
  const days = WEEKDAYS.flatMap((day) => {
    const given = section.days.find((candidate) => candidate.day === day)
    if (!given || given.closed) return []
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${DAY_NAMES[day]}`,
        opens: given.opens,
        closes: given.closes,
      },
    ]
  })
  return days.length > 0 ? days : undefined
}

/** The `<script type="application/ld+json">` element; `image` is an absolute URL or null. */
export function localBusinessJsonLd(context: RenderContext, image: string | null): string {
  const { contact, model } = context
  const description = model.seo.description.trim() || model.description.trim()
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: context.name,
    url: context.siteUrl ? absoluteUrl(context.siteUrl, '') : undefined,
    description: description || undefined,
    image: image ?? undefined,
    telephone: contact.phone?.dial,
    email: contact.email ?? undefined,
    address: contact.address ? { '@type': 'PostalAddress', streetAddress: contact.address } : undefined,
    sameAs: contact.social.length > 0 ? contact.social.map((profile) => profile.href) : undefined,
    openingHoursSpecification: openingHours(firstHours(context)),
  }
  // '<' as \u003c: nothing in the data can close the element or open a comment.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}
