import { describe, expect, it } from 'vitest'
import { apiCacheKey, isKeyOfUser } from './api-cache'
import { bufferRequest, classifyRequest, toRequest } from './api-request'

describe('classifyRequest', () => {
  it('keeps auth calls apart, and treats list actions as reads', () => {
    expect(classifyRequest('POST', '/api/auth/login', '{}')).toBe('auth')
    expect(classifyRequest('POST', '/api/auth.php', '{"action":"refresh"}')).toBe('auth')
    expect(classifyRequest('POST', '/verify-email.php', '{}')).toBe('auth')
    expect(classifyRequest('GET', '/api/me', '')).toBe('read')
    expect(classifyRequest('POST', '/api/websites', '{"action":"list","limit":50}')).toBe('read')
    expect(classifyRequest('POST', '/api/websites', '{"action":"create"}')).toBe('write')
    expect(classifyRequest('PUT', '/api/me', '{"phone":"1"}')).toBe('write')
    expect(classifyRequest('DELETE', '/api/users', '')).toBe('write')
    expect(classifyRequest('POST', '/api/authors', '{}')).toBe('write')
  })

  it('never queues or caches a live preview call: it goes the way of the auth calls', () => {
    expect(classifyRequest('POST', '/api/preview/session', '{}')).toBe('auth')
    expect(classifyRequest('PUT', '/api/preview/abc', '{}')).toBe('auth')
    expect(classifyRequest('DELETE', '/api/preview/abc', '')).toBe('auth')
    expect(classifyRequest('GET', '/preview/abc', '')).toBe('auth')
    expect(classifyRequest('PUT', '/api/me/drafts/website-builder', '{}')).toBe('write')
  })
})

describe('buffered requests', () => {
  it('can be sent again, with header changes', async () => {
    const original = new Request('http://localhost/api/me', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
      body: '{"phone":"1"}',
    })
    const buffered = await bufferRequest(original)
    expect(buffered.text).toBe('{"phone":"1"}')
    const first = toRequest(buffered, { 'Idempotency-Key': 'k1', authorization: null })
    const second = toRequest(buffered)
    expect(await first.text()).toBe('{"phone":"1"}')
    expect(await second.text()).toBe('{"phone":"1"}')
    expect(first.headers.get('idempotency-key')).toBe('k1')
    expect(first.headers.has('authorization')).toBe(false)
    expect(second.headers.get('authorization')).toBe('Bearer x')
  })
})

describe('apiCacheKey', () => {
  const url = new URL('http://localhost:4471/api/websites/mine?page=2')

  it('separates users, and POST reads by their body', () => {
    const a = apiCacheKey(url, 'user-a')
    expect(a).toBe('http://localhost:4471/__sitekur-api-cache/user-a/api/websites/mine?page=2')
    expect(apiCacheKey(url, 'user-b')).not.toBe(a)
    expect(apiCacheKey(url, 'user-a', 'h1')).not.toBe(apiCacheKey(url, 'user-a', 'h2'))
    expect(isKeyOfUser(a, 'user-a')).toBe(true)
    expect(isKeyOfUser(a, 'user-b')).toBe(false)
    // A user id that is a prefix of another never matches its keys, nor can one escape with '/'.
    expect(isKeyOfUser(apiCacheKey(url, 'user-ab'), 'user-a')).toBe(false)
    expect(isKeyOfUser(apiCacheKey(url, 'a/b'), 'a')).toBe(false)
  })
})
