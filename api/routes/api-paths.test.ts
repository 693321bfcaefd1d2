import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  API_PATH_PATTERNS,
  isApiPath,
  isSessionRoutePath,
  isTransientRoute,
  isTransientRoutePath,
} from './api-paths'
import { defineRoute } from './define-route'
import { routeTable } from './route-table'

describe('paths derived from the route table', () => {
  it('routes every declared path, all of /api/, and nothing of the PWA to the API', () => {
    for (const route of routeTable)
      expect(isApiPath(route.path.replace(/:\w+/g, 'x1')), route.path).toBe(true)
    expect(isApiPath('/api/unknown')).toBe(true)
    expect(isApiPath('/api')).toBe(true)
    for (const path of ['/', '/index.html', '/assets/app.js', '/auth/callback', '/apix', '/health/x']) {
      expect(isApiPath(path), path).toBe(false)
    }
    expect(API_PATH_PATTERNS).toEqual([
      '/api/*',
      '/health',
      '/health/ready',
      '/verify-email.php',
      '/auth/google',
      '/auth/google/callback',
      '/preview/:session_id',
      '/preview/:session_id/media/:upload_id',
      '/sites/:slug',
      '/sites/:slug/',
      '/sites/:slug/media/:uploadId',
      '/sites/:slug/:page',
      '/sites/:slug/:page/:post',
      '/tls/ask',
    ])
  })

  it('knows the live preview’s calls as transient (never queued, never cached)', () => {
    for (const path of [
      '/api/preview/session',
      '/api/preview/abc',
      '/preview/abc',
      '/preview/abc/media/def',
    ]) {
      expect(isTransientRoutePath(path), path).toBe(true)
    }
    for (const path of [
      '/api/me',
      '/api/me/drafts/website-builder',
      '/api/me/website-requests',
      '/preview',
    ]) {
      expect(isTransientRoutePath(path), path).toBe(false)
    }
  })

  it('knows a transient call by its method and path', () => {
    expect(isTransientRoute('PUT', '/api/preview/abc')).toBe(true)
    expect(isTransientRoute('post', '/api/me/two-factor/enrolment')).toBe(true)
    expect(isTransientRoute('DELETE', '/api/me/sessions/abc')).toBe(true)
    // The same path under another method is the route declared for that method.
    expect(isTransientRoute('GET', '/api/me/two-factor')).toBe(false)
    expect(isTransientRoute('PUT', '/api/me/drafts/website-builder')).toBe(false)
    expect(isTransientRoute('POST', '/api/users')).toBe(false)
  })

  it('knows the sign-in calls from their declarations', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth',
      '/api/auth.php',
      '/api/csrf-token.php',
      '/verify-email.php',
    ]) {
      expect(isSessionRoutePath(path), path).toBe(true)
    }
    for (const path of ['/api/me', '/api/authors', '/api/me/uploads', '/api/users']) {
      expect(isSessionRoutePath(path), path).toBe(false)
    }
  })

  it('refuses an owner route without its owner check and sweep example', () => {
    const route = {
      method: 'get' as const,
      path: '/api/me/x/:id',
      summary: 'x',
      tag: 'x',
      params: z.object({ id: z.string() }),
      responses: {},
      handler: () => new Response(),
    }
    expect(() => defineRoute({ ...route, access: 'owner' })).toThrow(/owner and example/)
    expect(() =>
      defineRoute({
        ...route,
        access: 'user',
        example: async () => ({ id: '1' }),
      }),
    ).toThrow(/owner and example/)
  })
})
