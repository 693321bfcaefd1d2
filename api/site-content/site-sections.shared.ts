import { z } from 'zod'
import { idSchema } from '../lib/common.shared'
import { isAllowedHref, richTextMessages, richTextSchema } from './rich-text.shared'

// A page of a customer's site is an ordered list of sections; each section is one of these kinds, with
// its own fields. One schema for the server (it parses every save), the service worker and the editor.
// docs/rules/site-content.md

export const SECTION_KINDS = [
  'hero',
  'text',
  'services',
  'team',
  'testimonials',
  'pricing',
  'faq',
  'gallery',
  'hours',
  'menu',
  'contact',
  'booking',
  'newsletter',
  'cta',
  'blog',
] as const
export type SectionKind = (typeof SECTION_KINDS)[number]

export const SECTION_KIND_LABELS: Readonly<Record<SectionKind, string>> = {
  hero: 'Giriş (büyük başlık)',
  text: 'Metin',
  services: 'Hizmetler / Ürünler',
  team: 'Ekip',
  testimonials: 'Müşteri yorumları',
  pricing: 'Fiyat tablosu',
  faq: 'Sıkça sorulan sorular',
  gallery: 'Galeri',
  hours: 'Çalışma saatleri',
  menu: 'Menü / Fiyat listesi',
  contact: 'İletişim',
  booking: 'Randevu / rezervasyon formu',
  newsletter: 'Bülten aboneliği',
  cta: 'Harekete geçirici çağrı',
  blog: 'Blog yazıları',
}

export const CONTENT_LIMITS = {
  shortText: 120,
  text: 600,
  items: 24,
  sectionsPerPage: 30,
  posts: 50,
  galleryImages: 48,
  price: 40,
} as const

const short = z.string().trim().max(CONTENT_LIMITS.shortText).default('')
const text = z.string().trim().max(CONTENT_LIMITS.text).default('')
const price = z.string().trim().max(CONTENT_LIMITS.price).default('')
const items = <T extends z.ZodType>(item: T, max: number = CONTENT_LIMITS.items) =>
  z.array(item).max(max).default([])

/** An image from the owner's uploads, with its alternative text. */
export const contentImageSchema = z.object({ uploadId: idSchema, alt: short })
export type ContentImage = z.infer<typeof contentImageSchema>
const image = contentImageSchema.nullable().default(null)

/** A button: its words and where it goes (a page of the site, https:, mailto: or tel:). */
export const contentLinkSchema = z.object({
  label: short,
  href: z
    .string()
    .trim()
    .max(500)
    .refine((href) => href === '' || isAllowedHref(href), richTextMessages.badLink)
    .default(''),
})
export type ContentLink = z.infer<typeof contentLinkSchema>
const link = contentLinkSchema.default({ label: '', href: '' })

const rich = richTextSchema.default({ type: 'doc', content: [] })

/** What every section has: its id, whether it is hidden, and whether it still carries starter text. */
const base = {
  id: idSchema,
  hidden: z.boolean().default(false),
  /** Starter text generated for a new site, shown in the editor as text to replace; cleared by an edit. */
  starter: z.boolean().default(false),
}

const heroSection = z.object({
  ...base,
  kind: z.literal('hero'),
  title: short,
  text,
  image,
  primary: link,
  secondary: link,
})
const textSection = z.object({ ...base, kind: z.literal('text'), heading: short, body: rich })
const servicesSection = z.object({
  ...base,
  kind: z.literal('services'),
  heading: short,
  intro: text,
  items: items(z.object({ id: idSchema, title: short, text, image, price })),
})
const teamSection = z.object({
  ...base,
  kind: z.literal('team'),
  heading: short,
  intro: text,
  members: items(z.object({ id: idSchema, name: short, role: short, image })),
})
const testimonialsSection = z.object({
  ...base,
  kind: z.literal('testimonials'),
  heading: short,
  items: items(z.object({ id: idSchema, quote: text, author: short, role: short })),
})
const pricingSection = z.object({
  ...base,
  kind: z.literal('pricing'),
  heading: short,
  intro: text,
  plans: items(
    z.object({
      id: idSchema,
      name: short,
      price,
      period: short,
      features: z
        .array(z.string().trim().max(CONTENT_LIMITS.shortText))
        .max(CONTENT_LIMITS.items)
        .default([]),
      highlighted: z.boolean().default(false),
      button: link,
    }),
    6,
  ),
})
const faqSection = z.object({
  ...base,
  kind: z.literal('faq'),
  heading: short,
  items: items(z.object({ id: idSchema, question: short, answer: text })),
})
const gallerySection = z.object({
  ...base,
  kind: z.literal('gallery'),
  heading: short,
  intro: text,
  images: z.array(contentImageSchema).max(CONTENT_LIMITS.galleryImages).default([]),
})

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const
export const WEEKDAY_LABELS: Readonly<Record<number, string>> = {
  1: 'Pazartesi',
  2: 'Salı',
  3: 'Çarşamba',
  4: 'Perşembe',
  5: 'Cuma',
  6: 'Cumartesi',
  0: 'Pazar',
}
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Saat SS:DD biçiminde olmalıdır (ör. 09:30).')
const hoursSection = z.object({
  ...base,
  kind: z.literal('hours'),
  heading: short,
  days: z
    .array(
      z.object({
        day: z.number().int().min(0).max(6),
        closed: z.boolean().default(false),
        opens: clock.default('09:00'),
        closes: clock.default('18:00'),
      }),
    )
    .max(7)
    .default([]),
  note: short,
})
const menuSection = z.object({
  ...base,
  kind: z.literal('menu'),
  heading: short,
  intro: text,
  groups: items(
    z.object({
      id: idSchema,
      title: short,
      items: items(z.object({ id: idSchema, name: short, description: short, price }), 60),
    }),
    12,
  ),
})
const contactSection = z.object({
  ...base,
  kind: z.literal('contact'),
  heading: short,
  text,
  /** Address, phone, e-mail and WhatsApp come from the site's contact details (one place for them). */
  showForm: z.boolean().default(true),
  showMap: z.boolean().default(true),
})
/** A booking request form: the visitor picks one of `services` (or writes one when none is listed). */
const bookingSection = z.object({
  ...base,
  kind: z.literal('booking'),
  heading: short,
  text,
  services: items(z.object({ id: idSchema, name: short })),
})
/** A newsletter sign-up form (double opt-in: the address is confirmed by mail). */
const newsletterSection = z.object({ ...base, kind: z.literal('newsletter'), heading: short, text })
const ctaSection = z.object({ ...base, kind: z.literal('cta'), title: short, text, button: link })

const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const blogPostSchema = z.object({
  id: idSchema,
  title: short,
  /** The post's address under its page (`/blog/<slug>`). */
  slug: z
    .string()
    .trim()
    .max(80)
    .regex(POST_SLUG, 'Yazı adresi yalnızca küçük harf, rakam ve tire içerebilir.'),
  date: z.iso.date(),
  cover: image,
  excerpt: text,
  body: rich,
  hidden: z.boolean().default(false),
})
export type BlogPost = z.infer<typeof blogPostSchema>
const blogSection = z.object({
  ...base,
  kind: z.literal('blog'),
  heading: short,
  intro: text,
  posts: z.array(blogPostSchema).max(CONTENT_LIMITS.posts).default([]),
})

export const sectionSchema = z.discriminatedUnion('kind', [
  heroSection,
  textSection,
  servicesSection,
  teamSection,
  testimonialsSection,
  pricingSection,
  faqSection,
  gallerySection,
  hoursSection,
  menuSection,
  contactSection,
  bookingSection,
  newsletterSection,
  ctaSection,
  blogSection,
])
export type Section = z.output<typeof sectionSchema>
export type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>

/** A section of `kind` with every field at its default (an editor's "Bölüm ekle"). */
export function emptySection(kind: SectionKind, id: string): Section {
  return sectionSchema.parse({ id, kind })
}

/** Every upload a section shows (images of the hero, items, members, gallery, blog covers). */
export function sectionImageIds(section: Section): string[] {
  const ids: (string | undefined)[] = []
  switch (section.kind) {
    case 'hero':
      ids.push(section.image?.uploadId)
      break
    case 'services':
      ids.push(...section.items.map((item) => item.image?.uploadId))
      break
    case 'team':
      ids.push(...section.members.map((member) => member.image?.uploadId))
      break
    case 'gallery':
      ids.push(...section.images.map((picture) => picture.uploadId))
      break
    case 'blog':
      ids.push(...section.posts.map((post) => post.cover?.uploadId))
      break
    default:
      break
  }
  return ids.filter((id): id is string => Boolean(id))
}

/** Every upload the pages' sections show. */
export function pagesImageIds(pages: readonly { sections?: readonly Section[] }[]): string[] {
  return pages.flatMap((page) => (page.sections ?? []).flatMap(sectionImageIds))
}
