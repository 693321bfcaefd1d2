import { describe, expect, it } from 'vitest'
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import { withLocalCopies } from './shown-requests'

const request = (id: string, status: WebsiteRequest['status'], updatedAt: string) =>
  ({ id, status, updatedAt }) as WebsiteRequest

describe('the desk shows a change before the server answers', () => {
  const fetched = [
    request('a', 'pending', '2026-01-01T10:00:00.000Z'),
    request('b', 'pending', '2026-01-01T10:00:00.000Z'),
  ]

  it('shows the local copy over the fetched one of the same age or older', () => {
    const local = new Map([['a', request('a', 'in-progress', '2026-01-01T10:00:00.000Z')]])
    expect(withLocalCopies(fetched, local).map((r) => r.status)).toEqual(['in-progress', 'pending'])
  })

  it('lets a newer server copy win (someone changed it since)', () => {
    const local = new Map([['a', request('a', 'in-progress', '2025-12-31T10:00:00.000Z')]])
    expect(withLocalCopies(fetched, local).map((r) => r.status)).toEqual(['pending', 'pending'])
  })

  it('ignores copies of requests not on this page', () => {
    const local = new Map([['z', request('z', 'completed', '2027-01-01T10:00:00.000Z')]])
    expect(withLocalCopies(fetched, local)).toEqual(fetched)
  })
})
