import { describe, expect, it } from 'vitest'
import { normalizePageUrl } from './slug.shared'

describe('normalizePageUrl', () => {
  it('spells Turkish letters in ASCII, lower-cases and joins words with "-"', () => {
    expect(normalizePageUrl('Hakkımızda')).toBe('/hakkimizda')
    expect(normalizePageUrl('/İLETİŞİM')).toBe('/iletisim')
    expect(normalizePageUrl('  Ürünler ve Çözümler ')).toBe('/urunler-ve-cozumler')
    expect(normalizePageUrl('/Sıkça Sorulan Sorular?')).toBe('/sikca-sorulan-sorular')
    expect(normalizePageUrl('Café Señor')).toBe('/cafe-senor')
  })

  it('keeps one segment: inner slashes become "-"', () => {
    expect(normalizePageUrl('/Ürünler/Yeni Sezon/')).toBe('/urunler-yeni-sezon')
  })

  it('leaves the home page and an empty address as "/"', () => {
    expect(normalizePageUrl('/')).toBe('/')
    expect(normalizePageUrl('')).toBe('/')
    expect(normalizePageUrl('  //  ')).toBe('/')
  })

  it('is stable: a normalised address stays as it is', () => {
    for (const url of ['/hakkimizda', '/yeni-sayfa', '/']) expect(normalizePageUrl(url)).toBe(url)
  })

  it('keeps at most 60 characters', () => {
    expect(normalizePageUrl('a'.repeat(100))).toBe(`/${'a'.repeat(60)}`)
  })
})
