import sharp from 'sharp'
import { expect, it } from 'vitest'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { createWebsite, editForm, saved } from './website-helpers'

// Responsive images (docs/rules/publishing.md#images): an uploaded photo gets smaller WebP copies once, a
// published page offers them in srcset, the site serves exactly those, and they go with the upload. A
// store without a resizer (the demo's) publishes the original alone.
export function publishedImagesSuite(h: Harness) {
  const { site, publish } = publishingSteps(h)

  const photo = () =>
    sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer))

  it('offers a photo’s smaller copies in srcset and serves only those; they go with the photo', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: `Vitrin ${crypto.randomUUID().slice(0, 6)}` })
    const withPhoto = await saved(
      h,
      owner.token,
      website.id,
      editForm({}, { gallery_0: [await photo(), 'vitrin.png'] }),
    )
    const photoId = withPhoto.gallery[0]?.id ?? ''

    const hero = {
      id: crypto.randomUUID(),
      kind: 'hero',
      title: 'Vitrin',
      image: { uploadId: photoId, alt: 'Vitrin' },
    }
    await saved(
      h,
      owner.token,
      website.id,
      editForm({
        pages: [{ id: 'home', name: 'Ana Sayfa', url: '/', status: 'published', sections: [hero] }],
      }),
    )
    const { slug } = await publish(admin.token, website.id)
    const html = await (await site(`/sites/${slug}/`)).text()
    const upload = await h.ports.repos.uploads.findById(photoId)

    if (!h.ports.images) {
      // No resizer here: the original alone, and nothing else is served.
      expect(upload?.variants ?? null).toBeNull()
      expect(html).toContain(`src="media/${photoId}"`)
      expect(html).not.toContain('srcset=')
      expect((await site(`/sites/${slug}/media/${photoId}.w480.webp`)).status).toBe(404)
      return
    }
    expect(upload?.variants).toEqual({
      width: 2000,
      height: 1200,
      copies: [
        { width: 480, height: 288, sizeBytes: expect.any(Number) },
        { width: 960, height: 576, sizeBytes: expect.any(Number) },
        { width: 1600, height: 960, sizeBytes: expect.any(Number) },
      ],
    })
    expect(html).toContain(
      `srcset="media/${photoId}.w480.webp 480w, media/${photoId}.w960.webp 960w, media/${photoId}.w1600.webp 1600w, media/${photoId} 2000w"`,
    )
    const copy = await site(`/sites/${slug}/media/${photoId}.w960.webp`)
    expect(copy.status).toBe(200)
    expect(copy.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(new Uint8Array(await copy.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 960,
      height: 576,
    })
    // Only the widths the upload has, only under a page that shows it.
    expect((await site(`/sites/${slug}/media/${photoId}.w800.webp`)).status).toBe(404)

    // Taken off the live site, then deleted from the Galeri: the copies' bytes go with the original's.
    const storageKey = upload?.storageKey ?? ''
    await saved(
      h,
      owner.token,
      website.id,
      editForm({ pages: [{ id: 'home', name: 'Ana Sayfa', url: '/', status: 'published', sections: [] }] }),
    )
    await publish(admin.token, website.id)
    const removed = await h.call('DELETE', `/api/me/uploads/${photoId}`, { token: owner.token })
    expect(removed.status, removed.text).toBe(200)
    expect(await h.ports.files?.get(storageKey)).toBeNull()
    expect(await h.ports.files?.get(`${storageKey}-w960`)).toBeNull()
  })
}
