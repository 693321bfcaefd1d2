import { describe, expect, it } from 'vitest'
import { BELL_ITEMS } from './bell-counts'

describe('the bell', () => {
  it('opens each screen filtered to the pending work it counts (an open ticket is pending on the desk)', () => {
    const links = Object.fromEntries(
      BELL_ITEMS.map((item) => [item.id, { to: item.to, search: item.search }]),
    )
    expect(links).toEqual({
      'website-requests': { to: '/admin/website-requests', search: { status: 'pending' } },
      'customer-requests': { to: '/admin/support-tickets', search: { status: 'pending' } },
      'support-tickets': { to: '/admin/support-tickets', search: { type: 'ticket', status: 'pending' } },
    })
  })
})
