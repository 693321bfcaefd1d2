import { describe, expect, it } from 'vitest'
import { offlineMessages } from '../../../api/lib/api-source.shared'
import { websiteSchema } from '../../../api/websites/website.shared'
import { WEBSITE_SAVE_FAILED_MESSAGE, saveOutcome } from './websites'

const at = '2026-11-22T09:30:00.000Z'
// A website as the server answers a save (validated with the API's own schema, so it cannot drift).
const website = {
  ...websiteSchema.parse({
    id: 'site-1',
    name: 'Lale Lokantası',
    domain: '',
    ownerEmail: 'ayse@example.com',
    ownerId: 'user-7',
    owner: 'Ayşe',
    template: 'business',
    description: '',
    status: 'active',
    visitors: 0,
    storage: 0,
    plan: null,
    hostingInfo: null,
    domainInfo: null,
    category: null,
    logoUploadId: 'up-1',
    faviconUploadId: null,
    design: {},
    socialLinks: {},
    contactInfo: {},
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
    galleryUploadIds: [],
    pages: [],
    slug: null,
    publishedAt: null,
    lastModified: at,
    createdAt: at,
    userId: 'user-7',
    lastUpdate: at,
  }),
  logo: { id: 'up-1', url: '/api/website-images/up-1?sig=abc' },
  favicon: null,
  gallery: [],
  publicUrl: null,
}

describe('saveOutcome', () => {
  it('is saved with the server message and the website as stored', async () => {
    const outcome = await saveOutcome(200, {
      success: true,
      message: 'Website başarıyla güncellendi!',
      data: { website },
    })
    expect(outcome).toEqual({ kind: 'saved', message: 'Website başarıyla güncellendi!', website })
  })

  it('shows the server reason of a refusal, or the general failure when it gives none', async () => {
    expect(
      await saveOutcome(400, {
        success: false,
        message: 'Yalnızca görsel dosyaları yüklenebilir (JPG, PNG, WebP, GIF).',
      }),
    ).toEqual({
      kind: 'refused',
      message: 'Yalnızca görsel dosyaları yüklenebilir (JPG, PNG, WebP, GIF).',
      status: 400,
    })
    expect(await saveOutcome(500, null)).toEqual({
      kind: 'refused',
      message: WEBSITE_SAVE_FAILED_MESSAGE,
      status: 500,
    })
    expect(WEBSITE_SAVE_FAILED_MESSAGE).toBe('Website güncellenirken bir hata oluştu.')
  })

  it('does not take an answer it cannot read for a save', async () => {
    expect(await saveOutcome(200, { success: true })).toEqual({
      kind: 'refused',
      message: WEBSITE_SAVE_FAILED_MESSAGE,
    })
    expect(await saveOutcome(200, { success: false, message: 'Hayır' })).toEqual({
      kind: 'refused',
      message: 'Hayır',
      status: 200,
    })
  })

  it('knows a write the service worker kept for later', async () => {
    expect(await saveOutcome(202, { success: true, queued: true, message: 'x', id: 'q1' })).toEqual({
      kind: 'queued',
      message: offlineMessages.queued,
    })
  })
})
