import sharp from 'sharp'
import { expect, it } from 'vitest'
import { auditResource } from '../../api/audit/audit-resource'
import { uploadResponseSchema } from '../../api/uploads/upload.shared'
import { uploadFileKeys } from '../../api/uploads/image-variants'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { createWebsite, editForm, saved } from './website-helpers'

// docs/rules/file-storage.md#deleting-an-upload: a customer deletes their own files from the Galeri,
// bytes and image copies with the row; a file a published site shows is refused, naming the site; a
// file only unpublished content shows is deleted, and the answer says where it was.
export function uploadDeletionSuite(h: Harness) {
  const { publish } = publishingSteps(h)

  const photo = () =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background: '#e67e22' } })
      .png()
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer))

  async function upload(token: string, name: string) {
    const form = new FormData()
    form.set('file', new File([(await photo()).slice().buffer], name))
    form.set('category', 'photos')
    const response = await h.app.request('/api/me/uploads', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(201)
    return uploadResponseSchema.parse(await response.json()).data.upload
  }
  const remove = (token: string, id: string) => h.call('DELETE', `/api/me/uploads/${id}`, { token })
  /** Every key of the upload's bytes (original and copies), and whether each is still stored. */
  async function storedKeys(id: string) {
    const record = await h.ports.repos.uploads.findById(id)
    if (!record) throw new Error(`no upload ${id}`)
    return uploadFileKeys(record)
  }
  const present = async (keys: string[]) =>
    Promise.all(keys.map(async (key) => (await h.ports.files?.get(key)) !== null))
  /** The website with a hero section showing the upload, saved by its owner. */
  async function showOn(token: string, websiteId: string, uploadId: string) {
    const hero = {
      id: crypto.randomUUID(),
      kind: 'hero',
      title: 'Vitrin',
      image: { uploadId, alt: 'Vitrin' },
    }
    const page = { id: 'home', name: 'Ana Sayfa', url: '/', status: 'published', sections: [hero] }
    await saved(h, token, websiteId, editForm({ pages: [page] }))
  }

  it('deletes an own file with its copies, audited; another user’s file answers 404', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const admin = await h.adminToken()
    const unused = await upload(a.token, 'kullanilmayan.png')
    const keys = await storedKeys(unused.id)
    // With a resizer the photo has its smaller copies too; all of them go.
    if (h.ports.images) expect(keys.length).toBeGreaterThan(1)
    expect(await present(keys)).toEqual(keys.map(() => true))

    for (const [token, who] of [
      [b.token, 'another customer'],
      [admin.token, 'an admin under /api/me'],
    ] as const) {
      const refused = await remove(token, unused.id)
      expect(refused.status, who).toBe(404)
      expect(refused.body).toEqual({ success: false, message: 'Dosya bulunamadı.' })
    }
    expect(await present(keys)).toEqual(keys.map(() => true))

    const res = await remove(a.token, unused.id)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toEqual({ success: true, message: 'Dosya silindi.' })
    expect(await h.ports.repos.uploads.findById(unused.id)).toBeNull()
    expect(await present(keys)).toEqual(keys.map(() => false))
    const audit = await h.ports.repos
      .resource(auditResource)
      .list({ filter: { resource: 'uploads', recordId: unused.id } })
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'delete', actorId: a.user.id })
    expect(audit[0]?.before).toMatchObject({ originalName: 'kullanilmayan.png' })
    const [logged] = await h.ports.repos.activityLog.list({ search: 'kullanilmayan.png' })
    expect(logged).toMatchObject({ action: 'Dosya silindi', userEmail: a.user.email })
    // Gone is gone: a second deletion finds nothing.
    expect((await remove(a.token, unused.id)).status).toBe(404)
  })

  it('refuses a file a published site shows, naming the site; unpublished content only gets a warning', async () => {
    const admin = await h.adminToken()
    const a = await h.customerToken()
    const shop = await createWebsite(h, a.user, { name: 'Defne Pastanesi' })
    const draft = await createWebsite(h, a.user, { name: 'Taslak Kafe' })
    const live = await upload(a.token, 'vitrin.png')
    const drafted = await upload(a.token, 'taslak.png')
    await showOn(a.token, shop.id, live.id)
    await publish(admin.token, shop.id)
    await showOn(a.token, draft.id, drafted.id)
    const liveKeys = await storedKeys(live.id)

    const refused = await remove(a.token, live.id)
    expect(refused.status, refused.text).toBe(409)
    expect(refused.body).toEqual({
      success: false,
      message: 'Bu dosya yayındaki “Defne Pastanesi” sitesinde kullanılıyor; önce siteden kaldırın.',
    })
    expect(await h.ports.repos.uploads.findById(live.id)).not.toBeNull()
    expect(await present(liveKeys)).toEqual(liveKeys.map(() => true))

    const draftKeys = await storedKeys(drafted.id)
    const warned = await remove(a.token, drafted.id)
    expect(warned.status, warned.text).toBe(200)
    expect(warned.body).toEqual({
      success: true,
      message:
        'Dosya silindi. “Taslak Kafe” sitesinin yayınlanmamış içeriğinde kullanılıyordu; orada artık görünmeyecek.',
    })
    expect(await present(draftKeys)).toEqual(draftKeys.map(() => false))

    // Taken down, the site no longer holds the file: its saved content still showed it, so a warning.
    await publish(admin.token, shop.id, 'unpublish')
    const afterwards = await remove(a.token, live.id)
    expect(afterwards.status, afterwards.text).toBe(200)
    expect((afterwards.body as { message: string }).message).toContain('“Defne Pastanesi” sitesinin')
    expect(await present(liveKeys)).toEqual(liveKeys.map(() => false))
  })
}
