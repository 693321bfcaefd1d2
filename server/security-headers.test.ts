import { describe, expect, it } from 'vitest'
import { isHttps, securityHeaders } from './security-headers'

const request = (headers: Record<string, string>, encrypted = false) => ({
  headers,
  socket: encrypted ? { encrypted: true } : {},
})

function hstsOf(trustProxy: number, incoming: ReturnType<typeof request>): string | undefined {
  const set = new Map<string, string>()
  securityHeaders('/nonexistent', { trustProxy })({
    incoming,
    outgoing: { setHeader: (name: string, value: string) => set.set(name, value) },
  })
  return set.get('Strict-Transport-Security')
}

describe('HSTS', () => {
  it('is sent over a TLS socket', () => {
    expect(isHttps(request({}, true), 0)).toBe(true)
    expect(hstsOf(0, request({}, true))).toBe('max-age=31536000')
  })

  it("ignores a client's own X-Forwarded-Proto when no proxy is trusted (TRUST_PROXY=0)", () => {
    expect(hstsOf(0, request({ 'x-forwarded-proto': 'https' }))).toBeUndefined()
  })

  it('believes the first X-Forwarded-Proto value behind a trusted proxy', () => {
    expect(hstsOf(1, request({ 'x-forwarded-proto': 'https' }))).toBe('max-age=31536000')
    expect(isHttps(request({ 'x-forwarded-proto': 'HTTPS, http' }), 2)).toBe(true)
    expect(isHttps(request({ 'x-forwarded-proto': 'http' }), 1)).toBe(false)
    expect(isHttps(request({}), 1)).toBe(false)
  })
})
