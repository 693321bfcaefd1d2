import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'

// A static copy of the build and nothing else: the files of OUT_DIR, a plain-text 404 for every other
// path (the API included), as a static host would serve the PWA with no backend behind it.

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

export interface StaticOnlyServer {
  url: string
  /** Paths requested so far (to show that nothing reached an API). */
  requests: string[]
  stop(): Promise<void>
}

export async function startStaticOnlyServer(dir: string, port = 0): Promise<StaticOnlyServer> {
  const root = resolve(dir)
  const requests: string[] = []
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    requests.push(`${req.method} ${path}`)
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    const notFound = () =>
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found')
    if (!file.startsWith(root + sep) || (req.method !== 'GET' && req.method !== 'HEAD')) return notFound()
    stat(file)
      .then(async (info) => {
        if (!info.isFile()) return notFound()
        const body = await readFile(file)
        res.writeHead(200, {
          'content-type': types[extname(file)] ?? 'application/octet-stream',
          'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        })
        res.end(req.method === 'HEAD' ? undefined : body)
      })
      .catch(notFound)
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done())
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
