import { expect, it } from 'vitest'
import { editableWebsiteResponseSchema } from '../../api/websites/website.shared'
import type { Harness } from './harness'
import { sampleJpeg, samplePng } from './request-helpers'
import { createWebsite, editForm, sampleGif, sampleIco, sampleWebp, saved } from './website-helpers'

// The edit screen's images: logo, favicon and gallery stored as the customer's uploads, shown by signed
// address, and deleted when replaced or left out of the gallery.
export function websiteEditImagesSuite(h: Harness) {
  const getWebsite = (token: string, id: string) => h.call('GET', `/api/me/websites/${id}`, { token })
  const image = (url: string) => h.app.request(url)

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
