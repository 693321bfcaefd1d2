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

  it('opens the live address of a published site (publishedSiteAddress), else the domain', () => {
    const live = { domain: '', slug: 'lale-lokantasi', publishedAt: '2026-11-20T10:00:00.000Z' }
    expect(websiteVisitTarget(live, origin)).toEqual({
      kind: 'url',
      url: 'https://app.sitekur.test/sites/lale-lokantasi/',
    })
    const elsewhere = { domain: 'ornek.com.tr', slug: 'ornek', publishedAt: null }
    expect(websiteVisitTarget(elsewhere, origin)).toEqual({ kind: 'url', url: 'https://ornek.com.tr' })
    expect(websiteVisitTarget({ ...elsewhere, domain: '' }, origin)).toEqual({ kind: 'no-domain' })
  })
})
