import { FORM_TIME_PLACEHOLDER } from '../../site-forms/form-time-token'
import { describe, expect, it } from 'vitest'
import type { Section } from '../../site-content/site-sections.shared'
import { renderSite } from '../render-site'
import { PREVIEW, PUBLISHED, everyKind, page, section, sectionOf, site } from '../render-site-fixtures'
import type { RenderOptions, SiteModel } from '../site-model'

/** A site whose home page has `sections`, drawn with `options`. */
function render(sections: Section[], options: RenderOptions = PUBLISHED, overrides: Partial<SiteModel> = {}) {
  return renderSite(
    site({ pages: [page('home', 'ana-sayfa', 'Ana Sayfa', 'published', sections)], ...overrides }),
    options,
  )
}

describe('section details', () => {
  const html = render(everyKind('k'))

  it('hours: the week from Monday, hours or Kapalı, the note', () => {
    const hours = sectionOf(html, 'k-hours')
    expect(hours).toContain('<tr><th scope="row">Pazartesi</th><td dir="ltr">08:00–22:00</td></tr>')
    expect(hours).toContain('<tr class="off"><th scope="row">Salı</th><td>Kapalı</td></tr>')
    expect(hours).toContain('<tr class="off"><th scope="row">Pazar</th><td>Kapalı</td></tr>')
    expect(hours.indexOf('Pazartesi')).toBeLessThan(hours.indexOf('Pazar<'))
    expect(hours).toContain('Resmî tatillerde açığız.')
  })

  it('menu: groups of items with a dotted line to the price', () => {
    expect(sectionOf(html, 'k-menu')).toContain(
      '<p class="mi"><span>Menemen</span><span class="dots" aria-hidden="true"></span><span class="mp">180 TL</span></p><p class="md">Köy yumurtası ile</p>',
    )
  })

  it('pricing: the highlighted plan says so in words', () => {
    const pricing = sectionOf(html, 'k-pricing')
    expect(pricing).toContain('<li class="card plan hl"><p class="badge">Önerilen</p><h3>Hafta sonu</h3>')
    expect(pricing).toContain('<p class="amount">600 TL <span>kişi başı</span></p>')
    expect(pricing).toContain('<a class="btn" href="tel:+905321234567">Yer ayırtın</a>')
  })

  it('testimonials, faq, team, services and call to action', () => {
    expect(sectionOf(html, 'k-quotes')).toContain(
      '<figure class="quote"><blockquote><p>En güzel kahvaltı!</p></blockquote><figcaption>Zeynep, Kadıköy</figcaption></figure>',
    )
    expect(sectionOf(html, 'k-faq')).toContain(
      '<details><summary>Rezervasyon gerekli mi?</summary><p>Hafta sonları evet.</p></details>',
    )
    expect(sectionOf(html, 'k-team')).toContain('alt="Ayşe Yılmaz"')
    expect(sectionOf(html, 'k-services')).toContain('<p class="price">750 TL</p>')
    expect(sectionOf(html, 'k-cta')).toContain('class="band"')
  })

  it('blog: visible posts newest first, with date, link to page/post and excerpt', () => {
    const blog = render([
      section({
        id: 'b',
        kind: 'blog',
        posts: [
          { id: '1', title: 'Eski', slug: 'eski', date: '2025-03-01' },
          { id: '2', title: 'Yeni', slug: 'yeni', date: '2026-02-14', excerpt: 'Sevgililer günü' },
          { id: '3', title: 'Gizli', slug: 'gizli', date: '2026-03-01', hidden: true },
        ],
      }),
    ])
    expect(blog).toContain(
      '<time datetime="2026-02-14">14 Şubat 2026</time></p><h3><a href="ana-sayfa/yeni">Yeni</a></h3><p>Sevgililer günü</p>',
    )
    expect(blog.indexOf('Yeni')).toBeLessThan(blog.indexOf('Eski'))
    expect(blog).not.toContain('Gizli')
  })
})

describe('the contact section', () => {
  const contact = {
    email: 'info@denizkafe.com',
    phone: '0532 123 45 67',
    address: 'Moda Cd. 1, Kadıköy',
    whatsapp: '0532 765 43 21',
  }

  it('shows the site’s address with a map link, phone, e-mail and WhatsApp', () => {
    const html = render([section({ id: 'c', kind: 'contact', showForm: false })], PUBLISHED, { contact })
    expect(html).toContain('<bdi>Moda Cd. 1, Kadıköy</bdi>')
    expect(html).toContain(
      `href="https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent('Moda Cd. 1, Kadıköy')}"`,
    )
    expect(html).toContain('<a href="tel:05321234567" dir="ltr">0532 123 45 67</a>')
    expect(html).toContain('<a href="mailto:info@denizkafe.com">info@denizkafe.com</a>')
    expect(html).toContain('href="https://wa.me/905327654321"')
    expect(html).not.toContain('<form')
    expect(html).not.toContain('<iframe')
  })

  it('has no map link without showMap', () => {
    const html = render([section({ id: 'c', kind: 'contact', showMap: false })], PUBLISHED, { contact })
    expect(html).not.toContain('google.com/maps')
  })

  it('posts the form to the page itself when published: fields, its name and time, the honeypot, KVKK consent', () => {
    const html = renderSite(site({ contact }), { ...PUBLISHED, page: 'iletisim' })
    const form = /<form[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
    expect(form).toMatch(
      /^<form class="form" id="f-[\w-]+" data-form="contact" method="post" action="iletisim"/,
    )
    for (const name of ['name', 'email', 'phone', 'message', 'consent', '_form', '_section', 'website'])
      expect(form).toContain(`name="${name}"`)
    expect(form).toContain(`name="_t" value="${FORM_TIME_PLACEHOLDER}"`)
    expect(form).toContain('<label class="hp" aria-hidden="true">Bu alanı boş bırakın')
    expect(form).toContain('<input type="checkbox" name="consent" value="yes" required>')
    expect(form).toContain('Kişisel verilerimin iletişim amacıyla işlenmesini kabul ediyorum.')
    expect(form).toContain('<button class="btn" type="submit">Gönder</button>')
    expect(form).not.toContain('mailto:')
  })

  it('has its form without an e-mail address too: the site’s inbox takes what is sent', () => {
    const html = renderSite(site({ contact: { ...contact, email: '' } }), { ...PUBLISHED, page: 'iletisim' })
    expect(html).toContain('data-form="contact"')
  })

  it('is inert in the preview', () => {
    const html = render([section({ id: 'c', kind: 'contact' })], PREVIEW, { contact })
    expect(html).toMatch(/<form class="form" id="f-c" data-form="contact" aria-labelledby="f-c-h">/)
    expect(html).not.toContain(FORM_TIME_PLACEHOLDER)
    expect(html).toContain('Bu bir önizlemedir: form gönderilmez.')
  })
})

describe('the booking and newsletter sections', () => {
  it('asks a booking for name, phone, e-mail, one of the listed services, a day and a time', () => {
    const services = [
      { id: 's1', name: 'Saç kesimi' },
      { id: 's2', name: 'Sakal <tıraşı>' },
    ]
    const html = render([section({ id: 'b', kind: 'booking', heading: 'Randevu', services })], PUBLISHED)
    const form = /<form[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
    expect(form).toContain('data-form="booking"')
    expect(form).toContain('<select name="service" required><option value=""></option>')
    expect(form).toContain('<option value="Sakal &lt;tıraşı&gt;">Sakal &lt;tıraşı&gt;</option>')
    expect(form).toContain('<input type="date" name="date" required>')
    expect(form).toContain('<input type="time" name="time">')
    expect(form).toContain('<input type="tel" name="phone" maxlength="40" autocomplete="tel" required>')
  })

  it('lets a booking without listed services name one, and a newsletter ask only an e-mail', () => {
    const html = render(
      [section({ id: 'b', kind: 'booking' }), section({ id: 'n', kind: 'newsletter', heading: 'Bülten' })],
      PUBLISHED,
    )
    expect(html).toContain('<input name="service" maxlength="120" required>')
    const newsletter = /<form[^>]*data-form="newsletter"[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
    expect(newsletter).toContain('name="email"')
    expect(newsletter).not.toContain('name="name"')
    expect(newsletter).toContain('Abone ol')
  })
})

describe('the WhatsApp button', () => {
  it('floats on every page when the site has a WhatsApp number, named in words', () => {
    const html = render([], PUBLISHED, {
      contact: { email: '', phone: '', address: '', whatsapp: '+90 532 765 43 21' },
    })
    expect(html).toContain(
      '<a class="wa" href="https://wa.me/905327654321" rel="noopener" aria-label="WhatsApp ile yazın">WhatsApp</a>',
    )
    expect(
      render([], PUBLISHED, { contact: { email: '', phone: '0532', address: '', whatsapp: 'yok' } }),
    ).not.toContain('wa.me')
  })
})
