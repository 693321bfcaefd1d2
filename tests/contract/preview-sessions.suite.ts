import { expect, it } from 'vitest'
import { previewSessionResource } from '../../api/preview/preview-session-resource'
import {
  PREVIEW_SESSION_LIFETIME_MS,
  previewSessionResponseSchema,
  previewUpdateResponseSchema,
} from '../../api/preview/preview.shared'
import type { UserRecord } from '../../api/users/user.shared'
import type { WebsiteRecord } from '../../api/websites/website.shared'
import { createServices } from '../../api/services'
import type { Harness } from './harness'
import { createWebsite } from './website-helpers'

// Live preview sessions (POST /api/preview/session, PUT and DELETE /api/preview/{id}) and the preview
// document (GET /preview/{id}) on every store. docs/rules/live-preview.md

const VIEWPORT = { device_type: 'tablet', width: 768, height: 1024, zoom_level: 0.8 } as const
const LIFETIME_S = PREVIEW_SESSION_LIFETIME_MS / 1000

const builderSource = (companyName: string) => ({
  kind: 'builder' as const,
  form: { companyName, industry: 'restoran', pages: ['home', 'about', 'contact'] },
})

/** A PNG signature and some bytes: enough for a data: URL and the media route. */
const png = (size: number) => {
  const bytes = new Uint8Array(size).fill(7)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}

export function previewSessionsSuite(h: Harness) {
  const create = (token: string, body: Record<string, unknown>) =>
    h.call('POST', '/api/preview/session', { token, body })
  const open = async (token: string, user: UserRecord, body: Record<string, unknown>) => {
    const res = await create(token, { user_id: user.id, viewport_config: VIEWPORT, ...body })
    expect(res.status, res.text).toBe(201)
    return previewSessionResponseSchema.parse(res.body)
  }
  const page = (id: string) => h.call('GET', `/preview/${id}`)
  /** A fresh token for `user` (after the clock moved past an access token's lifetime). */
  const tokenOf = async (user: UserRecord) => (await h.login(user.email)).token

  async function upload(owner: UserRecord, website: WebsiteRecord | null, name: string, bytes: Uint8Array) {
    const id = crypto.randomUUID()
    const storageKey = `${owner.id}/${id}`
    await h.ports.files?.put(storageKey, new Blob([bytes.slice().buffer]).stream())
    return h.ports.repos.uploads.create({
      id,
      userId: owner.id,
      websiteId: website?.id ?? null,
      requestId: null,
      category: 'branding',
      originalName: name,
      mimeType: 'image/png',
      sizeBytes: bytes.length,
      storageKey,
      sha256: '0'.repeat(64),
      createdAt: h.store.clock.now().toISOString(),
    })
  }

  it('opens a session for the builder form and answers its id, expiry, absolute URL and viewport', async () => {
    const { token, user } = await h.customerToken()
    const before = h.store.clock.now().getTime()
    const session = await open(token, user, { website_id: null, source: builderSource('Lezzet Durağı') })
    expect(session.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session.preview_url).toBe(`${h.ports.config.publicUrl}/preview/${session.session_id}`)
    expect(session.viewport_config).toEqual(VIEWPORT)
    const expires = Date.parse(session.expires_at) - before
    expect(expires).toBeGreaterThanOrEqual(PREVIEW_SESSION_LIFETIME_MS - 1000)
    expect(expires).toBeLessThanOrEqual(PREVIEW_SESSION_LIFETIME_MS + 5000)
    const document = await page(session.session_id)
    expect(document.status).toBe(200)
    expect(document.text).toContain('Lezzet Durağı')
  })

  it('refuses another user_id (403), a website that is not yours (404) and nothing to show (400)', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const website = await createWebsite(h, b.user, { name: 'B Sitesi' })
    const sessions = h.ports.repos.resource(previewSessionResource)
    const count = () => sessions.count({ filter: { userId: a.user.id } })
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ user_id: b.user.id, source: builderSource('X') }, 403, 'Bu işlem için yetkiniz yok.'],
      [{ user_id: a.user.id, website_id: website.id }, 404, 'Website bulunamadı.'],
      [{ user_id: a.user.id, website_id: 'no-such-website' }, 404, 'Website bulunamadı.'],
      [{ user_id: a.user.id }, 400, 'Önizleme için bir website ya da form bilgisi gerekli.'],
      [
        { user_id: a.user.id, source: { kind: 'website', edits: null } },
        400,
        'Önizleme için bir website ya da form bilgisi gerekli.',
      ],
    ]
    for (const [body, status, message] of cases) {
      const res = await create(a.token, { viewport_config: VIEWPORT, ...body })
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(res.body).toEqual({ success: false, error: message, message })
    }
    expect(await count()).toBe(0)
    // The owner may, and so may an admin (any website).
    await open(b.token, b.user, { website_id: website.id })
    const admin = await h.adminToken()
    await open(admin.token, admin.user, { website_id: website.id })
  })

  it("does not let one user renew or close another user's session", async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const session = await open(a.token, a.user, { source: builderSource('A Firması') })
    const path = `/api/preview/${session.session_id}`
    for (const method of ['PUT', 'DELETE']) {
      const res = await h.call(method, path, { token: b.token, body: {} })
      expect(res.status, method).toBe(404)
      expect(res.body).toMatchObject({ success: false, error: 'Önizleme oturumu bulunamadı.' })
    }
    expect((await page(session.session_id)).status).toBe(200)
  })

  it('expires after its lifetime: the page answers 410 in Turkish and so does a renewal', async () => {
    const { token, user } = await h.customerToken()
    const session = await open(token, user, { source: builderSource('Süreli Firma') })
    h.advance(LIFETIME_S + 1)
    const expired = await page(session.session_id)
    expect(expired.status).toBe(410)
    expect(expired.headers.get('content-type')).toMatch(/^text\/html/)
    expect(expired.text).toContain('Önizlemenin süresi doldu')
    expect(expired.text).not.toContain('Süreli Firma')
    const renewal = await h.call('PUT', `/api/preview/${session.session_id}`, {
      token: await tokenOf(user),
      body: {},
    })
    expect(renewal.status).toBe(410)
    expect(renewal.body).toEqual({
      success: false,
      error: 'Önizleme oturumunun süresi doldu.',
      message: 'Önizleme oturumunun süresi doldu.',
    })
  })

  it('renews on PUT (the lifetime starts again) and answers the new markup', async () => {
    const { token, user } = await h.customerToken()
    const session = await open(token, user, { source: builderSource('İlk Ad') })
    h.advance(LIFETIME_S - 60)
    const fresh = await tokenOf(user)
    const res = await h.call('PUT', `/api/preview/${session.session_id}`, {
      token: fresh,
      body: { source: builderSource('Yeni Ad') },
    })
    expect(res.status, res.text).toBe(200)
    const renewed = previewUpdateResponseSchema.parse(res.body)
    expect(Date.parse(renewed.expires_at)).toBeGreaterThan(Date.parse(session.expires_at))
    expect(renewed.html).toContain('Yeni Ad')
    expect(renewed.html).not.toContain('İlk Ad')
    h.advance(120) // past the first expiry, within the renewed one
    const document = await page(session.session_id)
    expect(document.status).toBe(200)
    expect(document.text).toContain('Yeni Ad')
    // Without a source, a renewal keeps the one it has.
    const keep = await h.call('PUT', `/api/preview/${session.session_id}`, { token: fresh, body: {} })
    expect(previewUpdateResponseSchema.parse(keep.body).html).toContain('Yeni Ad')
  })

  it('is gone once deleted: the page answers the Turkish 404', async () => {
    const { token, user } = await h.customerToken()
    const session = await open(token, user, { source: builderSource('Kapanan') })
    const res = await h.call('DELETE', `/api/preview/${session.session_id}`, { token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true })
    const gone = await page(session.session_id)
    expect(gone.status).toBe(404)
    expect(gone.text).toContain('Önizleme bulunamadı')
    expect((await h.call('DELETE', `/api/preview/${session.session_id}`, { token })).status).toBe(404)
    for (const id of ['x', 'a'.repeat(43), '..%2F..%2Fetc']) expect((await page(id)).status).toBe(404)
  })

  it('sweeps expired sessions only (and a create sweeps some on its way)', async () => {
    const { token, user } = await h.customerToken()
    const sessions = h.ports.repos.resource(previewSessionResource)
    const old = await open(token, user, { source: builderSource('Eski') })
    h.advance(LIFETIME_S / 2 + 60)
    const young = await open(await tokenOf(user), user, { source: builderSource('Genç') })
    h.advance(LIFETIME_S / 2)
    const services = createServices(h.ports)
    const removed = await services.preview.sweep(h.store.clock.now())
    expect(removed).toBeGreaterThanOrEqual(1)
    expect(await sessions.findById(old.session_id)).toBeNull()
    expect(await sessions.findById(young.session_id)).not.toBeNull()
    // The next create takes an expired session with it.
    const lapsed = await open(await tokenOf(user), user, { source: builderSource('Süresi Geçen') })
    h.advance(LIFETIME_S + 1)
    const fresh = await tokenOf(user)
    await open(fresh, user, { source: builderSource('Yeni') })
    expect(await sessions.findById(lapsed.session_id)).toBeNull()
  })

  it('serves the document sandboxed: CSP sandbox without allow-same-origin, nonce script, no caching', async () => {
    const { token, user } = await h.customerToken()
    const session = await open(token, user, { source: builderSource('<script>alert(1)</script> Ltd') })
    const res = await page(session.session_id)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = res.headers.get('content-security-policy') ?? ''
    const origin = new URL(h.ports.config.publicUrl).origin
    expect(csp.split('; ')[0]).toBe('sandbox allow-scripts allow-forms allow-popups')
    expect(csp).not.toContain('allow-same-origin')
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain(`frame-ancestors ${origin}`)
    expect(csp).toContain(`img-src data: https: ${origin}`)
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(res.text).toContain(`<script nonce="${nonce}">`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    // What the customer typed is text, never markup.
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ltd')
    expect(res.text).not.toContain('<script>alert(1)')
    // Each answer has its own nonce; the status pages have the same policy with no script at all.
    const again = (await page(session.session_id)).headers.get('content-security-policy')
    expect(again).not.toBe(csp)
    const missing = await page('b'.repeat(43))
    expect(missing.headers.get('content-security-policy')).toContain("script-src 'none'")
    expect(missing.headers.get('content-security-policy')).toContain('sandbox allow-scripts')
    expect(missing.text).not.toContain('<script')
  })

  it("renders a website's saved data, and the edit screen's unsaved edits over it", async () => {
    const { token, user } = await h.customerToken()
    const website = await createWebsite(h, user, {
      name: 'Marmara Mobilya',
      description: 'Kayıtlı açıklama',
      contactInfo: { phone: '0212 000 00 00' },
    })
    const saved = await open(token, user, { website_id: website.id })
    const savedPage = await page(saved.session_id)
    expect(savedPage.status).toBe(200)
    expect(savedPage.text).toContain('Marmara Mobilya')
    const edits = { title: 'Marmara Tasarım', description: 'Taslak açıklama', template: 'creative' }
    const edited = await open(token, user, { website_id: website.id, source: { kind: 'website', edits } })
    const editedPage = (await page(edited.session_id)).text
    expect(editedPage).toContain('Marmara Tasarım')
    expect(editedPage).toContain('Taslak açıklama')
    expect(editedPage).not.toContain('Marmara Mobilya')
    // The record itself did not change.
    expect((await h.ports.repos.websites.findById(website.id))?.name).toBe('Marmara Mobilya')
  })

  it("shows the website's images: small ones inline, others through the session's checked media path", async () => {
    const { token, user } = await h.customerToken()
    const website = await createWebsite(h, user, { name: 'Görsel Atölyesi' })
    const logo = await upload(user, website, 'logo.png', png(600))
    const photo = await upload(user, website, 'salon.png', png(40 * 1024))
    const stranger = await h.customerToken()
    const foreign = await upload(stranger.user, null, 'baska.png', png(600))
    await h.ports.repos.websites.update(website.id, {
      logoUploadId: logo.id,
      galleryUploadIds: [photo.id, foreign.id],
      pages: [
        { id: 'p1', name: 'Ana Sayfa', url: '/', status: 'published' },
        { id: 'p2', name: 'Galeri', url: '/galeri', status: 'published' },
      ],
    })
    // The gallery shows on its own page: the preview shows the page its source names.
    const galleryPage = { website_id: website.id, source: { kind: 'website' as const, page: 'galeri' } }
    const session = await open(token, user, galleryPage)
    const html = (await page(session.session_id)).text
    expect(html).toContain('data:image/png;base64,')
    // Linked images: bytes from the media path while the session lives; nothing else is served there.
    const media = await h.call('GET', `/preview/${session.session_id}/media/${photo.id}`)
    expect(media.status).toBe(200)
    expect(media.headers.get('content-type')).toBe('image/png')
    expect(media.text.length).toBeGreaterThan(0)
    for (const id of [foreign.id, 'no-such-upload']) {
      expect((await h.call('GET', `/preview/${session.session_id}/media/${id}`)).status).toBe(404)
    }
    // On an https origin the page links the large one (the renderer keeps https: image URLs only).
    const https = { ...h.ports.config, publicUrl: 'https://sitekur.example' }
    h.withPorts({ config: https })
    const linked = await open(token, user, galleryPage)
    // The browser calls the app at its https address.
    const linkedHtml = (await h.call('GET', `https://sitekur.example/preview/${linked.session_id}`)).text
    expect(linkedHtml).toContain(`https://sitekur.example/preview/${linked.session_id}/media/${photo.id}`)
    expect(linkedHtml).not.toContain(foreign.id)
    // The offline demo inlines every image: its files are out of the frame's reach.
    h.withPorts({ config: { ...h.ports.config, issuesDemoTokens: true } })
    const demo = await open(token, user, galleryPage)
    expect(demo.session_id).toMatch(/^demo-[A-Za-z0-9_-]{43}$/)
    const demoHtml = (await page(demo.session_id)).text
    expect(demoHtml).not.toContain('/media/')
    expect(demoHtml.match(/data:image\/png;base64,/g)?.length).toBe(2)
    h.advance(LIFETIME_S + 1)
    expect((await h.call('GET', `/preview/${session.session_id}/media/${photo.id}`)).status).toBe(404)
  })
}
