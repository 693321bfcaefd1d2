import { describe, expect, it } from 'vitest'
import { parseKeywords } from '../../../api/lib/input-rules.shared'
import { SEO_DESCRIPTION_RULE, SEO_TITLE_RULE, counterText, lengthState } from './seo-rules'

describe('counters', () => {
  it('read "n/60 karakter" and "n/160 karakter"', () => {
    expect(counterText('', SEO_TITLE_RULE)).toBe('0/60 karakter')
    expect(counterText('Yıldız İnşaat', SEO_TITLE_RULE)).toBe('13/60 karakter')
    expect(counterText('a'.repeat(155), SEO_DESCRIPTION_RULE)).toBe('155/160 karakter')
  })

  it('call 50–60 ideal for the title and 150–160 for the description', () => {
    expect(lengthState('', SEO_TITLE_RULE)).toBe('empty')
    expect(lengthState('a'.repeat(49), SEO_TITLE_RULE)).toBe('short')
    expect(lengthState('a'.repeat(50), SEO_TITLE_RULE)).toBe('ideal')
    expect(lengthState('a'.repeat(60), SEO_TITLE_RULE)).toBe('ideal')
    expect(lengthState('a'.repeat(61), SEO_TITLE_RULE)).toBe('long')
    expect(lengthState('a'.repeat(149), SEO_DESCRIPTION_RULE)).toBe('short')
    expect(lengthState('a'.repeat(150), SEO_DESCRIPTION_RULE)).toBe('ideal')
    expect(lengthState('a'.repeat(161), SEO_DESCRIPTION_RULE)).toBe('long')
  })
})

describe('keywords', () => {
  it('are the comma-separated words, trimmed, without empties', () => {
    expect(parseKeywords(' inşaat,  tadilat ,, istanbul ,')).toEqual(['inşaat', 'tadilat', 'istanbul'])
    expect(parseKeywords('')).toEqual([])
    expect(parseKeywords('çatı   izolasyonu')).toEqual(['çatı izolasyonu'])
  })

  it('drop repeats with Turkish case rules (İSTANBUL = istanbul, but I ≠ i)', () => {
    expect(parseKeywords('istanbul, İSTANBUL, Istanbul')).toEqual(['istanbul', 'Istanbul'])
  })

  it('are capped at 50 words of at most 100 characters', () => {
    const many = Array.from({ length: 60 }, (_, i) => `k${i}`).join(',')
    expect(parseKeywords(many)).toHaveLength(50)
    expect(parseKeywords('x'.repeat(150))[0]).toHaveLength(100)
  })
})
