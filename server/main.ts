import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { loadEnv } from './env'
import { staticFiles } from './static'
import { securityHeaders } from './security-headers'
import { mountApi } from './api-host'
import { openHost } from './host/open-host'
import { DataDirLockedError } from './host/data-dir-lock'

// The Node host: the API (api/, mounted by server/api-host.ts) and the built PWA on one port.
const env = loadEnv()
const host = await openHost(env).catch((error: unknown) => {
  // A second server on the same DATA_DIR: say so plainly, no stack trace.
  if (error instanceof DataDirLockedError) console.error(error.message)
  else console.error('SiteKur could not start:', error)
  process.exit(1)
})
const app = new Hono()
// Security headers (CSP with index.html's inline-script hashes …) on every response, API included.
app.use('*', securityHeaders(env.STATIC_DIR))

mountApi(app, host.ports)
app.route('/', staticFiles(env.STATIC_DIR))

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`SiteKur listening on http://${info.address}:${info.port}`)
})

let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: shutting down`)
  // Finish in-flight requests, then CHECKPOINT and close the database and release the data dir.
  server.close(() => {
    host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown error:', error)
        process.exit(1)
      },
    )
  })
  setTimeout(() => {
    console.error('Shutdown timed out; closing the database now.')
    host.close().finally(() => process.exit(1))
  }, 8000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
