import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { Hono } from 'hono'
import compressibleExtensions from './compressible-extensions.json' with { type: 'json' }

// Serves the built PWA (STATIC_DIR): precompressed .br/.gz variants chosen by Accept-Encoding,
// immutable caching for Vite's hashed /assets/*, revalidation (no-cache + ETag) for the files that name
// a version (index.html, sw.js, manifest.webmanifest). Only files that exist are served: an unknown path
// falls through to the next route and ends as a 404, never as index.html (the app uses hash routes).

type Encoding = 'br' | 'gzip'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
}
// The file types worth compressing: the same list the build's scripts/compress.mjs precompresses.
const compressible = new Set<string>(compressibleExtensions)
const suffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
const revalidated = new Set(['/index.html', '/sw.js', '/manifest.webmanifest'])

export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (revalidated.has(path) || path.endsWith('.html')) return 'no-cache'
  return 'public, max-age=86400'
}

/** The encodings the client accepts (q > 0), best first: brotli, then gzip. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const wildcard = accepted.get('*') ?? 0
  return (['br', 'gzip'] as const).filter((e) => (accepted.get(e) ?? wildcard) > 0)
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === bare
  })
}

/** The URL path as a path under the root, or undefined for anything odd (dot segments, NUL, bad escapes). */
function servablePath(pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined
  if (decoded.endsWith('/') && decoded !== '/') return undefined
  if (/\.(br|gz)$/.test(decoded)) return undefined // variants are chosen by negotiation only
  return decoded === '/' ? '/index.html' : decoded
}

interface CachedFile {
  version: string
  body: Uint8Array<ArrayBuffer>
  etag: string
}

/** Files read once and kept while their size and mtime are unchanged (a build is a few MB at most). */
function fileCache() {
  const entries = new Map<string, CachedFile>()
  return async (file: string): Promise<CachedFile | undefined> => {
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) return undefined
    const version = `${info.size}:${info.mtimeMs}`
    const cached = entries.get(file)
    if (cached?.version === version) return cached
    const body = new Uint8Array(await readFile(file))
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    const entry = { version, body, etag }
    entries.set(file, entry)
    return entry
  }
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Fallback when the build skipped scripts/compress.mjs: compress once in memory, quickly. */
function onTheFlyCompression() {
  const entries = new Map<string, CachedFile>()
  return async (source: CachedFile, encoding: Encoding): Promise<CachedFile | undefined> => {
    if (source.body.length < 1024) return undefined
    const key = `${encoding}:${source.etag}`
    const cached = entries.get(key)
    if (cached) return cached
    const compressed =
      encoding === 'br'
        ? await brotli(source.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipAsync(source.body, { level: 6 })
    if (compressed.length >= source.body.length) return undefined
    const entry = {
      version: key,
      body: new Uint8Array(compressed),
      etag: `"${source.etag.slice(1, -1)}-${encoding}"`,
    }
    entries.set(key, entry)
    return entry
  }
}

export function staticFiles(root: string): Hono {
  const base = resolve(root)
  const read = fileCache()
  const compress = onTheFlyCompression()
  const app = new Hono()

  // GET only: Hono answers HEAD with the GET route's headers and no body.
  app.get('*', async (c, next) => {
    const path = servablePath(new URL(c.req.url).pathname)
    const file = path === undefined ? undefined : resolve(base, `.${path}`)
    if (path === undefined || file === undefined || !file.startsWith(base + sep)) return next()
    const source = await read(file)
    if (!source) return next()

    const extension = extname(path).toLowerCase()
    const headers: Record<string, string> = {
      'Content-Type': types[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(path),
    }
    let chosen = source
    if (compressible.has(extension)) {
      headers.Vary = 'Accept-Encoding'
      for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
        const variant = (await read(file + suffixes[encoding])) ?? (await compress(source, encoding))
        if (!variant) continue
        chosen = variant
        headers['Content-Encoding'] = encoding
        break
      }
    }
    headers.ETag = chosen.etag
    if (matchesEtag(c.req.header('If-None-Match'), chosen.etag)) {
      delete headers['Content-Type']
      delete headers['Content-Encoding']
      return c.body(null, 304, headers)
    }
    headers['Content-Length'] = String(chosen.body.length)
    return c.body(chosen.body, 200, headers)
  })
  return app
}
