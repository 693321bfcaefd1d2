import { describe, expect, it } from 'vitest'
import { createClientIp } from './client-ip'

const env = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })
const request = (forwardedFor?: string) =>
  new Request('http://x/', forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {})

describe('client IP', () => {
  it('uses the socket address and ignores X-Forwarded-For without a trusted proxy', () => {
    const ip = createClientIp(0)
    expect(ip(request('6.6.6.6'), env('10.0.0.5'))).toBe('10.0.0.5')
    expect(ip(request(), env('::ffff:192.168.1.9'))).toBe('192.168.1.9')
    expect(ip(request(), {})).toBeNull()
  })

  it('behind one trusted proxy believes only the hop that proxy appended', () => {
    const ip = createClientIp(1)
    // The client sent a forged "1.1.1.1"; the proxy appended the real address 203.0.113.7.
    expect(ip(request('1.1.1.1, 203.0.113.7'), env('127.0.0.1'))).toBe('203.0.113.7')
    expect(ip(request(), env('127.0.0.1'))).toBe('127.0.0.1')
  })

  it('behind two trusted proxies walks back two hops', () => {
    const ip = createClientIp(2)
    expect(ip(request('1.1.1.1, 203.0.113.7, 10.0.0.2'), env('127.0.0.1'))).toBe('203.0.113.7')
  })
})
