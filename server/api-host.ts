import type { Hono } from 'hono'
import { createApi } from '../api/app'
import type { ApiPorts } from '../api/ports'

// Mounts the API in front of the static files. The API answers first; its 404 falls through to
// the PWA except under /api/, where a JSON 404 is the right answer. (Not app.route(): the API's
// '*' middlewares — no-store caching, token parsing — must not run on the static files' answers.)
export function mountApi(app: Hono, ports: ApiPorts): void {
  const api = createApi(ports)
  app.use('*', async (c, next) => {
    const response = await api.fetch(c.req.raw, c.env)
    if (response.status === 404 && !c.req.path.startsWith('/api/')) return next()
    return response
  })
}
