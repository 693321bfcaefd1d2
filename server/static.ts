import { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'

// Serves the built PWA. (Placeholder: caching, compression and security headers come with the static-serving work.)
export function staticFiles(root: string) {
  const app = new Hono()
  app.use('*', serveStatic({ root }))
  return app
}
