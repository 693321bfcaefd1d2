import { describe, expect, it } from 'vitest'
import { countPending, latestRequests } from './request-summaries'

const websiteRequest = (id: string, requestDate: string, status: 'pending' | 'completed' = 'pending') => ({
  id,
  websiteName: `Site ${id}`,
  description: 'Kurumsal site',
  domain: null,
  requestedDomain: id === 'w1' ? 'ornek.com.tr' : null,
  priority: null,
  status,
  requestDate,
  createdAt: requestDate,
})

const customerRequest = (id: string, createdAt: string, status: 'pending' | 'in-progress' = 'pending') => ({
  id,
  type: 'change' as const,
  title: `Talep ${id}`,
  description: 'Renk değişikliği',
  website: 'ornek.com.tr',
  priority: 'high' as const,
  status,
  createdAt,
})

describe('latestRequests', () => {
  it('merges both kinds and keeps the newest three, newest first', () => {
    const latest = latestRequests(
      [websiteRequest('w1', '2026-03-01T10:00:00.000Z'), websiteRequest('w2', '2026-03-05T10:00:00.000Z')],
      [
        customerRequest('c1', '2026-03-03T10:00:00.000Z'),
        customerRequest('c2', '2026-03-06T10:00:00.000Z'),
        customerRequest('c3', '2026-02-01T10:00:00.000Z'),
      ],
    )
    expect(latest.map((request) => request.key)).toEqual(['request-c2', 'website-w2', 'request-c1'])
  })

  it('compares instants, not strings, and puts unreadable dates last', () => {
    const latest = latestRequests(
      [websiteRequest('w1', '2026-03-01T12:00:00.000+03:00'), websiteRequest('w2', 'bozuk')],
      [customerRequest('c1', '2026-03-01T10:00:00.000Z')],
    )
    // 12:00+03:00 is 09:00Z, before 10:00Z.
    expect(latest.map((request) => request.key)).toEqual(['request-c1', 'website-w1', 'website-w2'])
  })

  it('fills the fields the overview and the WhatsApp message need', () => {
    const [site, request] = latestRequests(
      [websiteRequest('w1', '2026-03-02T10:00:00.000Z')],
      [customerRequest('c1', '2026-03-01T10:00:00.000Z')],
    )
    expect(site).toMatchObject({
      title: 'Site w1',
      typeLabel: 'Website talebi',
      website: 'ornek.com.tr',
      priority: 'medium',
      status: 'pending',
    })
    expect(request).toMatchObject({ title: 'Talep c1', typeLabel: 'Değişiklik', priority: 'high' })
  })

  it('returns fewer when there are fewer, none when there are none', () => {
    expect(latestRequests([websiteRequest('w1', '2026-03-01T10:00:00.000Z')], [])).toHaveLength(1)
    expect(latestRequests([], [])).toEqual([])
  })
})

describe('countPending', () => {
  it('counts the pending requests of both kinds', () => {
    expect(
      countPending(
        [websiteRequest('w1', '2026-03-01T10:00:00.000Z'), websiteRequest('w2', 'x', 'completed')],
        [customerRequest('c1', 'x'), customerRequest('c2', 'x', 'in-progress')],
      ),
    ).toBe(2)
  })
})
