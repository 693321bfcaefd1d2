import { describe, expect, it } from 'vitest'
import { visitTarget, websiteVisitTarget } from './website-url'

describe('visitTarget', () => {
  it('opens https://<domain>', () => {
    expect(visitTarget('ornek.com.tr')).toEqual({ kind: 'url', url: 'https://ornek.com.tr' })
    expect(visitTarget(' http://www.ornek.com/ ')).toEqual({ kind: 'url', url: 'https://www.ornek.com' })
    expect(visitTarget('ornek.com/tr')).toEqual({ kind: 'url', url: 'https://ornek.com/tr' })
  })

  it('has no target without a domain', () => {
    expect(visitTarget('')).toEqual({ kind: 'no-domain' })
    expect(visitTarget('   ')).toEqual({ kind: 'no-domain' })
    expect(visitTarget(null)).toEqual({ kind: 'no-domain' })
  })

  it('refuses something that is not a domain', () => {
    expect(visitTarget('localhost')).toEqual({ kind: 'invalid' })
    expect(visitTarget('kullanici:sifre@ornek.com')).toEqual({ kind: 'invalid' })
    expect(visitTarget('http://')).toEqual({ kind: 'invalid' })
  })
})

describe('websiteVisitTarget', () => {
  const origin = 'https://app.sitekur.test'
  const publishedAt = '2026-11-20T10:00:00.000Z'

  it('opens the live address of a published site: its domain, else /sites/{slug}/', () => {
    expect(websiteVisitTarget({ domain: 'ornek.com.tr', slug: 'ornek', publishedAt }, origin)).toEqual({
      kind: 'url',
      url: 'https://ornek.com.tr/',
    })
    expect(websiteVisitTarget({ domain: '', slug: 'lale-lokantasi', publishedAt }, origin)).toEqual({
      kind: 'url',
      url: 'https://app.sitekur.test/sites/lale-lokantasi/',
    })
  })

  it('falls back to the domain while the site is not published here, and says when there is none', () => {
    expect(websiteVisitTarget({ domain: 'ornek.com.tr', slug: 'ornek', publishedAt: null }, origin)).toEqual({
      kind: 'url',
      url: 'https://ornek.com.tr',
    })
    expect(websiteVisitTarget({ domain: '', slug: 'ornek', publishedAt: null }, origin)).toEqual({
      kind: 'no-domain',
    })
  })
})
