import { describe, expect, it } from 'vitest'
import { domainLookupKeys, domainToUnicode, isValidDomain, normalizeDomain } from './input-rules.shared'
import { decodePunycode } from './punycode.shared'

// One domain, however it is typed, is one stored value (docs/input-rules.md#domains).
describe('the domain rule', () => {
  it('compares case, www., a trailing dot, scheme, path and port away', () => {
    for (const typed of [
      'ornek.com',
      'ORNEK.com',
      'www.ornek.com',
      'WWW.Ornek.COM.',
      'ornek.com.',
      'https://www.ornek.com/iletisim?x=1#a',
      'http://ornek.com:8080/',
      '  ornek.com  ',
    ]) {
      expect(normalizeDomain(typed), typed).toBe('ornek.com')
    }
  })

  it('stores internationalised names in their ASCII (punycode) form, as browsers send them', () => {
    expect(normalizeDomain('Çiçek.com')).toBe('xn--iek-1lab.com')
    expect(normalizeDomain('ÇİÇEK.COM.')).toBe('xn--iek-1lab.com')
    expect(normalizeDomain('https://www.çiçek.com/')).toBe('xn--iek-1lab.com')
    expect(normalizeDomain('xn--iek-1lab.com')).toBe('xn--iek-1lab.com')
    expect(normalizeDomain('Ünlü-Şarküteri.com.tr')).toBe(normalizeDomain('ünlü-şarküteri.com.tr'))
    // A Turkish capital I is an i; an ASCII I stays an i (never a dotless ı).
    expect(normalizeDomain('İZMİR.com')).toBe('izmir.com')
    expect(normalizeDomain('IZMIR.COM')).toBe('izmir.com')
  })

  it('tells a domain from anything else', () => {
    for (const good of ['ornek.com', 'a.b.com.tr', 'xn--iek-1lab.com', 'kafe-42.io', 'site.xn--p1ai']) {
      expect(isValidDomain(normalizeDomain(good)), good).toBe(true)
    }
    for (const bad of [
      '',
      'ornek',
      'a b.com',
      '-ornek.com',
      'ornek-.com',
      'ornek..com',
      'ornek.c',
      '1.2.3.4',
    ]) {
      expect(isValidDomain(normalizeDomain(bad)), bad).toBe(false)
    }
    expect(isValidDomain(`${'a'.repeat(64)}.com`)).toBe(false)
  })

  it('reads punycode back, so domains stored before this rule are still found', () => {
    expect(decodePunycode('iek-1lab')).toBe('çiçek')
    expect(decodePunycode('mnchen-3ya')).toBe('münchen')
    expect(decodePunycode('!!')).toBeNull()
    expect(domainToUnicode('xn--iek-1lab.com')).toBe('çiçek.com')
    expect(domainLookupKeys('WWW.Çiçek.com')).toEqual([
      'xn--iek-1lab.com',
      'www.xn--iek-1lab.com',
      'çiçek.com',
      'www.çiçek.com',
    ])
    expect(domainLookupKeys('ornek.com')).toEqual(['ornek.com', 'www.ornek.com'])
    expect(domainLookupKeys('  ')).toEqual([])
  })
})
