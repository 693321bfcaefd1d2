import { expect, it } from 'vitest'
import { resources } from '../../api/kernel/resources'
import { sampleRecord } from '../../api/kernel/sample-record'
import { defaultPackageLimitations } from '../../api/schemas/package'
import { UPLOAD_MAX_BYTES } from '../../api/schemas/upload'
import { createServices } from '../../api/services'
import { editableWebsiteResponseSchema } from '../../api/schemas/website'
import type { Harness } from './harness'
import { sampleJpeg, samplePdf, samplePng } from './request-helpers'
import {
  createWebsite,
  editForm,
  recordingFiles,
  sampleGif,
  sampleIco,
  sampleWebp,
  saved,
  saveWebsite,
} from './website-helpers'

const IMAGES_ONLY = {
  success: false,
  message: 'Yalnızca görsel dosyaları yüklenebilir (JPG, PNG, WebP, GIF).',
}

// The edit screen's API: the customer's own website with its images, and the all-or-nothing save.
export function websiteEditSuite(h: Harness) {
  const getWebsite = (token: string, id: string) => h.call('GET', `/api/me/websites/${id}`, { token })
  const image = (url: string) => h.app.request(url)

  it("answers the owner's website with its edit model, and 404 to anyone else", async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const admin = await h.adminToken()
    const website = await createWebsite(h, a.user, { name: 'Kahve Durağı', domain: 'kahveduragi.com' })
    const res = await getWebsite(a.token, website.id)
    expect(res.status, res.text).toBe(200)
    const view = editableWebsiteResponseSchema.parse(res.body).data.website
    expect(view).toMatchObject({
      id: website.id,
      name: 'Kahve Durağı',
      domain: 'kahveduragi.com',
      logo: null,
      favicon: null,
      gallery: [],
      pages: [],
      slug: null,
      publishedAt: null,
      publicUrl: null,
    })
    expect(view).not.toHaveProperty('hostingInfo.password')
    for (const token of [b.token, admin.token]) {
      const other = await getWebsite(token, website.id)
      expect(other.status).toBe(404)
      expect(other.body).toEqual({ success: false, message: 'Website bulunamadı.' })
    }
    const foreignSave = await saveWebsite(h, b.token, website.id, editForm({ title: 'Ele geçirildi' }))
    expect(foreignSave.status).toBe(404)
    expect((await h.ports.repos.websites.findById(website.id))?.name).toBe('Kahve Durağı')
  })

  it('saves every field of the form, normalising page addresses, and logs the change', async () => {
    const a = await h.customerToken()
    const website = await createWebsite(h, a.user)
    h.advance(60)
    const view = await saved(
      h,
      a.token,
      website.id,
      editForm({
        title: '  Çiçek Evi  ',
        domain: 'https://CicekEvi.com.tr/',
        template: 'creative',
        status: 'maintenance',
        description: 'İstanbul’un en taze çiçekleri.',
        category: 'sanat',
        primaryColor: '#c2410c',
        secondaryColor: '#fff',
        fontFamily: 'Poppins',
        headerStyle: 'bold',
        footerStyle: 'detailed',
        seoTitle: 'Çiçek Evi — taze çiçekler',
        seoDescription: 'Aynı gün teslim.',
        seoKeywords: 'çiçek, buket',
        socialLinks: { instagram: 'https://instagram.com/cicekevi', facebook: '' },
        contactInfo: { email: 'Bilgi@CicekEvi.com.tr', phone: '+90 212 555 00 00', address: '' },
        pages: [
          { id: 'p1', name: 'Ana Sayfa', url: '/', status: 'published' },
          { id: 'p2', name: 'Hakkımızda', url: '/Hakkımızda Sayfası', status: 'hidden' },
          { id: 'p3', name: 'Yeni Sayfa', url: '/yeni-sayfa', status: 'draft' },
        ],
      }),
    )
    expect(view).toMatchObject({
      name: 'Çiçek Evi',
      domain: 'cicekevi.com.tr',
      template: 'creative',
      status: 'maintenance',
      category: 'sanat',
      design: {
        primaryColor: '#c2410c',
        secondaryColor: '#fff',
        fontFamily: 'Poppins',
        headerStyle: 'bold',
        footerStyle: 'detailed',
      },
      socialLinks: { instagram: 'https://instagram.com/cicekevi' },
      contactInfo: { email: 'bilgi@cicekevi.com.tr', phone: '+90 212 555 00 00' },
      seoTitle: 'Çiçek Evi — taze çiçekler',
      seoKeywords: 'çiçek, buket',
    })
    expect(view.pages.map((page) => page.url)).toEqual(['/', '/hakkimizda-sayfasi', '/yeni-sayfa'])
    expect(Date.parse(view.lastModified)).toBeGreaterThan(Date.parse(website.lastModified))
    const log = await h.ports.repos.activityLog.list({ filter: { userEmail: a.user.email } })
    expect(log.map((entry) => entry.action)).toContain('Website güncellendi')

    // A field left out keeps its value; an empty one clears it.
    const second = await saved(h, a.token, website.id, editForm({ seoTitle: '', primaryColor: '' }))
    expect(second).toMatchObject({ name: 'Çiçek Evi', seoTitle: null, template: 'creative' })
    expect(second.design).not.toHaveProperty('primaryColor')
  })

  it('refuses a missing title, a long SEO text, a bad colour, bad JSON or a taken domain, changing nothing', async () => {
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
      [{ domain: 'Alinmis.com' }, 409, 'Bu domain zaten kullanılıyor.'],
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

  it('stores the logo, favicon and gallery as uploads of the customer and shows them by signed address', async () => {
    const a = await h.customerToken()
    const website = await createWebsite(h, a.user)
    const view = await saved(
      h,
      a.token,
      website.id,
      editForm(
        { title: 'Görselli Site' },
        {
          logo: [samplePng(), 'C:\\fakepath\\Logo Şirket.png'],
          favicon: [sampleIco(), 'favicon.ico'],
          gallery_0: [sampleWebp(), 'vitrin.webp'],
          gallery_1: [sampleGif(), 'hareketli.jpg'],
        },
      ),
    )
    expect(view.logo?.url).toMatch(/^\/api\/website-images\/[^?]+\?expires=\d+&signature=[0-9a-f]{64}$/)
    expect(view.gallery.map((entry) => entry.name)).toEqual(['vitrin.webp', 'hareketli.gif'])
    const uploads = await h.ports.repos.uploads.list({ filter: { userId: a.user.id } })
    expect(uploads).toHaveLength(4)
    for (const upload of uploads) expect(upload.websiteId).toBe(website.id)
    const byId = new Map(uploads.map((upload) => [upload.id, upload]))
    expect(byId.get(view.logo?.id ?? '')).toMatchObject({
      category: 'branding',
      mimeType: 'image/png',
      originalName: 'Logo Şirket.png',
    })
    expect(byId.get(view.favicon?.id ?? '')).toMatchObject({ category: 'branding', mimeType: 'image/x-icon' })
    expect(view.gallery.map((entry) => byId.get(entry.id)?.mimeType)).toEqual(['image/webp', 'image/gif'])

    const logo = await image(view.logo?.url ?? '')
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/png')
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff')
    expect(logo.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/)
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(samplePng())
    // The same address again is the same answer (an <img> caches it), and the GET shows the same images.
    const again = editableWebsiteResponseSchema.parse((await getWebsite(a.token, website.id)).body).data
      .website
    expect(again.logo).toEqual(view.logo)

    const forged = (view.logo?.url ?? '').replace(/signature=./, (m) =>
      m.endsWith('0') ? 'signature=1' : 'signature=0',
    )
    expect((await image(forged)).status).toBe(404)
    const otherId = (view.gallery[0]?.url ?? '').replace(view.gallery[0]?.id ?? '', view.logo?.id ?? '')
    expect((await image(otherId)).status).toBe(404)
    h.advance(3 * 3600)
    expect((await image(view.logo?.url ?? '')).status).toBe(404)
  })

  it('keeps the gallery images named in `gallery`, deletes the others and a replaced logo', async () => {
    const a = await h.customerToken()
    const website = await createWebsite(h, a.user)
    const first = await saved(
      h,
      a.token,
      website.id,
      editForm(
        {},
        {
          logo: [samplePng(), 'eski-logo.png'],
          gallery_0: [sampleJpeg(), '1.jpg'],
          gallery_1: [sampleJpeg(), '2.jpg'],
          gallery_2: [sampleJpeg(), '3.jpg'],
        },
      ),
    )
    const [one, two, three] = first.gallery.map((entry) => entry.id)
    const oldLogo = await h.ports.repos.uploads.findById(first.logo?.id ?? '')
    const second = await saved(
      h,
      a.token,
      website.id,
      editForm(
        { gallery: [three, one, 'someone-elses-upload'] },
        { logo: [sampleGif(), 'yeni.gif'], gallery_0: [samplePng(), '4.png'] },
      ),
    )
    expect(second.gallery.map((entry) => entry.id).slice(0, 2)).toEqual([three, one])
    expect(second.gallery.map((entry) => entry.name)).toEqual(['3.jpg', '1.jpg', '4.png'])
    expect(second.logo?.id).not.toBe(first.logo?.id)
    expect(await h.ports.repos.uploads.findById(two ?? '')).toBeNull()
    expect(await h.ports.repos.uploads.findById(oldLogo?.id ?? '')).toBeNull()
    expect(await h.ports.files?.get(oldLogo?.storageKey ?? '')).toBeNull()
    // No `gallery` field: every saved image stays.
    const third = await saved(h, a.token, website.id, editForm({ title: 'Galeri aynı' }))
    expect(third.gallery.map((entry) => entry.id)).toEqual(second.gallery.map((entry) => entry.id))
    // An empty `logo` text field removes the logo.
    const fourth = await saved(h, a.token, website.id, editForm({ logo: '' }))
    expect(fourth.logo).toBeNull()
    expect(await h.ports.repos.uploads.findById(second.logo?.id ?? '')).toBeNull()
  })
}

function assertFiles(): never {
  throw new Error('this store has no file store')
}
