import { describe, expect, it } from 'vitest'
import { DEFAULT_SUPPORT_WHATSAPP } from '../../api/settings/public-settings.shared'
import { whatsappDigits, whatsappRequestLink } from './support-contact'

describe('whatsappDigits', () => {
  it('keeps an international number as digits and completes a Turkish national one', () => {
    expect(whatsappDigits('+90 850 532 74 85')).toBe('908505327485')
    expect(whatsappDigits('0532 123 45 67')).toBe('905321234567')
    expect(whatsappDigits('0090 532 123 45 67')).toBe('905321234567')
    expect(whatsappDigits(DEFAULT_SUPPORT_WHATSAPP)).toMatch(/^90\d{10}$/)
  })
})

describe('whatsappRequestLink', () => {
  it('opens wa.me with the title, description, website and priority, encoded', () => {
    const link = whatsappRequestLink('+90 532 123 45 67', {
      title: 'Menü güncellemesi & fiyatlar',
      description: 'Yeni menü: çorba 120₺',
      website: 'lokanta.com.tr',
      priority: 'high',
    })
    const url = new URL(link)
    expect(url.origin).toBe('https://wa.me')
    expect(url.pathname).toBe('/905321234567')
    expect(link).not.toContain(' ')
    expect(link).not.toContain('&fiyatlar') // the & inside the title is encoded
    const text = url.searchParams.get('text')
    expect(text).toContain('Talep: Menü güncellemesi & fiyatlar')
    expect(text).toContain('Açıklama: Yeni menü: çorba 120₺')
    expect(text).toContain('Website: lokanta.com.tr')
    expect(text).toContain('Öncelik: Yüksek')
  })

  it('says so when the request names no website', () => {
    const text = new URL(
      whatsappRequestLink('905321234567', {
        title: 'Destek',
        description: null,
        website: null,
        priority: null,
      }),
    ).searchParams.get('text')
    expect(text).toContain('Website: Belirtilmedi')
    expect(text).toContain('Öncelik: Orta')
  })
})
