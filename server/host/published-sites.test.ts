import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiDefaultHeaders, createApi } from '../../api/app'
import { createServices } from '../../api/services'
import { newUserRecord, type UserRecord } from '../../api/users/user.shared'
import type { WebsiteRecord } from '../../api/websites/website.shared'
import { newWebsiteRecord } from '../../api/websites/new-website-record'
import { loadEnv } from '../env'
import { httpHandler } from '../http-host'
import { staticFiles } from '../static'
import { openHost, type Host } from './open-host'
import { publishedSites } from './published-sites'

// The Node host as server/main.ts builds it, on a PGlite data directory: a request whose Host is a
// published site's domain is that site's, before the PWA and the API; the app's own hosts are not.

const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-sites-'))
const staticDir = mkdtempSync(join(tmpdir(), 'sitekur-sites-static-'))
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3,
])
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

let host: Host
let server: Server
let port = 0
let services: ReturnType<typeof createServices>
let admin: UserRecord
let customer: UserRecord
let website: WebsiteRecord
let logoId = ''

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

function get(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { 'user-agent': BROWSER, ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>SiteKur</title><div id="root"></div>')
  const env = loadEnv({
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    ADMIN_PASSWORD: 'Site-Host-Parola-1',
    PUBLIC_URL: 'https://app.sitekur.test',
  })
  host = await openHost(env, () => {})
  services = createServices(host.ports)
  server = createServer(
    httpHandler({
      api: createApi(host.ports, { defaultHeaders: 'host' }),
      apiHeaders: apiDefaultHeaders(host.ports.config),
      web: staticFiles(env.STATIC_DIR),
      staticRoot: env.STATIC_DIR,
      // Every request reads the store: the test republishes and expects the new page at once.
      publishedSites: publishedSites({ ports: host.ports, publicUrl: env.PUBLIC_URL, lookupTtlMs: 0 }),
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port

  const repos = host.ports.repos
  admin = (await repos.users.findByEmail(env.ADMIN_EMAIL)) as UserRecord
  const at = new Date().toISOString()
  customer = await repos.users.create(
    newUserRecord(
      { id: crypto.randomUUID(), name: 'Ayşe Kaya', email: 'ayse@example.com', at },
      { passwordHash: 'x', emailVerifiedAt: at },
    ),
  )
  const created = await repos.websites.create(
    newWebsiteRecord(
      {
        id: crypto.randomUUID(),
        name: 'Kafe Örnek',
        domain: 'kafe-ornek.com.tr',
        ownerEmail: customer.email,
        ownerId: customer.id,
        owner: customer.name,
        status: 'active',
        description: 'Taze kahve ve ev yapımı kurabiye. '.repeat(40),
      },
      at,
    ),
  )
  const form = new FormData()
  form.append('logo', new File([PNG], 'logo.png'))
  const edited = await services.websiteEdits.save(
    customer,
    created,
    new Request('http://localhost/', { method: 'PUT', body: form }),
    '127.0.0.1',
  )
  logoId = edited.logo?.id ?? ''
  await services.publishing.publish(created.id, admin, '127.0.0.1')
  website = (await repos.websites.findById(created.id)) as WebsiteRecord
  // A website with a domain that is not published.
  await repos.websites.create(
    newWebsiteRecord(
      {
        id: crypto.randomUUID(),
        name: 'Taslak',
        domain: 'taslak-site.com',
        ownerEmail: customer.email,
        ownerId: customer.id,
        owner: customer.name,
      },
      at,
    ),
  )
}, 120_000)

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await host.close()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(staticDir, { recursive: true, force: true })
})

describe('published sites on the Node host', () => {
  it("answers a published site's domain with its page, compressed as the client accepts", async () => {
    const plain = await get('/', { host: 'kafe-ornek.com.tr' })
    expect(plain.status).toBe(200)
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(plain.headers['content-security-policy']).toContain("default-src 'none'")
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(plain.headers.vary).toBe('Accept-Encoding')
    const html = plain.body.toString('utf8')
    expect(html).toContain('Kafe Örnek')
    expect(html).toContain(`media/${logoId}`)

    const br = await get('/', { host: 'KAFE-ORNEK.com.tr:8080', 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.length).toBeLessThan(plain.body.length)
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html)
    const gzip = await get('/', { host: 'kafe-ornek.com.tr', 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html)
    expect(gzip.headers.etag).toBe(plain.headers.etag)

    const revalidated = await get('/', {
      host: 'kafe-ornek.com.tr',
      'if-none-match': plain.headers.etag ?? '',
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    const head = await get('/', { host: 'kafe-ornek.com.tr' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    // The www. twin is the same site: it redirects to the domain the site holds, path and query kept.
    const twin = await get('/menu?x=1', { host: 'www.kafe-ornek.com.tr' })
    expect(twin.status).toBe(301)
    expect(twin.headers.location).toBe('//kafe-ornek.com.tr/menu?x=1')
  })

  it('serves the images the page shows, and the site’s 404 for anything else, never the app or the API', async () => {
    const logo = await get(`/media/${logoId}`, { host: 'kafe-ornek.com.tr' })
    expect(logo.status).toBe(200)
    expect(logo.headers['content-type']).toBe('image/png')
    expect(logo.body.equals(PNG)).toBe(true)
    for (const path of [
      '/health',
      '/api/me',
      '/index.html',
      '/media/baska-bir-dosya',
      `/sites/${website.slug}/`,
    ]) {
      const res = await get(path, { host: 'kafe-ornek.com.tr' })
      expect(res.status, path).toBe(404)
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8')
      expect(res.body.toString('utf8'), path).toContain('Sayfa bulunamadı')
    }
    expect((await get('/', { host: 'kafe-ornek.com.tr' }, 'POST')).status).toBe(405)
    // Crawlers are welcome on a customer's domain (search engines read /robots.txt first).
    const robots = await get('/robots.txt', { host: 'kafe-ornek.com.tr' })
    expect(robots.status).toBe(200)
    expect(robots.body.toString('utf8')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://kafe-ornek.com.tr/sitemap.xml\n',
    )
    // A website's domain that is not published: its 404 page, not the app.
    const draft = await get('/', { host: 'taslak-site.com' })
    expect(draft.status).toBe(404)
    expect(draft.body.toString('utf8')).toContain('Sayfa bulunamadı')
  })

  it('keeps the app on its own hosts and on hosts nobody publishes to, and serves /sites/{slug}/', async () => {
    for (const name of ['localhost:8787', '127.0.0.1', 'app.sitekur.test', 'baska-bir-alan.example', '']) {
      const app = await get('/', name ? { host: name } : {})
      expect(app.status, name).toBe(200)
      expect(app.body.toString('utf8'), name).toContain('<div id="root">')
      const health = await get('/health', name ? { host: name } : {})
      expect(health.headers['content-type'], name).toMatch(/^application\/json/)
    }
    const page = await get(`/sites/${website.slug}/`, { host: 'app.sitekur.test', 'accept-encoding': 'br' })
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('Kafe Örnek')
    const bare = await get(`/sites/${website.slug}?ref=qr`, { host: 'localhost' })
    expect(bare.status).toBe(301)
    expect(bare.headers.location).toBe(`/sites/${website.slug}/?ref=qr`)
    expect((await get(`/sites/${website.slug}/media/${logoId}`, { host: 'localhost' })).status).toBe(200)
    expect((await get('/sites/yok/', { host: 'localhost' })).status).toBe(404)
  })

  it('sends a republished page with its new etag, and counts each visitor once', async () => {
    const before = await get('/', { host: 'kafe-ornek.com.tr', 'accept-encoding': 'br' })
    await host.ports.repos.websites.update(website.id, { description: 'Yeni menümüz hazır.' })
    await services.publishing.publish(website.id, admin, '127.0.0.1')
    const after = await get('/', { host: 'kafe-ornek.com.tr', 'accept-encoding': 'br' })
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(brotliDecompressSync(after.body).toString('utf8')).toContain('Yeni menümüz hazır.')

    await host.ports.repos.websites.update(website.id, { status: 'maintenance' })
    const maintenance = await get('/', { host: 'kafe-ornek.com.tr' })
    expect(maintenance.status).toBe(503)
    expect(maintenance.headers['retry-after']).toBe('3600')
    await host.ports.repos.websites.update(website.id, { status: 'active' })

    // Every request above came from 127.0.0.1 with one browser: one visitor today.
    await expect.poll(async () => (await host.ports.repos.websites.findById(website.id))?.visitors).toBe(1)
    await get('/', { host: 'kafe-ornek.com.tr', 'user-agent': `${BROWSER} Edg/126.0` })
    await expect.poll(async () => (await host.ports.repos.websites.findById(website.id))?.visitors).toBe(2)
  })
})
