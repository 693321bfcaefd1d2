import { describe, expect, it } from 'vitest'
import { websiteRequestsUrl } from './admin-website-requests'

describe('the admin request list URL', () => {
  it('carries the trimmed search (Turkish letters encoded), the status and the page', () => {
    expect(websiteRequestsUrl()).toBe('/api/website-requests')
    expect(websiteRequestsUrl({ search: '  ' })).toBe('/api/website-requests')
    const url = new URL(
      websiteRequestsUrl({ search: ' İSTANBUL İnşaat ', status: 'in-progress', limit: 50, offset: 100 }),
      'http://x',
    )
    expect(url.pathname).toBe('/api/website-requests')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'İSTANBUL İnşaat',
      status: 'in-progress',
      limit: '50',
      offset: '100',
    })
  })
})
