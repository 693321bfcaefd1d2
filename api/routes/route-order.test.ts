import { describe, expect, it } from 'vitest'
import { defineRoute } from './define-route'
import { shadowedRoutes } from './route-order'
import { routeTable } from './route-table'

const route = (method: 'get' | 'post', path: string) =>
  defineRoute({
    method,
    path,
    summary: path,
    tag: 'Test',
    access: 'public',
    responses: {},
    handler: ({ c }) => c.body(null, 204),
  })

describe('route order', () => {
  it('finds a fixed segment declared after a parameter in its place', () => {
    const byId = route('get', '/api/x/:id')
    const stats = route('get', '/api/x/stats')
    expect(shadowedRoutes([byId, stats, route('post', '/api/x/stats')])).toEqual([
      'GET /api/x/stats after GET /api/x/:id',
    ])
    expect(shadowedRoutes([stats, byId])).toEqual([])
    expect(shadowedRoutes([route('get', '/api/x/:id'), route('get', '/api/x/:name')])).toEqual([
      'GET /api/x/:name after GET /api/x/:id',
    ])
  })

  it('leaves no route of the table unreachable', () => {
    expect(shadowedRoutes(routeTable)).toEqual([])
  })
})
