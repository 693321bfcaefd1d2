import { describe, expect, it } from 'vitest'
import { websiteEditDraftSchema } from '../../../api/websites/website-edit.shared'
import { formFromWebsite } from './edit-form'

type Saved = Parameters<typeof formFromWebsite>[0]

const saved: Saved = {
  name: 'Lale Lokantası',
  domain: 'lale.com.tr',
  template: 'creative',
  status: 'maintenance',
  description: 'Ev yemekleri',
  category: 'restoran',
  design: { primaryColor: '#b91c1c', fontFamily: 'Lato', headerStyle: 'minimal', footerStyle: 'simple' },
  socialLinks: { instagram: 'https://instagram.com/lale', youtube: 'https://youtube.com/lale' },
  contactInfo: { email: 'bilgi@lale.com.tr' },
  seoTitle: 'Lale',
  seoDescription: null,
  seoKeywords: 'lokanta',
  pages: [{ id: 'p1', name: 'Menü', url: '/menu', status: 'hidden' }],
}

describe('formFromWebsite', () => {
  it('fills the form from the saved website', () => {
    const form = formFromWebsite(saved)
    expect(form).toMatchObject({
      title: 'Lale Lokantası',
      domain: 'lale.com.tr',
      template: 'creative',
      status: 'maintenance',
      category: 'restoran',
      primaryColor: '#b91c1c',
      secondaryColor: '',
      fontFamily: 'Lato',
      headerStyle: 'minimal',
      footerStyle: 'simple',
      seoTitle: 'Lale',
      seoDescription: '',
      seoKeywords: 'lokanta',
      pages: [{ id: 'p1', name: 'Menü', url: '/menu', status: 'hidden' }],
    })
    // Every network and contact field is there (empty when not saved); others are not offered.
    expect(form.socialLinks).toEqual({
      facebook: '',
      twitter: '',
      instagram: 'https://instagram.com/lale',
      linkedin: '',
    })
    expect(form.contactInfo).toEqual({ email: 'bilgi@lale.com.tr', phone: '', address: '', whatsapp: '' })
    expect(websiteEditDraftSchema.safeParse(form).success).toBe(true)
  })

  it('starts a value the edit model does not offer from its default', () => {
    const form = formFromWebsite({
      ...saved,
      template: 'landing',
      category: 'bilinmeyen',
      design: { fontFamily: 'Comic Sans', headerStyle: 'tuhaf' },
    })
    expect(form.template).toBe('modern')
    expect(form.category).toBe('')
    expect(form.fontFamily).toBe('')
    expect(form.headerStyle).toBe('')
    expect(websiteEditDraftSchema.safeParse(form).success).toBe(true)
  })
})
