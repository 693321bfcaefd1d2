import { request } from 'node:https'
import type { TLSSocket } from 'node:tls'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { findCaddy, startCaddy, type Caddy } from '../support/caddy'
import { startLoopbackDns, type LoopbackDns } from '../support/dns-server'
import { freePort } from '../support/free-port'
import { createCrashDataDir, CRASH_ADMIN, type CrashDataDir } from './crash-data-dir'
import { loginToken, type ServerProcess } from './server-process'

// A customer's domain over HTTPS through the proxy the repository ships (deploy/Caddyfile,
// docs/rules/custom-domains.md#https): the real server checks the domain against a DNS server on loopback,
// Caddy asks the server before issuing a certificate (its own local CA here), and only the verified domain
// gets one and the site behind it; a name nobody verified gets no certificate at all.

const VERIFIED = 'kafe-caddy.test'
const UNVERIFIED = 'yabanci-caddy.test'

let dns: LoopbackDns
let dataDir: CrashDataDir
let server: ServerProcess | null = null
let caddy: Caddy | null = null

beforeAll(async () => {
  if (!findCaddy()) return
  dns = await startLoopbackDns()
  dataDir = await createCrashDataDir('caddy')
  server = await dataDir.start({ DNS_SERVERS: dns.address, SITES_IPV4: '127.0.0.1' })
  const [http, https] = [await freePort(), await freePort()]
  caddy = await startCaddy(`127.0.0.1:${new URL(server.url).port}`, { http, https })
}, 120_000)

afterAll(async () => {
  await caddy?.stop()
  await server?.stop()
  dataDir?.remove()
  await dns?.close()
})

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server?.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as { data?: Record<string, unknown>; message?: string }
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${json.message ?? ''}`)
  return json.data ?? {}
}

/** GET / of `host` over HTTPS through Caddy, trusting only its local CA; the certificate's issuer and the page. */
function overHttps(host: string): Promise<{ status: number; issuer: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: caddy?.httpsPort,
        servername: host,
        path: '/',
        headers: { host },
        ca: caddy?.rootCertificate(),
      },
      (res) => {
        const issuer = (res.socket as TLSSocket).getPeerCertificate().issuer.CN
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, issuer: String(issuer), body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

it.skipIf(!findCaddy())(
  'gives a verified domain a certificate and the site over HTTPS, and an unverified one nothing',
  async () => {
    if (!server) throw new Error('no server')
    const token = await loginToken(server.url, CRASH_ADMIN.email, CRASH_ADMIN.password)
    const created = await call('POST', '/api/websites', token, {
      action: 'create',
      name: 'Kafe Caddy',
      domain: 'gecici-kafe.test',
      ownerEmail: CRASH_ADMIN.email,
    })
    const website = created.website as { id: string }
    await call('POST', `/api/admin/websites/${website.id}/publish`, token)
    const domains = `/api/admin/websites/${website.id}/domains`
    const added = (await call('POST', domains, token, { domain: VERIFIED })).domain as { token: string }
    dns.zone.set(`_sitekur.${VERIFIED}`, { TXT: [`sitekur-verification=${added.token}`] })
    dns.zone.set(VERIFIED, { A: ['127.0.0.1'] })
    const verified = (await call('POST', `${domains}/${VERIFIED}/verify`, token)).domain as { state: string }
    expect(verified.state).toBe('verified')

    const page = await overHttps(VERIFIED)
    expect(page.status).toBe(200)
    expect(page.issuer).toContain('Caddy Local Authority')
    expect(page.body).toContain('Kafe Caddy')
    expect(page.body).toContain(`https://${VERIFIED}/`)
    const listed = (await call('GET', domains, token)).domains as { state: string }[]
    expect(listed[0]?.state).toBe('active')

    // Pointed at the server but never verified: Caddy asks, is refused, and completes no handshake.
    dns.zone.set(UNVERIFIED, { A: ['127.0.0.1'] })
    // Caddy ends the handshake with an internal-error alert (80) when it has no certificate to offer.
    await expect(overHttps(UNVERIFIED)).rejects.toThrow(/alert internal error|alert number 80/)
  },
  60_000,
)
