import { renderContactSection } from './contact-section'
import { escapeAttr, escapeText } from './escape'
import { renderGallerySection } from './gallery-section'
import type { RenderContext, RenderedPage } from './render-context'
import { cardGrid, paragraphs, sectionFrame } from './section-frame'
import type { PageKind } from './site-strings'

// One renderer per page kind. The model carries a name, a description, contact details and images; the
// rest of a section is the language's placeholder content until the customer's own replaces it.

/** A description longer than this is too long for the hero's lead line. */
const HERO_LEAD_MAX = 220

function heroSection(page: RenderedPage, context: RenderContext): string {
  const { strings, sector, name } = context
  const description = context.model.description.trim()
  // The customer's description belongs to 'about' when there is one; the hero then carries the tagline.
  const short = description.length > 0 && description.length <= HERO_LEAD_MAX
  const lead = short && !context.anchorOf('about') ? description : strings.tagline(sector)
  const contact = context.anchorOf('contact')
  const services = context.anchorOf('services')
  const buttons =
    (contact ? `<a class="btn" href="#${escapeAttr(contact)}">${escapeText(strings.heroContact)}</a>` : '') +
    (services
      ? `<a class="btn ghost" href="#${escapeAttr(services)}">${escapeText(strings.heroServices)}</a>`
      : '')
  const draft = page.status === 'draft' ? `<p class="draft">${escapeText(strings.draftBadge)}</p>` : ''
  return (
    `<section id="${escapeAttr(page.anchor)}" class="hero"><div class="wrap hero-in"><div>${draft}` +
    (sector ? `<p class="eyebrow">${escapeText(sector)}</p>` : '') +
    `<h1>${escapeText(name)}</h1><p class="lead">${escapeText(lead)}</p>` +
    (buttons ? `<p class="cta">${buttons}</p>` : '') +
    `</div><div class="art" aria-hidden="true"><span></span><span></span><span></span><span></span></div></div></section>`
  )
}

function aboutBody(context: RenderContext): string {
  const description = context.model.description.trim()
  const text = description
    ? paragraphs(description)
    : `<p>${escapeText(context.strings.about(context.name, context.sector))}</p>`
  return `<div class="intro">${text}</div>${cardGrid(context.strings.aboutValues)}`
}

const initial = (text: string) => text.trim().charAt(0).toLocaleUpperCase('tr-TR')

function pricingBody(context: RenderContext): string {
  const contact = context.anchorOf('contact')
  const cta = contact
    ? `<a class="btn" href="#${escapeAttr(contact)}">${escapeText(context.strings.planCta)}</a>`
    : ''
  let plans = ''
  for (const plan of context.strings.plans) {
    const features = plan.features.map((feature) => `<li>${escapeText(feature)}</li>`).join('')
    plans +=
      `<li class="card plan"><h3>${escapeText(plan.name)}</h3><p class="price">${escapeText(plan.price)}</p>` +
      `<ul>${features}</ul>${cta}</li>`
  }
  return `<ul class="grid">${plans}</ul>`
}

function faqBody(context: RenderContext): string {
  const items = context.strings.faq
    .map(
      (item) =>
        `<details><summary>${escapeText(item.title)}</summary><p>${escapeText(item.text)}</p></details>`,
    )
    .join('')
  return `<div class="faq">${items}</div>`
}

type SectionBody = (context: RenderContext, page: RenderedPage) => { intro?: string; body: string }

const THUMB = '<div class="thumb" aria-hidden="true"></div>'

const SECTION_BODIES: Readonly<Record<Exclude<PageKind, 'home' | 'gallery' | 'contact'>, SectionBody>> = {
  about: (context) => ({ body: aboutBody(context) }),
  services: ({ strings, sector }) => ({
    intro: strings.servicesIntro(sector),
    body: cardGrid(strings.services),
  }),
  products: ({ strings }) => ({
    intro: strings.productsIntro,
    body: cardGrid(strings.products, {
      before: () => THUMB,
      after: () => `<p class="price">${escapeText(strings.productPrice)}</p>`,
    }),
  }),
  references: ({ strings }) => ({ intro: strings.referencesIntro, body: cardGrid(strings.references) }),
  blog: ({ strings }) => ({
    intro: strings.blogIntro,
    body: cardGrid(strings.posts, {
      before: () => `${THUMB}<p class="meta">${escapeText(strings.postSoon)}</p>`,
    }),
  }),
  team: ({ strings }) => ({
    intro: strings.teamIntro,
    body: cardGrid(strings.team, {
      before: (card) => `<div class="avatar" aria-hidden="true">${escapeText(initial(card.title))}</div>`,
    }),
  }),
  pricing: (context) => ({ intro: context.strings.pricingIntro, body: pricingBody(context) }),
  faq: (context) => ({ body: faqBody(context) }),
  custom: ({ strings }) => ({ body: `<p class="intro">${escapeText(strings.customText)}</p>` }),
}

/** The markup of one page; `position` counts the sections after the hero (they alternate backgrounds). */
export function renderSection(page: RenderedPage, context: RenderContext, position: number): string {
  const alt = position % 2 === 1
  switch (page.kind) {
    case 'home':
      return heroSection(page, context)
    case 'gallery':
      return renderGallerySection(page, context, { alt, nearTop: position === 0 })
    case 'contact':
      return renderContactSection(page, context, { alt })
    default: {
      const section = (SECTION_BODIES[page.kind] ?? SECTION_BODIES.custom)(context, page)
      return sectionFrame(page, context, { alt, intro: section.intro }, section.body)
    }
  }
}
