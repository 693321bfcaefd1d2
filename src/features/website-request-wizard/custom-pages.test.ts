import { describe, expect, it } from 'vitest'
import { addCustomPage, customPageText } from './custom-pages'

describe('custom pages', () => {
  it('adds a trimmed name at the end', () => {
    expect(addCustomPage(['SSS'], '  Referanslar ')).toEqual({ pages: ['SSS', 'Referanslar'], error: null })
  })

  it('ignores an empty name', () => {
    expect(addCustomPage(['SSS'], '   ')).toEqual({ pages: ['SSS'], error: null })
  })

  it('refuses a name already there, Turkish case-insensitively', () => {
    expect(addCustomPage(['İletişim Formu'], 'iletişim formu')).toEqual({
      pages: ['İletişim Formu'],
      error: customPageText.duplicate,
    })
  })

  it('stops at 30 pages', () => {
    const full = Array.from({ length: 30 }, (_, i) => `Sayfa ${i}`)
    expect(addCustomPage(full, 'Bir tane daha').error).toBe(customPageText.full)
  })
})
