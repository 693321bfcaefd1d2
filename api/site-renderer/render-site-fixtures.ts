import type { RichText } from '../site-content/rich-text.shared'
import { sectionSchema, type Section } from '../site-content/site-sections.shared'
import type { RenderOptions, SiteModel, SitePage } from './site-model'

// Shared inputs and HTML probes of the renderSite tests (and of the e2e axe test): one sample site with a
// section of every kind, the two render modes.

export const PUBLISHED: RenderOptions = { mode: 'published', year: 2026 }
export const PREVIEW: RenderOptions = {
  mode: 'preview',
  year: 2026,
  nonce: 'n0nce-abc123XYZ',
  appOrigin: 'https://app.sitekur.example',
}

/** A 1×1 PNG: fixture images that need no network. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

/** A section of `kind` as the schema parses it (defaults filled in). */
export const section = (input: Record<string, unknown> & { id: string; kind: Section['kind'] }): Section =>
  sectionSchema.parse(input)

export const page = (
  kind: SitePage['kind'],
  slug: string,
  title: string,
  status: SitePage['status'] = 'published',
  sections: readonly Section[] = [],
): SitePage => ({ kind, slug, title, status, sections })

export const doc = (...paragraphs: string[]): RichText => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
})

/** Sections of every kind, filled in as a customer would (images up1…up4 are in `FIXTURE_MEDIA`). */
export function everyKind(prefix = 'x'): Section[] {
  const id = (name: string) => `${prefix}-${name}`
  return [
    section({
      id: id('hero'),
      kind: 'hero',
      title: 'Moda’da deniz manzaralı kahvaltı',
      text: 'Her sabah 08:00’den itibaren taze demlenmiş çay.',
      image: { uploadId: 'up1', alt: 'Teras' },
      primary: { label: 'Rezervasyon', href: '/iletisim' },
      secondary: { label: 'Menüyü görün', href: '#menu' },
    }),
    section({ id: id('text'), kind: 'text', heading: 'Hikâyemiz', body: doc('1998’den beri Moda’dayız.') }),
    section({
      id: id('services'),
      kind: 'services',
      heading: 'Neler sunuyoruz',
      intro: 'Kahvaltıdan akşam yemeğine.',
      items: [
        {
          id: 's1',
          title: 'Serpme kahvaltı',
          text: 'İki kişilik.',
          price: '750 TL',
          image: { uploadId: 'up2', alt: '' },
        },
      ],
    }),
    section({
      id: id('team'),
      kind: 'team',
      heading: 'Ekibimiz',
      members: [
        { id: 'm1', name: 'Ayşe Yılmaz', role: 'Şef', image: { uploadId: 'up3', alt: '' } },
        { id: 'm2', name: 'Mehmet Kaya', role: 'Barista' },
      ],
    }),
    section({
      id: id('quotes'),
      kind: 'testimonials',
      heading: 'Misafirlerimiz ne diyor',
      items: [{ id: 't1', quote: 'En güzel kahvaltı!', author: 'Zeynep', role: 'Kadıköy' }],
    }),
    section({
      id: id('pricing'),
      kind: 'pricing',
      heading: 'Paketler',
      plans: [
        { id: 'p1', name: 'Hafta içi', price: '600 TL', period: 'kişi başı', features: ['Çay dahil'] },
        {
          id: 'p2',
          name: 'Hafta sonu',
          price: '800 TL',
          features: ['Sınırsız çay', 'Canlı müzik'],
          highlighted: true,
          button: { label: 'Yer ayırtın', href: 'tel:+905321234567' },
        },
      ],
    }),
    section({
      id: id('faq'),
      kind: 'faq',
      heading: 'Sık sorulanlar',
      items: [{ id: 'f1', question: 'Rezervasyon gerekli mi?', answer: 'Hafta sonları evet.' }],
    }),
    section({
      id: id('gallery'),
      kind: 'gallery',
      heading: 'Galeri',
      images: [
        { uploadId: 'up4', alt: 'Bahçe' },
        { uploadId: 'up1', alt: '' },
      ],
    }),
    section({
      id: id('hours'),
      kind: 'hours',
      heading: 'Çalışma saatleri',
      days: [
        { day: 1, opens: '08:00', closes: '22:00' },
        { day: 6, opens: '09:00', closes: '23:00' },
        { day: 0, closed: true },
      ],
      note: 'Resmî tatillerde açığız.',
    }),
    section({
      id: id('menu'),
      kind: 'menu',
      heading: 'Menü',
      groups: [
        {
          id: 'g1',
          title: 'Kahvaltı',
          items: [{ id: 'i1', name: 'Menemen', description: 'Köy yumurtası ile', price: '180 TL' }],
        },
      ],
    }),
    section({ id: id('contact'), kind: 'contact', heading: 'Bize ulaşın', text: 'Her gün buradayız.' }),
    section({
      id: id('cta'),
      kind: 'cta',
      title: 'Yerinizi ayırtın',
      text: 'Hafta sonları erken doluyoruz.',
      button: { label: 'Hemen arayın', href: 'tel:+905321234567' },
    }),
    section({
      id: id('blog'),
      kind: 'blog',
      heading: 'Blog',
      posts: [
        {
          id: 'b1',
          title: 'Kış menümüz',
          slug: 'kis-menusu',
          date: '2026-01-05',
          excerpt: 'Sıcak çorbalar geldi.',
          body: doc('Mercimek ve ezogelin her gün.'),
          cover: { uploadId: 'up2', alt: 'Çorba' },
        },
        { id: 'b2', title: 'Gizli yazı', slug: 'gizli', date: '2026-02-01', hidden: true },
      ],
    }),
  ]
}

export const FIXTURE_MEDIA: Readonly<Record<string, string>> = {
  up1: 'media/up1',
  up2: 'media/up2',
  up3: 'https://cdn.example.com/ayse.webp',
  up4: 'media/up4',
}

export function site(overrides: Partial<SiteModel> = {}): SiteModel {
  return {
    name: 'Deniz Kafe',
    description: 'Kadıköy’de deniz manzaralı kahvaltı.',
    sector: 'Restoran ve Kafe',
    template: 'modern',
    designStyle: null,
    primaryColor: '#1d4ed8',
    secondaryColor: '#0f172a',
    font: 'Inter',
    headerStyle: null,
    footerStyle: null,
    menu: null,
    language: 'tr',
    languages: ['tr'],
    logo: null,
    favicon: null,
    textLogo: true,
    pages: [
      page('home', 'ana-sayfa', 'Ana Sayfa', 'published', everyKind('home')),
      page('about', 'hakkimizda', 'Hakkımızda', 'published', [
        section({ id: 'about-text', kind: 'text', heading: 'Biz kimiz', body: doc('Aile işletmesiyiz.') }),
      ]),
      page(
        'blog',
        'blog',
        'Blog',
        'published',
        everyKind('blog').filter((s) => s.kind === 'blog'),
      ),
      page('contact', 'iletisim', 'İletişim', 'published', [section({ id: 'contact-1', kind: 'contact' })]),
    ],
    media: FIXTURE_MEDIA,
    contact: {
      email: 'info@denizkafe.com',
      phone: '0532 123 45 67',
      address: 'Moda Cd. 1, Kadıköy',
      whatsapp: '',
    },
    social: {},
    features: [],
    ecommerce: false,
    seo: { title: '', description: '', keywords: '' },
    ...overrides,
  }
}

/** The attribute names of every tag (style and script contents left out); a tag that does not parse as
 * `<name attr="value" …>` is reported as the name '!malformed'. */
export function attributeNames(html: string): string[] {
  const names: string[] = []
  const markup = html.replace(/<(style|script)([^>]*)>[\s\S]*?<\/\1>/g, '<$1$2></$1>')
  for (const [, body] of markup.matchAll(/<[a-z][a-z0-9]*([^>]*)>/g)) {
    const attributes = [...(body ?? '').matchAll(/\s+([a-z-]+)(?:="([^"]*)")?/g)]
    if (attributes.map((match) => match[0]).join('') !== (body ?? '').replace(/\s*\/$/, ''))
      names.push('!malformed')
    names.push(...attributes.map((match) => match[1] ?? ''))
  }
  return names
}

export const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0
export const menuOf = (html: string) => /<nav class="nav"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? ''
/** The markup of the section with id `s-{id}` (up to its closing tag). */
export const sectionOf = (html: string, id: string) =>
  new RegExp(`<(section|article) id="s-${id}"[\\s\\S]*?</\\1>`).exec(html)?.[0] ?? ''
