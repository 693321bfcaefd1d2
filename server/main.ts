import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { loadEnv } from './env'
import { staticFiles } from './static'

// The Node host: the API (api/, mounted by server/api-host.ts) and the built PWA on one port.
const env = loadEnv()
const app = new Hono()

app.get('/health', (c) => c.json({ ok: true, status: 'ok' }))
app.route('/', staticFiles(env.STATIC_DIR))

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`SiteKur listening on http://${info.address}:${info.port}`)
})

function shutdown(signal: string) {
  console.log(`${signal}: shutting down`)
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
