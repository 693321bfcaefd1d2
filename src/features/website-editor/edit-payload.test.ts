import { describe, expect, it } from 'vitest'
import { websiteEditDraftSchema } from '../../../api/websites/website-edit.shared'
import { JSON_FIELDS, TEXT_FIELDS, buildEditPayload } from './edit-payload'
import type { EditFiles } from './edit-payload'

const form = websiteEditDraftSchema.parse({
  title: 'Lale Lokantası',
  domain: 'lale.com.tr',
  template: 'business',
  status: 'active',
  description: 'Ev yemekleri',
  category: 'restoran',
  primaryColor: '#b91c1c',
  secondaryColor: '#450a0a',
  fontFamily: 'Poppins',
  headerStyle: 'bold',
  footerStyle: 'detailed',
  socialLinks: { instagram: 'https://instagram.com/lale' },
  contactInfo: { email: 'bilgi@lale.com.tr', phone: '0212 000 00 00', address: 'Kadıköy' },
  seoTitle: 'Lale Lokantası',
  seoDescription: 'Kadıköy’de ev yemekleri',
  seoKeywords: 'lokanta, kadıköy',
  pages: [{ id: 'p1', name: 'Menü', url: '/menu', status: 'published' }],
})

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' })
const noFiles: EditFiles = { logo: null, favicon: null, gallery: [], keptGallery: ['u1', 'u2'] }
const BASE = '2026-11-28T10:00:00.000Z'

describe('buildEditPayload', () => {
  it('sends every text field by name, the objects as JSON strings and the version it started from', () => {
    const payload = buildEditPayload(form, noFiles, BASE)
    expect(payload.get('baseVersion')).toBe(BASE)
    for (const field of TEXT_FIELDS) expect(payload.get(field), field).toBe(form[field])
    for (const field of JSON_FIELDS)
      expect(JSON.parse(payload.get(field) as string), field).toEqual(form[field])
    expect(payload.get('template')).toBe('business')
    expect(JSON.parse(payload.get('pages') as string)).toEqual([
      { id: 'p1', name: 'Menü', url: '/menu', status: 'published' },
    ])
  })

  it('lists the saved gallery images to keep, and no file without a new choice', () => {
    const payload = buildEditPayload(form, { ...noFiles, keptGallery: ['u2'] }, BASE)
    expect(JSON.parse(payload.get('gallery') as string)).toEqual(['u2'])
    expect(payload.has('logo')).toBe(false)
    expect(payload.has('favicon')).toBe(false)
    expect([...payload.keys()].filter((key) => key.startsWith('gallery_'))).toEqual([])
  })

  it('adds a chosen logo and favicon, and the new gallery images as gallery_0, gallery_1, … in order', () => {
    const payload = buildEditPayload(
      form,
      {
        logo: png('logo.png'),
        favicon: png('favicon.png'),
        gallery: [png('bir.png'), png('iki.png')],
        keptGallery: [],
      },
      BASE,
    )
    expect((payload.get('logo') as File).name).toBe('logo.png')
    expect((payload.get('favicon') as File).name).toBe('favicon.png')
    expect((payload.get('gallery_0') as File).name).toBe('bir.png')
    expect((payload.get('gallery_1') as File).name).toBe('iki.png')
    expect(payload.has('gallery_2')).toBe(false)
    expect(JSON.parse(payload.get('gallery') as string)).toEqual([])
  })

  it('asks for a saved logo or favicon to be removed with an empty text field', () => {
    const payload = buildEditPayload(form, { ...noFiles, logo: 'remove' }, BASE)
    expect(payload.get('logo')).toBe('')
    expect(payload.has('favicon')).toBe(false)
  })
})
