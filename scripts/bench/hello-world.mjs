// The yardstick for a cold start: a Hono + PGlite hello world. It opens PGlite on <data dir>/pglite (made by
// its first start, existing after) and answers GET /health with one query. Usage:
// node hello-world.mjs <port> <data dir>; exits cleanly on SIGTERM, its database closed.
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const [port, dataDir] = process.argv.slice(2)
const db = await PGlite.create(join(dataDir, 'pglite'))
const app = new Hono()
app.get('/health', async (c) => {
  await db.query('select 1')
  return c.json({ ok: true })
})
const server = serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' })
process.on('SIGTERM', () => server.close(() => db.close().then(() => process.exit(0))))
