import { expect, it } from 'vitest'
import { auditResource } from '../../api/audit/audit-resource'
import { editableWebsiteResponseSchema } from '../../api/websites/website.shared'
import type { Harness } from './harness'
import { createWebsite, editForm, sampleGif } from './website-helpers'

// The team edits a customer's website with the customer's edit screen (docs/rules/websites.md#the-team-edits-a-site):
// GET and PUT /api/admin/websites/:id/edit, the admin the save's actor, new images the owner's uploads.
export function websiteTeamEditSuite(h: Harness) {
  const path = (id: string) => `/api/admin/websites/${id}/edit`
  async function put(token: string, id: string, form: FormData, ip?: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (ip) headers['x-forwarded-for'] = ip
    const response = await h.app.request(path(id), { method: 'PUT', body: form, headers })
    const text = await response.text()
    return { status: response.status, body: JSON.parse(text) as unknown, text }
  }

  it("lets an admin read and save a customer's website; the audit row and activity name the admin", async () => {
    const customer = await h.customerToken()
    const admin = await h.adminToken()
    const website = await createWebsite(h, customer.user, { name: 'Fırın Köşesi' })
    const read = await h.call('GET', path(website.id), { token: admin.token })
    expect(read.status, read.text).toBe(200)
    const view = editableWebsiteResponseSchema.parse(read.body).data.website
    expect(view).toMatchObject({ id: website.id, name: 'Fırın Köşesi' })

    h.advance(60)
    const pages = [
      {
        id: 'p1',
        name: 'Ana Sayfa',
        url: '/',
        status: 'published',
        sections: [
          {
            id: 's1',
            kind: 'text',
            heading: 'Hakkımızda',
            body: {
              type: 'doc',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Taze.' }] }],
            },
          },
        ],
      },
    ]
    const res = await put(
      admin.token,
      website.id,
      editForm({ title: 'Fırın Köşesi Ekip', baseVersion: view.lastModified, pages }),
    )
    expect(res.status, res.text).toBe(200)
    const stored = await h.ports.repos.websites.findById(website.id)
    expect(stored?.name).toBe('Fırın Köşesi Ekip')
    expect(stored?.ownerId).toBe(customer.user.id)
    expect(stored?.pages[0]?.sections?.[0]).toMatchObject({ id: 's1', kind: 'text', heading: 'Hakkımızda' })

    const rows = await h.ports.repos
      .resource(auditResource)
      .list({ filter: { resource: 'websites', recordId: website.id } })
    expect(rows[0]).toMatchObject({
      action: 'update',
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      after: { name: 'Fırın Köşesi Ekip' },
    })
    const activity = await h.ports.repos.activityLog.list({ filter: { userEmail: admin.user.email } })
    expect(activity.map((entry) => entry.action)).toContain('Website güncellendi')
  })

  it("makes an admin's new images the owner's uploads", async () => {
    const customer = await h.customerToken()
    const admin = await h.adminToken()
    const website = await createWebsite(h, customer.user)
    const res = await put(
      admin.token,
      website.id,
      editForm({ title: 'Logolu' }, { logo: [sampleGif(), 'logo.gif'] }),
    )
    expect(res.status, res.text).toBe(200)
    const stored = await h.ports.repos.websites.findById(website.id)
    expect(stored?.logoUploadId).toEqual(expect.any(String))
    const upload = await h.ports.repos.uploads.findById(stored?.logoUploadId ?? '')
    expect(upload).toMatchObject({ userId: customer.user.id, websiteId: website.id })
  })

  it('refuses images on a website without an owner, but saves its text', async () => {
    const customer = await h.customerToken()
    const admin = await h.adminToken()
    const website = await createWebsite(h, customer.user, { ownerId: null, ownerEmail: '', owner: '' })
    const withImage = await put(
      admin.token,
      website.id,
      editForm({ title: 'Sahipsiz' }, { logo: [sampleGif(), 'logo.gif'] }),
    )
    expect(withImage.status, withImage.text).toBe(400)
    expect(withImage.body).toMatchObject({ success: false, message: expect.stringContaining('sahibi yok') })
    expect((await h.ports.repos.websites.findById(website.id))?.name).toBe('Örnek Site')
    const text = await put(admin.token, website.id, editForm({ title: 'Sahipsiz' }))
    expect(text.status, text.text).toBe(200)
    expect((await h.ports.repos.websites.findById(website.id))?.name).toBe('Sahipsiz')
  })

  it("refuses a customer on the admin path with 403 and an admin's stale baseVersion with 409", async () => {
    const customer = await h.customerToken()
    const admin = await h.adminToken()
    const website = await createWebsite(h, customer.user, { name: 'Çay Bahçesi' })
    expect((await h.call('GET', path(website.id), { token: customer.token })).status).toBe(403)
    const own = await put(customer.token, website.id, editForm({ title: 'Müşteri' }))
    expect(own.status).toBe(403)

    const stale = website.lastModified
    h.advance(60)
    const first = await put(admin.token, website.id, editForm({ title: 'İlk', baseVersion: stale }))
    expect(first.status, first.text).toBe(200)
    const second = await put(admin.token, website.id, editForm({ title: 'İkinci', baseVersion: stale }))
    expect(second.status, second.text).toBe(409)
    expect((await h.ports.repos.websites.findById(website.id))?.name).toBe('İlk')
    expect((await h.call('GET', path('no-such-website'), { token: admin.token })).status).toBe(404)
  })

  it("offers the team the owner's images (only images, only the owner's) to put on the site", async () => {
    const customer = await h.customerToken()
    const stranger = await h.customerToken()
    const admin = await h.adminToken()
    const website = await createWebsite(h, customer.user, { name: 'Görselli Fırın' })
    const record = (owner: { id: string }, name: string, mimeType: 'image/jpeg' | 'application/pdf') =>
      h.ports.repos.uploads.create({
        id: crypto.randomUUID(),
        userId: owner.id,
        websiteId: null,
        requestId: null,
        category: 'photos',
        originalName: name,
        mimeType,
        sizeBytes: 10,
        storageKey: `${owner.id}/${name}`,
        sha256: '0'.repeat(64),
        createdAt: h.store.clock.now().toISOString(),
      })
    const photo = await record(customer.user, 'vitrin.jpg', 'image/jpeg')
    await record(customer.user, 'sozlesme.pdf', 'application/pdf')
    await record(stranger.user, 'baska.jpg', 'image/jpeg')
    const res = await h.call('GET', `/api/admin/websites/${website.id}/images`, { token: admin.token })
    expect(res.status, res.text).toBe(200)
    const { items } = (res.body as { data: { items: { id: string; downloadUrl: string }[] } }).data
    expect(items).toEqual([
      expect.objectContaining({ id: photo.id, downloadUrl: `/api/admin/uploads/${photo.id}/download` }),
    ])
    const asCustomer = await h.call('GET', `/api/admin/websites/${website.id}/images`, {
      token: customer.token,
    })
    expect(asCustomer.status).toBe(403)
  })
}
