import { describe, expect, it } from 'vitest'
import type { LiveEvent } from '../../../api/live/live-event.shared'
import { accountSecurityKeys } from './account-security'
import { formSubmissionKeys } from './form-submissions'
import { keysForEvent, LIVE_POLL_INTERVAL_MS, livePollInterval, liveState } from './live'
import { REFETCH_INTERVAL_MS } from './query-client'

const event = (fields: Partial<LiveEvent>): LiveEvent => ({
  id: 'e',
  at: '2025-01-01T00:00:00.000Z',
  resource: 'customerRequests',
  recordId: 'r',
  action: 'x',
  userIds: [],
  ...fields,
})

describe('what a live event refreshes', () => {
  it('refreshes the reads of its resource, and on the admin stream the dashboards too', () => {
    const admin = keysForEvent(event({}), 'admin')
    expect(admin).toContainEqual(['customer-requests'])
    expect(admin).toContainEqual(['admin-overview'])
    expect(admin).toContainEqual(['website-requests', 'admin', 'stats'])
    const customer = keysForEvent(event({}), 'customer')
    expect(customer).toContainEqual(['customer-requests'])
    expect(customer).not.toContainEqual(['admin-overview'])
  })

  it('maps an entry without a declared subject by its activity type', () => {
    const keys = keysForEvent(event({ resource: 'website' }), 'admin')
    expect(keys).toContainEqual(['website-requests'])
    expect(keys).toContainEqual(['websites'])
  })

  it('refreshes the two-factor status and the sessions under the keys their reads use', () => {
    for (const resource of ['twoFactorCredentials', 'security']) {
      const keys = keysForEvent(event({ resource }), 'customer')
      expect(keys).toContainEqual(accountSecurityKeys.twoFactor)
      expect(keys).toContainEqual(accountSecurityKeys.sessions)
    }
  })

  it('refreshes the owner’s inbox and its unread counts when a visitor writes or a booking is decided', () => {
    const keys = keysForEvent(event({ resource: 'formSubmissions' }), 'customer')
    expect(keys).toEqual([formSubmissionKeys.all])
  })

  it('slows the polling of covered reads while a stream is open, and only those', () => {
    expect(livePollInterval({ queryKey: ['website-requests', 'mine'] })).toBe(REFETCH_INTERVAL_MS)
    liveState.customer = 'open'
    expect(livePollInterval({ queryKey: ['website-requests', 'mine'] })).toBe(LIVE_POLL_INTERVAL_MS)
    expect(livePollInterval({ queryKey: ['admin-overview'] })).toBe(REFETCH_INTERVAL_MS)
    expect(livePollInterval({ queryKey: ['public-settings', 'whatsapp'] })).toBe(REFETCH_INTERVAL_MS)
    liveState.admin = 'open'
    expect(livePollInterval({ queryKey: ['admin-overview'] })).toBe(LIVE_POLL_INTERVAL_MS)
    liveState.admin = 'down'
    liveState.customer = 'down'
    expect(livePollInterval({ queryKey: ['website-requests', 'mine'] })).toBe(REFETCH_INTERVAL_MS)
  })
})
