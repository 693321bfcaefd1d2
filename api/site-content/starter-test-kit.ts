import { BUILDER_SECTORS } from '../builder/builder-options.shared'
import { WEBSITE_CATEGORIES } from '../websites/website-edit.shared'
import { richTextPlain } from './rich-text.shared'
import type { Section } from './site-sections.shared'
import { starterSections, type PageKind, type StarterInput } from './starter-content.shared'

// What starter-content.test.ts reads starter sections with: inputs, ids, and what a section shows.

export const SECTORS = [...new Set<string>([...BUILDER_SECTORS, ...WEBSITE_CATEGORIES, '', 'bilinmeyen'])]

export function input(overrides: Partial<StarterInput> = {}): StarterInput {
  return {
    name: 'Demir Ticaret',
    sector: '',
    description: '',
    language: 'tr',
    contact: { email: '', phone: '', address: '', whatsapp: '' },
    features: [],
    ...overrides,
  }
}

export function ids() {
  let n = 0
  return () => `id-${++n}`
}

export function sections(kind: PageKind, overrides: Partial<StarterInput> = {}): Section[] {
  return starterSections(kind, input(overrides), ids())
}

/** Every id in the sections (sections, items, members, plans, posts, menu groups and items). */
export function allIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allIds)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'id' && typeof child === 'string' ? [child] : allIds(child),
  )
}

/** The words the renderer shows that are empty (a heading, a title, a button's label …). */
export function emptyShown(section: Section): string[] {
  const empty: string[] = []
  const need = (path: string, value: string) => {
    if (!value.trim()) empty.push(`${section.kind}.${path}`)
  }
  const button = (path: string, link: { label: string; href: string }) => {
    if (Boolean(link.label.trim()) !== Boolean(link.href.trim())) empty.push(`${section.kind}.${path}`)
  }
  switch (section.kind) {
    case 'hero':
      need('title', section.title)
      need('text', section.text)
      button('primary', section.primary)
      button('secondary', section.secondary)
      break
    case 'text':
      need('heading', section.heading)
      need('body', richTextPlain(section.body))
      break
    case 'services':
      need('heading', section.heading)
      if (section.items.length === 0) empty.push('services.items')
      section.items.forEach((item, i) => {
        need(`items.${i}.title`, item.title)
        need(`items.${i}.text`, item.text)
      })
      break
    case 'team':
      need('heading', section.heading)
      section.members.forEach((member, i) => {
        need(`members.${i}.name`, member.name)
        need(`members.${i}.role`, member.role)
      })
      break
    case 'testimonials':
      need('heading', section.heading)
      section.items.forEach((item, i) => {
        need(`items.${i}.quote`, item.quote)
        need(`items.${i}.author`, item.author)
      })
      break
    case 'pricing':
      need('heading', section.heading)
      section.plans.forEach((plan, i) => {
        need(`plans.${i}.name`, plan.name)
        need(`plans.${i}.price`, plan.price)
        if (plan.features.length === 0) empty.push(`pricing.plans.${i}.features`)
        plan.features.forEach((feature, j) => need(`plans.${i}.features.${j}`, feature))
        button(`plans.${i}.button`, plan.button)
      })
      break
    case 'faq':
      need('heading', section.heading)
      section.items.forEach((item, i) => {
        need(`items.${i}.question`, item.question)
        need(`items.${i}.answer`, item.answer)
      })
      break
    case 'gallery':
      need('heading', section.heading)
      break
    case 'hours':
      need('heading', section.heading)
      if (section.days.length !== 7) empty.push('hours.days')
      break
    case 'menu':
      need('heading', section.heading)
      section.groups.forEach((group, i) => {
        need(`groups.${i}.title`, group.title)
        group.items.forEach((item, j) => {
          need(`groups.${i}.items.${j}.name`, item.name)
          need(`groups.${i}.items.${j}.price`, item.price)
        })
      })
      break
    case 'contact':
    case 'newsletter':
      need('heading', section.heading)
      need('text', section.text)
      break
    case 'booking':
      need('heading', section.heading)
      need('text', section.text)
      section.services.forEach((service, i) => need(`services.${i}.name`, service.name))
      break
    case 'cta':
      need('title', section.title)
      need('text', section.text)
      button('button', section.button)
      break
    case 'blog':
      need('heading', section.heading)
      section.posts.forEach((post, i) => {
        need(`posts.${i}.title`, post.title)
        need(`posts.${i}.excerpt`, post.excerpt)
        need(`posts.${i}.body`, richTextPlain(post.body))
      })
      break
  }
  return empty
}

/** The page's words, without ids. */
export function words(list: Section[]): string {
  return JSON.stringify(list, (key, value: unknown) => (key === 'id' ? undefined : value))
}

/** The words a visitor reads (no ids, kinds, node types, addresses or dates). */
export function visible(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(visible).join('\n')
  if (!value || typeof value !== 'object') return ''
  return Object.entries(value)
    .filter(([key]) => !['id', 'kind', 'type', 'href', 'slug', 'date'].includes(key))
    .map(([, child]) => visible(child))
    .join('\n')
}

export const FILLER = /yakında|yakinda|coming soon|lorem|ipsum|placeholder|todo|xxx|firma adınız/i
/** English words that slip into Turkish copy. */
export const ENGLISH = /\b(online|check-up|catering|update|email|the|and|team|booking|coming)\b/i
