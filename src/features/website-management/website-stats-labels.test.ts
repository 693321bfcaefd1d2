import { describe, expect, it } from 'vitest'
import { pageLabel, referrerLabel } from './website-stats-labels'

describe("a website's figures on screen", () => {
  it('names a visit from no other site "Doğrudan" and the home page "Ana sayfa"', () => {
    expect(referrerLabel('')).toBe('Doğrudan')
    expect(referrerLabel('www.google.com')).toBe('www.google.com')
    expect(pageLabel('')).toBe('Ana sayfa')
    expect(pageLabel('blog/acilis')).toBe('/blog/acilis')
  })
})
