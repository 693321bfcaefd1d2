import { describe, expect, it } from 'vitest'
import { hasUnpublishedChanges, publishedSiteAddresses } from './website.shared'

const at = (minute: number) => `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`

describe('hasUnpublishedChanges', () => {
  it('is true only for a live site saved after its last publication', () => {
    expect(hasUnpublishedChanges({ publishedAt: at(10), lastModified: at(11) })).toBe(true)
    expect(hasUnpublishedChanges({ publishedAt: at(10), lastModified: at(10) })).toBe(false)
    expect(hasUnpublishedChanges({ publishedAt: at(10), lastModified: at(9) })).toBe(false)
    // Not live: there is no published version to be behind.
    expect(hasUnpublishedChanges({ publishedAt: null, lastModified: at(11) })).toBe(false)
  })
})

describe('publishedSiteAddresses', () => {
  const origin = 'https://app.sitekur.test'
  it('lists the domain first, then /sites/{slug}/ on the app', () => {
    expect(
      publishedSiteAddresses({ domain: 'Çiçek.com.tr', slug: 'cicek', publishedAt: at(1) }, origin),
    ).toEqual(['https://xn--iek-1lab.com.tr/', 'https://app.sitekur.test/sites/cicek/'])
    expect(publishedSiteAddresses({ domain: '', slug: 'cicek', publishedAt: at(1) }, origin)).toEqual([
      'https://app.sitekur.test/sites/cicek/',
    ])
  })
  it('is empty while the site is not live', () => {
    expect(
      publishedSiteAddresses({ domain: 'cicek.com.tr', slug: 'cicek', publishedAt: null }, origin),
    ).toEqual([])
  })
})
