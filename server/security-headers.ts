import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

// Security headers on every response the server sends: the built PWA, the API, /health, redirects, 404s.
// The Content-Security-Policy allows exactly the inline scripts of index.html (the no-flash theme script,
// anything a prerender adds) by their sha256 hashes, read from the built index.html.

/** The sha256 CSP sources of every inline (src-less, executable) <script> in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\ssrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** Data blocks such as application/ld+json are never executed and need no hash. */
function isExecutable(attributes: string): boolean {
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return (
    type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
  )
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ')
}

export function securityHeaderValues(scriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/**
 * Reads the hashes when the server starts and again whenever index.html changes on disk (a rebuild under
 * a running server), checking its mtime at most once a second.
 */
function indexHashesWatcher(staticRoot: string, now: () => number) {
  const index = join(staticRoot, 'index.html')
  let version = ''
  let checkedAt = -Infinity
  let headers = securityHeaderValues([])
  const refresh = () => {
    checkedAt = now()
    let current = ''
    try {
      const stat = statSync(index)
      current = `${stat.mtimeMs}:${stat.size}`
      if (current !== version) headers = securityHeaderValues(inlineScriptHashes(readFileSync(index, 'utf8')))
    } catch {
      headers = securityHeaderValues([]) // no build yet: nothing inline is allowed
    }
    version = current
  }
  refresh()
  return () => {
    if (now() - checkedAt >= 1000) refresh()
    return headers
  }
}

/** What the Node host needs of a request and its response to add the headers. */
interface NodeExchange {
  incoming: { headers: Record<string, string | string[] | undefined>; socket: object }
  outgoing: { setHeader(name: string, value: string): unknown }
}

/**
 * Adds the security headers to every response, before the app answers: they go on the Node response
 * (`setHeader`, a plain property), and the app's own headers are merged over them when it writes the
 * head, so a route that sets one of them itself (say, a preview with its own CSP) keeps its value.
 * Setting them on the Web Response instead would cost a Headers copy on every request.
 */
export interface SecurityHeaderOptions {
  /** TRUST_PROXY: X-Forwarded-Proto is believed only when at least one trusted proxy is in front. */
  trustProxy?: number
  now?: () => number
}

/** Did the client reach us over HTTPS? A client's own X-Forwarded-Proto counts only behind a trusted proxy. */
export function isHttps(incoming: NodeExchange['incoming'], trustProxy: number): boolean {
  if ('encrypted' in incoming.socket) return true
  if (trustProxy <= 0) return false
  const header = incoming.headers['x-forwarded-proto']
  // The proxy next to the client writes the first value: the protocol the client used.
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase()
  return first === 'https'
}

export function securityHeaders(staticRoot: string, options: SecurityHeaderOptions = {}) {
  const current = indexHashesWatcher(staticRoot, options.now ?? Date.now)
  const trustProxy = options.trustProxy ?? 0
  return ({ incoming, outgoing }: NodeExchange): void => {
    for (const [name, value] of Object.entries(current())) outgoing.setHeader(name, value)
    // HSTS means something only over HTTPS (directly or behind a TLS-terminating proxy); over plain
    // HTTP browsers ignore it, and localhost must stay reachable over HTTP.
    if (isHttps(incoming, trustProxy)) outgoing.setHeader('Strict-Transport-Security', 'max-age=31536000')
  }
}
