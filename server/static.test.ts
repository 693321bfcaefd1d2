import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpHandler } from './http-host'
import { acceptedEncodings, staticFiles } from './static'

const themeScript = "document.documentElement.classList.toggle('dark', true)"
const indexHtml = `<!doctype html><html lang="tr"><head><title>SiteKur</title>
<script>${themeScript}</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
</head><body><div id="root"></div>${'<p>SiteKur</p>'.repeat(40)}</body></html>`
const appJs = `export const plans = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ plan: `Plan ${i}` })))}\n`

let root: string
let app: Hono
let server: Server
let origin: string

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

function write(relative: string, content: string | Buffer) {
  mkdirSync(join(root, relative, '..'), { recursive: true })
  writeFileSync(join(root, relative), content)
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'sitekur-static-'))
  write('index.html', indexHtml)
  write('assets/index-AbCd1234.js', appJs)
  write('sw.js', `self.__manifest = ${JSON.stringify(Array.from({ length: 60 }, (_, i) => `asset-${i}.js`))}`)
  write(
    'manifest.webmanifest',
    JSON.stringify({ name: 'SiteKur', short_name: 'sitekur', description: 'x'.repeat(300) }),
  )
  write('icons/icon-192.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  write('.env', 'SECRET=1')
  // The real build step: precompress the fixture build with scripts/compress.mjs.
  const compress = spawnSync(process.execPath, ['scripts/compress.mjs'], {
    env: { ...process.env, OUT_DIR: root },
  })
  expect(compress.status, compress.stderr.toString()).toBe(0)
  // Written after compression: served compressed on the fly.
  write('assets/late-Zz991122.css', `.card{color:red}\n`.repeat(200))

  app = new Hono()
  app.route('/', staticFiles(root))
  app.get('/api/after-static', (c) => c.json({ reached: true }))
})

// The Node host as server/main.ts builds it: an API app for the API's paths, the static files for the rest.
beforeAll(async () => {
  const api = new Hono()
  api.get('/health', (c) => c.json({ ok: true }))
  api.get('/api/own-policy', (c) =>
    c.json({ ok: true }, 200, {
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'private',
    }),
  )
  server = createServer(
    httpHandler({
      api,
      apiHeaders: { 'Cache-Control': 'no-store' },
      web: staticFiles(root),
      staticRoot: root,
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

describe('caching headers', () => {
  it('makes hashed assets immutable for a year', async () => {
    const res = await get('/assets/index-AbCd1234.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
  })

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])(
    'revalidates %s on every use',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('no-cache')
      expect(res.headers.get('ETag')).toMatch(/^"[\w-]+"$/)
    },
  )

  it('serves index.html at / and the manifest with its media type', async () => {
    const res = await get('/')
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toBe(indexHtml)
    const manifest = await get('/manifest.webmanifest')
    expect(manifest.headers.get('Content-Type')).toBe('application/manifest+json; charset=utf-8')
  })

  it('gives icons a short max-age', async () => {
    const res = await get('/icons/icon-192.png', { 'Accept-Encoding': 'br, gzip' })
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(res.headers.get('Content-Type')).toBe('image/png')
    expect(res.headers.get('Content-Encoding')).toBeNull() // images are not recompressed
    expect(res.headers.get('Vary')).toBeNull()
  })
})

describe('content negotiation', () => {
  it('prefers the precompressed brotli file', async () => {
    const res = await get('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    const body = Buffer.from(await res.arrayBuffer())
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length)
    expect(body.length).toBeLessThan(appJs.length)
    expect(brotliDecompressSync(body).toString()).toBe(appJs)
  })

  it('falls back to gzip when brotli is not accepted', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/index.html', { 'Accept-Encoding': accept })
      expect(res.headers.get('Content-Encoding')).toBe('gzip')
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(indexHtml)
    }
  })

  it('sends the plain file, still marked Vary, when nothing is accepted', async () => {
    const res = await get('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'identity' })
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    expect(await res.text()).toBe(appJs)
  })

  it('compresses in memory a file the build did not precompress', async () => {
    const res = await get('/assets/late-Zz991122.css', { 'Accept-Encoding': 'br' })
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain(
      '.card{color:red}',
    )
  })

  it('parses Accept-Encoding with q-values and wildcards', () => {
    expect(acceptedEncodings('gzip, br')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('br;q=0')).toEqual([])
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('*, gzip;q=0')).toEqual(['br'])
    expect(acceptedEncodings(undefined)).toEqual([])
  })
})

describe('conditional requests', () => {
  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await get('/index.html', { 'Accept-Encoding': 'br' })
    const etag = first.headers.get('ETag') ?? ''
    const again = await get('/index.html', { 'Accept-Encoding': 'br', 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('ETag')).toBe(etag)
    expect(again.headers.get('Cache-Control')).toBe('no-cache')
    const weak = await get('/index.html', { 'Accept-Encoding': 'br', 'If-None-Match': `"other", W/${etag}` })
    expect(weak.status).toBe(304)
    // The gzip representation has its own tag: the brotli tag does not validate it.
    const gzip = await get('/index.html', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })
    expect(gzip.status).toBe(200)
  })
})

describe('security headers', () => {
  it('allows exactly the inline scripts of index.html by hash', async () => {
    const csp = (await fetch(`${origin}/`)).headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain(`script-src 'self' 'sha256-${sha256(themeScript)}'`)
    expect(csp).not.toContain(sha256('{"@type":"Organization"}'))
    for (const directive of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
      "worker-src 'self'",
      "manifest-src 'self'",
    ]) {
      expect(csp).toContain(directive)
    }
  })

  it.each(['/', '/assets/index-AbCd1234.js', '/health', '/api/missing', '/nope'])(
    'are on %s',
    async (path) => {
      const res = await fetch(origin + path)
      expect(res.headers.get('Content-Security-Policy')).toMatch(
        /^default-src 'self'; script-src 'self' 'sha256-/,
      )
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
      expect(res.headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=()')
      expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    },
  )

  it('leave a policy the app sets itself alone', async () => {
    const res = await fetch(`${origin}/api/own-policy`)
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'")
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('Cache-Control')).toBe('private')
  })

  it("come with the API's own headers on API paths only", async () => {
    expect((await fetch(`${origin}/health`)).headers.get('Cache-Control')).toBe('no-store')
    expect((await fetch(`${origin}/`)).headers.get('Cache-Control')).toBe('no-cache')
  })

  it('adds no HSTS over HTTP, whatever a client claims without a trusted proxy', async () => {
    expect((await fetch(`${origin}/`)).headers.get('Strict-Transport-Security')).toBeNull()
    const claimed = await fetch(`${origin}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(claimed.headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('follows a rebuilt index.html without a restart', async () => {
    const csp = async () => (await fetch(`${origin}/health`)).headers.get('Content-Security-Policy') ?? ''
    write('index.html', indexHtml.replace(themeScript, 'window.rebuilt = true'))
    // The server looks at index.html at most once a second.
    await expect.poll(csp, { timeout: 3000 }).toContain(sha256('window.rebuilt = true'))
    expect(await csp()).not.toContain(sha256(themeScript))
    write('index.html', indexHtml)
    await expect.poll(csp, { timeout: 3000 }).toContain(sha256(themeScript))
  })
})

describe('unknown paths', () => {
  it.each([
    '/nope',
    '/login',
    '/assets/index-Missing0.js',
    '/index.html.br',
    '/.env',
    '/../package.json',
    '/%2e%2e/package.json',
    '/assets/',
  ])('answer 404 for %s, never index.html', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain('<div id="root">')
  })

  it('leave later routes reachable', async () => {
    const res = await get('/api/after-static')
    expect(await res.json()).toEqual({ reached: true })
  })

  it('answer HEAD with headers only', async () => {
    const res = await app.request('/index.html', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(indexHtml)))
    expect(await res.text()).toBe('')
  })
})
