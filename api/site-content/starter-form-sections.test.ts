import { describe, expect, it } from 'vitest'
import { sectionSchema } from './site-sections.shared'
import { trSectorStarter } from './starter-tr.shared'
import { sections } from './starter-test-kit'

// The starter sections of the builder's 'booking' and 'newsletter' features (starter-form-sections.shared.ts).

const kinds = (list: { kind: string }[]) => list.map((section) => section.kind)

describe('starter booking and newsletter sections', () => {
  it('puts a booking form after the contact section, offering the sector’s services', () => {
    const list = sections('contact', { sector: 'guzellik', features: ['contact-form', 'booking'] })
    expect(kinds(list)).toEqual(['contact', 'booking', 'hours'])
    const booking = list[1]
    if (booking?.kind !== 'booking') throw new Error('no booking')
    expect(booking).toMatchObject({ heading: 'Randevu talebi', starter: true, hidden: false })
    expect(booking.text).toContain('e-postayla onaylayalım')
    expect(booking.services.map((service) => service.name)).toEqual(
      trSectorStarter('guzellik').services.map((service) => service.title),
    )
    expect(new Set(booking.services.map((service) => service.id)).size).toBe(booking.services.length)
    expect(sectionSchema.parse(booking)).toEqual(booking)
    expect(kinds(sections('contact', { sector: 'guzellik' }))).toEqual(['contact', 'hours'])
  })

  it('puts the booking form on the home page when the site has no contact page', () => {
    const home = kinds(sections('home', { pages: ['home', 'about'], features: ['booking'] }))
    expect(home.slice(-2)).toEqual(['contact', 'booking'])
    expect(kinds(sections('home', { features: ['booking'] }))).not.toContain('booking')
  })

  it('closes the home page with a newsletter sign-up, and only the home page', () => {
    const home = sections('home', { features: ['newsletter'] })
    expect(home.at(-1)).toMatchObject({
      kind: 'newsletter',
      heading: 'Bültenimize abone olun',
      starter: true,
    })
    expect(kinds(sections('home', { pages: ['home'], features: ['newsletter'] })).at(-1)).toBe('newsletter')
    expect(kinds(sections('home'))).not.toContain('newsletter')
    expect(kinds(sections('contact', { features: ['newsletter'] }))).not.toContain('newsletter')
  })

  it('writes both in the site’s language', () => {
    const features = ['booking', 'newsletter']
    const headings = (['tr', 'en', 'de', 'ar'] as const).map((language) => {
      const booking = sections('contact', { language, features }).find((s) => s.kind === 'booking')
      const newsletter = sections('home', { language, features }).find((s) => s.kind === 'newsletter')
      return [
        booking?.kind === 'booking' && booking.heading,
        newsletter?.kind === 'newsletter' && newsletter.heading,
      ]
    })
    expect(headings).toEqual([
      ['Randevu talebi', 'Bültenimize abone olun'],
      ['Request an appointment', 'Subscribe to our newsletter'],
      ['Termin anfragen', 'Newsletter abonnieren'],
      ['اطلب موعدًا', 'اشترك في نشرتنا البريدية'],
    ])
  })
})
