import { CACHED_AT_HEADER } from '../api/lib/api-source.shared'
import { withSource } from './network'

// The last good answer to each read of a signed-in user, in Cache Storage 'sitekur-api'. The key
// names the user (from the token), so on a shared browser one user's copies never answer another's
// requests, and sign-out drops exactly that user's copies. A POST read (`action: 'list'`) is keyed by
// a hash of its body.

export const API_CACHE_NAME = 'sitekur-api'
const KEY_ROOT = '/__sitekur-api-cache/'

export function apiCacheKey(url: URL, userId: string, bodyHash = ''): string {
  const key = new URL(`${KEY_ROOT}${encodeURIComponent(userId)}${url.pathname}`, url.origin)
  key.search = url.search
  if (bodyHash) key.searchParams.set('__body', bodyHash)
  return key.href
}

export function isKeyOfUser(key: string, userId: string): boolean {
  return new URL(key).pathname.startsWith(`${KEY_ROOT}${encodeURIComponent(userId)}/`)
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export interface ApiCache {
  put(key: string, response: Response): Promise<void>
  /** The stored copy, marked X-SiteKur-Source: cache; null when there is none. */
  match(key: string): Promise<Response | null>
  dropUser(userId: string): Promise<number>
}

export function createApiCache(storage: CacheStorage = caches, name = API_CACHE_NAME): ApiCache {
  return {
    async put(key, response) {
      const headers = new Headers(response.headers)
      headers.set(CACHED_AT_HEADER, new Date().toISOString())
      const body = await response.arrayBuffer()
      const copy = new Response(body, { status: response.status, statusText: response.statusText, headers })
      await (await storage.open(name)).put(key, copy)
    },
    async match(key) {
      if (!(await storage.has(name))) return null
      const found = await (await storage.open(name)).match(key)
      return found ? withSource(found, 'cache', true) : null
    },
    async dropUser(userId) {
      if (!(await storage.has(name))) return 0
      const cache = await storage.open(name)
      const keys = (await cache.keys()).filter((request) => isKeyOfUser(request.url, userId))
      await Promise.all(keys.map((request) => cache.delete(request)))
      return keys.length
    },
  }
}
