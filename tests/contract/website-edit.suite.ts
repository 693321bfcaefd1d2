import { expect, it } from 'vitest'
import { editableWebsiteResponseSchema } from '../../api/websites/website.shared'
import type { Harness } from './harness'
import { createWebsite, editForm, saved, saveWebsite } from './website-helpers'

// The edit screen's API: the customer's own website read with its edit model, and every field saved.
export function websiteEditSuite(h: Harness) {
  const getWebsite = (token: string, id: string) => h.call('GET', `/api/me/websites/${id}`, { token })

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
    // The form sends the website's domain back in any form; changing it takes a request (approvals).
    const website = await createWebsite(h, a.user, { domain: 'cicekevi.com.tr' })
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
}
