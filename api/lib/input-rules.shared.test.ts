import { describe, expect, it } from 'vitest'
import { normalizeDomain, normalizeEmail, normalizePhone, parseKeywords } from './input-rules.shared'
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from '../website-requests/seo-limits.shared'

describe('shared input rules', () => {
  it('keeps up to MAX_KEYWORDS keywords, the same for text and lists', () => {
    const many = Array.from({ length: 60 }, (_, i) => `kelime ${i}`)
    expect(parseKeywords(many.join(', '))).toHaveLength(MAX_KEYWORDS)
    expect(parseKeywords(many)).toHaveLength(MAX_KEYWORDS)
    expect(MAX_KEYWORDS).toBe(50)
  })

  it('cuts a long keyword at MAX_KEYWORD_LENGTH without halving an emoji', () => {
    const keyword = `${'a'.repeat(MAX_KEYWORD_LENGTH - 1)}😀`
    expect(parseKeywords(keyword)).toEqual(['a'.repeat(MAX_KEYWORD_LENGTH - 1)])
    expect(parseKeywords(`${'a'.repeat(MAX_KEYWORD_LENGTH - 2)}😀b`)).toEqual([
      `${'a'.repeat(MAX_KEYWORD_LENGTH - 2)}😀`,
    ])
  })

  it('folds repeats the Turkish way and drops empties', () => {
    expect(parseKeywords(' İzmir ,izmir,, kahve   dükkanı،çay')).toEqual(['İzmir', 'kahve dükkanı', 'çay'])
    expect(parseKeywords('a, b', ['B', 'c'], null)).toEqual(['a', 'b', 'c'])
  })

  it('normalises domains, e-mails and phones as they are stored', () => {
    expect(normalizeDomain(' https://Ornek.COM/ ')).toBe('ornek.com')
    expect(normalizeDomain('IZMIR.com')).toBe('izmir.com')
    expect(normalizeEmail(' Ayse@Ornek.COM ')).toBe('ayse@ornek.com')
    expect(normalizePhone(' +90  532 000   00 00 ')).toBe('+90 532 000 00 00')
  })
})
