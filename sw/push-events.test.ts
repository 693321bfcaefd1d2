import { describe, expect, it } from 'vitest'
import { DEFAULT_PUSH_BODY, DEFAULT_PUSH_URL, readPushPayload, safeAppRoute } from './push-events'

describe('push payloads', () => {
  it('reads our JSON message', () => {
    const message = { title: 'Fatura', body: 'Yeni faturanız hazır.', url: '#/dashboard?tab=billing' }
    expect(readPushPayload(JSON.stringify(message))).toEqual(message)
  })

  it('shows any other payload as text, and an empty one as a generic notice', () => {
    expect(readPushPayload('Merhaba')).toEqual({ title: 'SiteKur', body: 'Merhaba', url: DEFAULT_PUSH_URL })
    expect(readPushPayload('{"foo":1}')).toEqual({
      title: 'SiteKur',
      body: '{"foo":1}',
      url: DEFAULT_PUSH_URL,
    })
    for (const empty of [null, '', '   ']) {
      expect(readPushPayload(empty)).toEqual({
        title: 'SiteKur',
        body: DEFAULT_PUSH_BODY,
        url: DEFAULT_PUSH_URL,
      })
    }
  })

  it('opens only the app’s own hash routes', () => {
    expect(safeAppRoute('#/dashboard?tab=requests')).toBe('#/dashboard?tab=requests')
    for (const url of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '#x', 42, null]) {
      expect(safeAppRoute(url)).toBe(DEFAULT_PUSH_URL)
    }
    const message = { title: 'T', body: 'B', url: 'https://evil.example/' }
    expect(readPushPayload(JSON.stringify(message)).url).toBe(DEFAULT_PUSH_URL)
  })
})
