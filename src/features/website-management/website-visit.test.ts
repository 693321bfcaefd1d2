import { describe, expect, it } from 'vitest'
import { NOT_PUBLISHED_REASON, managedStatusLabel, publicationBadge, visitState } from './website-visit'

const origin = 'https://app.sitekur.test'
const published = '2026-11-22T09:30:00.000Z'

describe('visitState', () => {
  it('opens the own domain of a published site', () => {
    expect(visitState({ domain: 'Lale.com.tr', slug: 'lale', publishedAt: published }, origin)).toEqual({
      kind: 'published',
      url: 'https://lale.com.tr/',
    })
  })

  it('opens /sites/{slug}/ of a published site without a domain', () => {
    expect(visitState({ domain: '', slug: 'lale-lokantasi', publishedAt: published }, origin)).toEqual({
      kind: 'published',
      url: 'https://app.sitekur.test/sites/lale-lokantasi/',
    })
  })

  it('says "Henüz yayında değil" for a site never published', () => {
    expect(visitState({ domain: 'lale.com.tr', slug: null, publishedAt: null }, origin)).toEqual({
      kind: 'unpublished',
      reason: NOT_PUBLISHED_REASON,
    })
    expect(NOT_PUBLISHED_REASON).toBe('Henüz yayında değil')
  })
})

describe('badges', () => {
  it('name the edit screen statuses, Taslak included', () => {
    expect(managedStatusLabel('draft').label).toBe('Taslak')
    expect(managedStatusLabel('active').label).toBe('Aktif')
    expect(managedStatusLabel('maintenance').label).toBe('Bakımda')
    expect(managedStatusLabel('inactive').label).toBe('Pasif')
  })

  it('say whether the site is published', () => {
    expect(publicationBadge({ publishedAt: published }).label).toBe('Yayında')
    expect(publicationBadge({ publishedAt: null }).label).toBe('Yayında değil')
  })
})
