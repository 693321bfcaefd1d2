import { describe, expect, it } from 'vitest'
import { BUILDER_SECTORS } from '../builder/builder-options.shared'
import { richTextPlain } from './rich-text.shared'
import { sectionSchema } from './site-sections.shared'
import { PAGE_KINDS, starterSections } from './starter-content.shared'
import { trSectorStarter } from './starter-tr.shared'
import {
  ENGLISH,
  FILLER,
  SECTORS,
  allIds,
  emptyShown,
  ids,
  input,
  sections,
  visible,
  words,
} from './starter-test-kit'

describe('starterSections', () => {
  for (const language of ['tr', 'en', 'de', 'ar'] as const) {
    const sectors = language === 'tr' ? SECTORS : ['', 'restoran', 'hukuk']
    for (const sector of sectors) {
      it(`${language} / ${sector || "''"}: every page is valid, starter, filled and free of filler`, () => {
        for (const kind of PAGE_KINDS) {
          const list = starterSections(
            kind,
            input({
              sector,
              language,
              contact: { email: '', phone: '0212 555 00 00', address: '', whatsapp: '' },
              features: ['contact-form', 'booking', 'newsletter'],
            }),
            ids(),
          )
          expect(list.length, kind).toBeGreaterThan(0)
          for (const section of list) {
            expect(sectionSchema.parse(section), `${kind}/${section.kind}`).toEqual(section)
            expect(section.starter, `${kind}/${section.kind}`).toBe(true)
            expect(emptyShown(section), `${kind}/${section.kind}`).toEqual([])
          }
          const text = visible(list)
          expect(text, kind).not.toMatch(FILLER)
          if (language === 'tr') expect(text, kind).not.toMatch(ENGLISH)
          const every = allIds(list)
          expect(new Set(every).size, `${kind}: ids are newId's and unique`).toBe(every.length)
        }
      })
    }
  }

  it('writes each sector its own text (restoran vs hukuk, and every sector a different services page)', () => {
    const restoran = sections('services', { sector: 'restoran' })
    const hukuk = sections('services', { sector: 'hukuk' })
    expect(words(restoran)).not.toEqual(words(hukuk))
    expect(restoran.map((s) => s.kind)).toEqual(['menu', 'cta'])
    expect(hukuk.map((s) => s.kind)).toEqual(['services', 'cta'])
    const pages = new Set(BUILDER_SECTORS.map((sector) => words(sections('services', { sector }))))
    expect(pages.size).toBe(BUILDER_SECTORS.length)
    expect(words(sections('services', { sector: 'portfolyo' }))).toEqual(
      words(sections('services', { sector: 'sanat' })),
    )
    expect(words(sections('services', { sector: 'bilinmeyen' }))).toEqual(
      words(sections('services', { sector: '' })),
    )
  })

  it('has per sector 4–6 services, 4–6 products, 5 questions, 3 quotes, 3 plans (one highlighted), 3 members', () => {
    for (const sector of SECTORS) {
      const text = trSectorStarter(sector)
      expect(text.services.length, sector).toBeGreaterThanOrEqual(4)
      expect(text.services.length, sector).toBeLessThanOrEqual(6)
      expect(text.products.length, sector).toBeGreaterThanOrEqual(4)
      expect(
        text.products.every((p) => /₺|%/.test(p.price)),
        sector,
      ).toBe(true)
      expect(text.faq, sector).toHaveLength(5)
      expect(text.testimonials, sector).toHaveLength(3)
      expect(
        text.testimonials.every((t) => /^\p{Lu}\p{Ll}+ \p{Lu}\.$/u.test(t.author)),
        sector,
      ).toBe(true)
      expect(text.plans, sector).toHaveLength(3)
      expect(
        text.plans.filter((plan) => plan.highlighted),
        sector,
      ).toHaveLength(1)
      expect(text.team, sector).toHaveLength(3)
      expect(
        text.values.map((v) => v.title),
        sector,
      ).not.toContain('Deneyim')
      expect(text.about('Demir Ticaret'), sector).toContain('Demir Ticaret')
    }
  })

  it('gives restaurants a menu of groups with prices and salons a price list after their services', () => {
    const [menu] = sections('services', { sector: 'restoran' })
    if (menu?.kind !== 'menu') throw new Error('no menu')
    expect(menu.groups.map((g) => g.title)).toEqual(
      expect.arrayContaining(['Kahvaltı', 'Ana yemekler', 'İçecekler']),
    )
    for (const group of menu.groups) {
      expect(group.items.length).toBeGreaterThanOrEqual(3)
      expect(group.items.every((item) => item.price.startsWith('₺'))).toBe(true)
    }
    expect(sections('services', { sector: 'guzellik' }).map((s) => s.kind)).toEqual([
      'services',
      'menu',
      'cta',
    ])
    // Without a services page a restaurant's products page is its menu; with one, its take-home products.
    expect(sections('products', { sector: 'restoran', pages: ['home', 'products'] })[0]?.kind).toBe('menu')
    const products = sections('products', { sector: 'restoran' })[0]
    expect(products?.kind === 'services' && products.items.every((item) => item.price.startsWith('₺'))).toBe(
      true,
    )
  })

  it('uses the company name and a short description on the home page', () => {
    const [hero] = sections('home', { name: 'Lezzet Durağı', description: 'Kadıköy’de ev yemekleri.' })
    expect(hero).toMatchObject({
      kind: 'hero',
      title: 'Lezzet Durağı',
      text: 'Kadıköy’de ev yemekleri.',
      primary: { label: 'İletişime geçin', href: '/iletisim' },
      secondary: { label: 'Hizmetlerimiz', href: '/hizmetler' },
    })
  })

  it('keeps a long description for the about page and shows the sector tagline in the hero', () => {
    const description = `${'Kırk yıllık bir aile işletmesiyiz. '.repeat(8)}\nİkinci kuşak olarak devam ediyoruz.`
    const [hero] = sections('home', { sector: 'restoran', description })
    expect(hero?.kind === 'hero' && hero.text).toBe(trSectorStarter('restoran').tagline)
    const [about] = sections('about', { description })
    if (about?.kind !== 'text') throw new Error('no text')
    expect(about.body.content).toHaveLength(2)
    expect(richTextPlain(about.body)).toContain('İkinci kuşak olarak devam ediyoruz.')
  })

  it('names the company in the about text when the customer wrote nothing, with a why-us list', () => {
    const [about, values] = sections('about', { sector: 'hukuk', name: 'Aksoy Hukuk' })
    expect(about?.kind === 'text' && richTextPlain(about.body)).toContain('Aksoy Hukuk')
    expect(values?.kind === 'text' && values.body.content[0]?.type).toBe('bulletList')
  })

  it('says "Randevu alın" with the booking feature', () => {
    const [hero] = sections('home', { features: ['booking'] })
    expect(hero?.kind === 'hero' && hero.primary).toEqual({ label: 'Randevu alın', href: '/iletisim' })
  })

  it('adds questions to the home page for the faq feature only when there is no faq page', () => {
    expect(sections('home', { features: ['faq'] }).some((s) => s.kind === 'faq')).toBe(true)
    expect(
      sections('home', { features: ['faq'], pages: ['home', 'faq'] }).some((s) => s.kind === 'faq'),
    ).toBe(false)
    expect(sections('home').some((s) => s.kind === 'faq')).toBe(false)
  })

  it('puts the contact on the home page when the site has no contact page, and links to the phone', () => {
    const list = sections('home', {
      sector: 'guzellik',
      pages: ['home', 'about'],
      contact: {
        email: 'info@ornek.com',
        phone: '+90 (212) 555 00 00',
        address: 'Bağdat Cd. 1',
        whatsapp: '',
      },
    })
    expect(list.map((s) => s.kind)).toEqual(['hero', 'services', 'testimonials', 'cta', 'contact', 'hours'])
    const [hero] = list
    expect(hero?.kind === 'hero' && hero.primary.href).toBe('tel:+902125550000')
    expect(hero?.kind === 'hero' && hero.secondary).toEqual({ label: 'Bizi tanıyın', href: '/hakkimizda' })
    const none = sections('home', { pages: ['home'] })[0]
    expect(none?.kind === 'hero' && [none.primary, none.secondary]).toEqual([
      { label: '', href: '' },
      { label: '', href: '' },
    ])
  })

  it('leaves client quotes off the home page of law and health practices', () => {
    expect(sections('home', { sector: 'hukuk' }).some((s) => s.kind === 'testimonials')).toBe(false)
    expect(sections('home', { sector: 'saglik' }).some((s) => s.kind === 'testimonials')).toBe(false)
    expect(sections('home', { sector: 'teknoloji' }).some((s) => s.kind === 'testimonials')).toBe(true)
    expect(sections('home', { pages: ['home', 'references'] }).some((s) => s.kind === 'testimonials')).toBe(
      false,
    )
  })

  it('shows the form and map as the features and address say, and opening hours where a sector has them', () => {
    const [plain] = sections('contact')
    expect(plain).toMatchObject({ kind: 'contact', heading: 'İletişim', showForm: true, showMap: false })
    const [chosen] = sections('contact', { features: ['whatsapp', 'map'] })
    expect(chosen).toMatchObject({ showForm: false, showMap: true })
    const [addressed] = sections('contact', {
      features: ['contact-form'],
      contact: { email: '', phone: '', address: 'Atatürk Cd. 5, Konak', whatsapp: '' },
    })
    expect(addressed).toMatchObject({ showForm: true, showMap: true })
    for (const sector of ['restoran', 'guzellik', 'saglik', 'spor', 'perakende', 'otomotiv', 'turizm']) {
      expect(
        sections('contact', { sector }).map((s) => s.kind),
        sector,
      ).toEqual(['contact', 'hours'])
    }
    for (const sector of ['hukuk', 'teknoloji', 'eticaret', '']) {
      expect(
        sections('contact', { sector }).map((s) => s.kind),
        sector,
      ).toEqual(['contact'])
    }
    const hours = sections('contact', { sector: 'guzellik' })[1]
    expect(hours?.kind === 'hours' && hours.days.find((d) => d.day === 0)?.closed).toBe(true)
  })

  it("writes one welcome post dated today ('2026-01-01' when not given)", () => {
    const [blog] = sections('blog', { today: '2026-03-15', name: 'Demir Ticaret' })
    if (blog?.kind !== 'blog') throw new Error('no blog')
    expect(blog.posts).toHaveLength(1)
    expect(blog.posts[0]).toMatchObject({ slug: 'hos-geldiniz', date: '2026-03-15' })
    expect(blog.posts[0]?.excerpt).toContain('Demir Ticaret')
    for (const today of [undefined, '2026-02-30', 'dün']) {
      const [post] = sections('blog', { today }).flatMap((s) => (s.kind === 'blog' ? s.posts : []))
      expect(post?.date).toBe('2026-01-01')
    }
  })

  it('draws an empty gallery after an introduction, team members named by role, and a custom page', () => {
    expect(sections('gallery').map((s) => s.kind)).toEqual(['text', 'gallery'])
    const [team] = sections('team', { sector: 'restoran' })
    expect(team?.kind === 'team' && team.members.map((m) => m.name)).toEqual([
      'Şef',
      'İşletme sahibi',
      'Salon sorumlusu',
    ])
    const [custom] = sections('custom', { title: 'Kampanyalar' })
    expect(custom).toMatchObject({ kind: 'text', heading: 'Kampanyalar' })
    expect(sections('custom')[0]).toMatchObject({ heading: 'Demir Ticaret' })
  })

  it('writes English, German and Arabic sites in their language', () => {
    const turkish = /[ığşİ]/
    for (const language of ['en', 'de'] as const) {
      for (const kind of PAGE_KINDS) {
        const text = visible(
          starterSections(kind, input({ language, name: 'Acme', sector: 'restoran' }), ids()),
        )
        expect(text, `${language}/${kind}`).not.toMatch(turkish)
      }
    }
    expect(sections('home', { language: 'en' })[0]).toMatchObject({
      primary: { label: 'Get in touch', href: '/contact' },
      secondary: { label: 'Our services', href: '/services' },
    })
    expect(sections('home', { language: 'de' })[0]).toMatchObject({ primary: { label: 'Kontakt aufnehmen' } })
    for (const kind of PAGE_KINDS) {
      const text = visible(
        starterSections(kind, input({ language: 'ar', name: 'Acme', sector: 'restoran' }), ids()),
      )
      expect(text, `ar/${kind}`).toMatch(/[\u0600-\u06ff]/)
      expect(text, `ar/${kind}`).not.toMatch(/[ığşçöüİ]/)
    }
    const hours = starterSections('contact', input({ language: 'en', sector: 'restoran' }), ids())[1]
    expect(hours).toMatchObject({ kind: 'hours', heading: 'Opening hours' })
  })

  it('fills an empty company name and cuts an overlong one', () => {
    expect(sections('home', { name: '  ' })[0]).toMatchObject({ title: 'İşletmemiz' })
    const [hero] = sections('home', { name: 'A'.repeat(300) })
    expect(hero?.kind === 'hero' && hero.title.length).toBe(120)
  })
})
