import { describe, expect, it } from 'vitest'
import { websiteSnapshotSchema, type WebsiteSnapshot } from './website-version.shared'
import { publishChanges } from './publish-changes'

const ids = {
  hero: '00000000-0000-4000-8000-000000000001',
  text: '00000000-0000-4000-8000-000000000002',
  faq: '00000000-0000-4000-8000-000000000003',
  logo: '00000000-0000-4000-8000-000000000004',
  newLogo: '00000000-0000-4000-8000-000000000005',
}

function snapshot(fields: Partial<WebsiteSnapshot> = {}): WebsiteSnapshot {
  return websiteSnapshotSchema.parse({
    name: 'Ilgın Pastanesi',
    description: 'Pastalar.',
    template: 'creative',
    category: 'restoran',
    design: { primaryColor: '#aa3355' },
    socialLinks: {},
    contactInfo: { phone: '0216 000 00 00' },
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
    pages: [
      {
        id: 'home',
        name: 'Ana Sayfa',
        url: '/',
        status: 'published',
        sections: [
          { id: ids.hero, kind: 'hero', title: 'Ilgın Pastanesi' },
          { id: ids.text, kind: 'text', heading: 'Hakkımızda' },
        ],
      },
      { id: 'about', name: 'Hakkımızda', url: '/hakkimizda', status: 'published' },
    ],
    logoUploadId: ids.logo,
    faviconUploadId: null,
    galleryUploadIds: [],
    ...fields,
  })
}

describe('publishChanges', () => {
  it('asks for the publication alone when the saved site is what is live', () => {
    expect(publishChanges(snapshot(), snapshot())).toEqual({
      currentData: { site: 'Ilgın Pastanesi', publish: false },
      requestedData: { publish: true },
    })
  })

  it('names each changed field with its live and saved words, the template and category by label', () => {
    const saved = snapshot({
      description: 'Pastalar ve kurabiyeler.',
      template: 'modern',
      logoUploadId: ids.newLogo,
    })
    const { currentData, requestedData } = publishChanges(snapshot(), saved)
    expect(currentData).toMatchObject({ description: 'Pastalar.', template: 'Yaratıcı', logo: 'Görsel var' })
    expect(requestedData).toMatchObject({
      description: 'Pastalar ve kurabiyeler.',
      template: 'Modern',
      logo: 'Görsel var (yeni görsel)',
    })
    expect(requestedData).not.toHaveProperty('category')
  })

  it('lists a changed page’s sections by kind and heading, marking new, changed and removed ones', () => {
    const live = snapshot()
    const saved = snapshot({
      pages: [
        {
          ...live.pages[0]!,
          sections: [
            { ...live.pages[0]!.sections![0]!, kind: 'hero', title: 'Taze pastalar' },
            { id: ids.faq, kind: 'faq', heading: 'Sorular' },
          ] as never,
        },
        live.pages[1]!,
      ],
    })
    const { currentData, requestedData } = publishChanges(live, saved)
    expect(currentData['page:Ana Sayfa']).toBe(
      'Giriş (büyük başlık) “Ilgın Pastanesi” · Metin “Hakkımızda” (silinecek)',
    )
    expect(requestedData['page:Ana Sayfa']).toBe(
      'Giriş (büyük başlık) “Taze pastalar” (değişti) · Sıkça sorulan sorular “Sorular” (yeni)',
    )
    expect(requestedData).not.toHaveProperty('page:Hakkımızda')
  })

  it('takes a section stored without its defaults as the same section saved with them', () => {
    const saved = snapshot()
    const live = structuredClone(saved)
    live.pages[0]!.sections = [
      { id: ids.hero, kind: 'hero', title: 'Ilgın Pastanesi' },
      { id: ids.text, kind: 'text', heading: 'Hakkımızda' },
    ] as never
    expect(publishChanges(live, saved).requestedData).toEqual({ publish: true })
  })

  it('compares with nothing before the first version', () => {
    const { currentData, requestedData } = publishChanges(null, snapshot())
    expect(currentData.name).toBe('')
    expect(requestedData.name).toBe('Ilgın Pastanesi')
    expect(requestedData['page:Ana Sayfa']).toBe(
      'Giriş (büyük başlık) “Ilgın Pastanesi” · Metin “Hakkımızda”',
    )
  })
})
