import { expect, it } from 'vitest'
import { resources } from '../../api/kernel/resources'
import { approvalMessages } from '../../api/approvals/approval-messages.shared'
import { sampleRecord } from '../../api/kernel/sample-record'
import { defaultPackageLimitations } from '../../api/packages/package.shared'
import { UPLOAD_MAX_BYTES } from '../../api/uploads/upload.shared'
import { createServices } from '../../api/services'
import type { Harness } from './harness'
import { sampleJpeg, samplePdf, samplePng } from './request-helpers'
import { pngDeclaring } from '../support/image-bytes'
import { createWebsite, editForm, recordingFiles, sampleIco, saved, saveWebsite } from './website-helpers'

const IMAGES_ONLY = {
  success: false,
  message: 'Yalnızca görsel dosyaları yüklenebilir (JPG, PNG, WebP, GIF).',
}

// The edit screen's save is all or nothing: a refused save changes no field and keeps none of its files.
export function websiteEditRefusalsSuite(h: Harness) {
  it('refuses a missing title, a long SEO text, a bad colour, bad JSON or a changed domain, changing nothing', async () => {
    const a = await h.customerToken()
    await createWebsite(h, a.user, { domain: 'alinmis.com' })
    const website = await createWebsite(h, a.user, { name: 'Değişmez', domain: 'degismez.com' })
    const recorder = recordingFiles(h.ports.files ?? assertFiles())
    h.withPorts({ files: recorder.store })
    const png: [Uint8Array, string] = [samplePng(), 'logo.png']
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ title: '   ' }, 400, 'Website adı zorunludur.'],
      [{ title: 'Ad', seoTitle: 'x'.repeat(61) }, 400, 'SEO başlığı en fazla 60 karakter olabilir.'],
      [{ seoDescription: 'y'.repeat(161) }, 400, 'SEO açıklaması en fazla 160 karakter olabilir.'],
      [{ primaryColor: 'kırmızı' }, 400, 'Geçersiz renk kodu.'],
      [{ pages: '[{"id":' }, 400, 'Sayfalar alanı okunamadı: geçerli bir JSON değil.'],
      [{ pages: [{ id: 'a', name: '', url: '/a', status: 'published' }] }, 400, 'Sayfa adı zorunludur.'],
      [{ template: 'retro' }, 400, 'Geçersiz şablon seçimi.'],
      // The domain changes only through a request an admin approves (docs/rules/approvals.md).
      [{ domain: 'Alinmis.com' }, 400, approvalMessages.domainChangeByRequest],
      [{ domain: 'yeni-alan.com' }, 400, approvalMessages.domainChangeByRequest],
    ]
    for (const [fields, status, message] of cases) {
      // Files after the fields (as the edit screen sends them) and before them: both change nothing.
      for (const filesFirst of [false, true]) {
        const form = new FormData()
        if (filesFirst) form.append('logo', new File([png[0].slice().buffer], png[1]))
        for (const [name, value] of editForm(fields).entries()) form.append(name, value)
        if (!filesFirst) form.append('gallery_0', new File([sampleJpeg().slice().buffer], 'a.jpg'))
        const res = await saveWebsite(h, a.token, website.id, form)
        expect(res.status, `${JSON.stringify(fields)}: ${res.text}`).toBe(status)
        expect(res.body).toEqual({ success: false, message })
      }
    }
    expect(await h.ports.repos.websites.findById(website.id)).toEqual(website)
    expect(await h.ports.repos.uploads.count({ filter: { userId: a.user.id } })).toBe(0)
    for (const key of recorder.written) expect(await recorder.store.get(key)).toBeNull()
  })

  it('refuses a save made on a website someone changed meanwhile (409), keeping their change', async () => {
    const a = await h.customerToken()
    const website = await createWebsite(h, a.user, { name: 'İlk Ad' })
    h.advance(1)
    await h.ports.repos.websites.update(website.id, {
      name: 'Yöneticinin Adı',
      lastModified: h.store.clock.now().toISOString(),
    })
    const services = createServices(h.ports)
    const request = new Request('http://localhost/', {
      method: 'PUT',
      body: editForm({ title: 'Eski Sayfadan' }),
    })
    await expect(services.websiteEdits.save(a.user, website, request, '127.0.0.1')).rejects.toMatchObject({
      status: 409,
      message:
        'Website siz düzenlerken değiştirildi. Lütfen sayfayı yenileyip değişikliklerinizi tekrar kaydedin.',
    })
    expect((await h.ports.repos.websites.findById(website.id))?.name).toBe('Yöneticinin Adı')
  })

  it('refuses a form started before the last save (its base version), also when it comes much later', async () => {
    const admin = await h.adminToken()
    const a = await h.customerToken()
    const website = await createWebsite(h, a.user, { name: 'İlk Ad', description: 'İlk açıklama.' })
    const started = (await saved(h, a.token, website.id, editForm({}))).lastModified
    // The team renames the site while the customer's form (a draft kept offline, say) still has the old name.
    h.advance(1)
    const renamed = await h.call('PATCH', `/api/admin/websites/${website.id}`, {
      token: admin.token,
      body: { name: 'Yöneticinin Adı' },
    })
    expect(renamed.status, renamed.text).toBe(200)

    h.advance(60)
    const stale = await saveWebsite(
      h,
      a.token,
      website.id,
      editForm({ title: 'İlk Ad', description: 'Yeni açıklama.', baseVersion: started }),
    )
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({
      success: false,
      message:
        'Siz düzenlemeye başladıktan sonra website başka biri tarafından (ya da başka bir sekmede) kaydedildi. Kaydedilmiş hâli ile sizin değişiklikleriniz aşağıda alan alan gösteriliyor; hangisiyle devam edeceğinizi seçin.',
    })
    const kept = await h.ports.repos.websites.findById(website.id)
    expect(kept).toMatchObject({ name: 'Yöneticinin Adı', description: 'İlk açıklama.' })

    // Started again from what is saved now: the save goes through.
    const current = kept?.lastModified ?? ''
    const next = await saved(
      h,
      a.token,
      website.id,
      editForm({ description: 'Yeni açıklama.', baseVersion: current }),
    )
    expect(next).toMatchObject({ name: 'Yöneticinin Adı', description: 'Yeni açıklama.' })
    const unreadable = await saveWebsite(h, a.token, website.id, editForm({ baseVersion: 'dün' }))
    expect(unreadable.status).toBe(400)
    expect(unreadable.body).toMatchObject({
      message: 'Form verisi okunamadı. Lütfen sayfayı yenileyip tekrar deneyin.',
    })
  })

  it('refuses a file that is no image, whatever its name, and keeps none of the files sent with it', async () => {
    const a = await h.customerToken()
    const website = await createWebsite(h, a.user)
    const recorder = recordingFiles(h.ports.files ?? assertFiles())
    h.withPorts({ files: recorder.store })
    const text = new TextEncoder().encode('merhaba, ben bir resim değilim')
    const cases: Array<Record<string, [Uint8Array, string]>> = [
      { gallery_0: [samplePng(), 'a.png'], logo: [text, 'logo.png'] },
      { logo: [samplePng(), 'logo.png'], gallery_0: [samplePdf(), 'menu.png'] },
      // ICO is a favicon's format only.
      { logo: [sampleIco(), 'logo.ico'] },
    ]
    for (const files of cases) {
      const res = await saveWebsite(h, a.token, website.id, editForm({ title: 'Yeni Ad' }, files))
      expect(res.status, res.text).toBe(400)
      expect(res.body).toEqual(IMAGES_ONLY)
    }
    expect(recorder.written.length).toBeGreaterThanOrEqual(3)
    for (const key of recorder.written) expect(await recorder.store.get(key)).toBeNull()
    expect(await h.ports.repos.websites.findById(website.id)).toEqual(website)
    expect(await h.ports.repos.uploads.count({ filter: { userId: a.user.id } })).toBe(0)
  })

  it('refuses an image that declares more than 40 megapixels, keeping none of the files sent with it', async () => {
    const a = await h.customerToken()
    const website = await createWebsite(h, a.user)
    const recorder = recordingFiles(h.ports.files ?? assertFiles())
    h.withPorts({ files: recorder.store })
    const files: Record<string, [Uint8Array, string]> = {
      logo: [samplePng(), 'logo.png'],
      gallery_0: [pngDeclaring(30_000, 30_000), 'duvar.png'],
    }
    const res = await saveWebsite(h, a.token, website.id, editForm({ title: 'Yeni Ad' }, files))
    expect(res.status, res.text).toBe(400)
    expect(res.body).toEqual({
      success: false,
      message:
        'Görselin çözünürlüğü çok yüksek: en fazla 40 megapiksel (ör. 8000 × 5000) olabilir. Lütfen küçültüp yeniden yükleyin.',
    })
    expect(recorder.written.length).toBe(2)
    for (const key of recorder.written) expect(await recorder.store.get(key)).toBeNull()
    expect(await h.ports.repos.websites.findById(website.id)).toEqual(website)
  })

  it('refuses an image over 10 MB with 413 and stores nothing', async () => {
    const a = await h.customerToken()
    const website = await createWebsite(h, a.user)
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1)
    big.set(samplePng())
    const res = await saveWebsite(
      h,
      a.token,
      website.id,
      editForm({ title: 'Büyük' }, { logo: [big, 'b.png'] }),
    )
    expect(res.status).toBe(413)
    expect(res.body).toEqual({
      success: false,
      message: 'Dosya boyutu 10 MB sınırını aşıyor. Lütfen daha küçük bir dosya seçin.',
    })
    expect(await h.ports.repos.websites.findById(website.id)).toEqual(website)
    expect(await h.ports.repos.uploads.count({ filter: { userId: a.user.id } })).toBe(0)
  })

  it("keeps the images within the customer's storage quota", async () => {
    const a = await h.customerToken()
    const website = await createWebsite(h, a.user)
    const now = h.store.clock.now().toISOString()
    const quota = defaultPackageLimitations.storage * 1024 ** 3
    await h.ports.repos.uploads.create({
      ...sampleRecord(resources.uploads, 1, { id: crypto.randomUUID(), createdAt: now }),
      userId: a.user.id,
      mimeType: 'application/pdf',
      sizeBytes: quota - 100,
      storageKey: `${a.user.id}/arsiv`,
    })
    const res = await saveWebsite(
      h,
      a.token,
      website.id,
      editForm({ title: 'Dolu' }, { logo: [samplePng(), 'l.png'] }),
    )
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({
      success: false,
      message: expect.stringContaining('Depolama alanınız doldu'),
    })
    expect(await h.ports.repos.websites.findById(website.id)).toEqual(website)
    // Text alone still saves.
    expect((await saved(h, a.token, website.id, editForm({ title: 'Yalnızca metin' }))).name).toBe(
      'Yalnızca metin',
    )
  })
}

function assertFiles(): never {
  throw new Error('this store has no file store')
}
