import { describe, expect, it } from 'vitest'
import { websiteRequestFieldsBodySchema } from '../website-requests/website-request-body.shared'
import { websiteRequestInputSchema } from '../website-requests/website-request-input.shared'
import { requestFields } from '../website-requests/website-request-fields'
import { websiteRequestBodyOfFlat } from './website-request-flat-body'

// The documented flat body becomes the REST door's nested body; what is stored follows from that.
const nestedOf = (flat: Record<string, unknown>) =>
  websiteRequestBodyOfFlat(websiteRequestInputSchema.parse(flat))

describe('the flat body of /api/submit-website-simple.php as the nested body', () => {
  it('is a body the REST door accepts, from the request form (source form) or the wizard (wizard)', () => {
    const form = nestedOf({ name: 'Demir Yapı', keywords: 'inşaat, konut', hasAboutPage: 'on' })
    expect(websiteRequestFieldsBodySchema.safeParse(form).success).toBe(true)
    expect(form).toMatchObject({ source: 'form', websiteName: 'Demir Yapı', pages: { about: true } })
    expect(form.seo?.keywords).toEqual(['inşaat', 'konut'])
    expect(nestedOf({ websiteName: 'Lezzet', name: 'Başka' })).toMatchObject({
      source: 'wizard',
      websiteName: 'Lezzet',
    })
  })

  it('sorts businessType into a sector or a kind of site; an explicit sector or kind wins', () => {
    expect(nestedOf({ name: 'x', businessType: 'hukuk' })).toMatchObject({
      businessType: 'hukuk',
      siteType: null,
    })
    expect(nestedOf({ name: 'x', businessType: 'restoran' })).toMatchObject({
      businessType: 'restoran',
      siteType: 'restoran',
    })
    expect(nestedOf({ name: 'x', businessType: 'kurumsal', sector: 'gida' })).toMatchObject({
      businessType: 'gida',
      siteType: 'kurumsal',
    })
  })

  it('puts the wizard groups where the record keeps them', () => {
    const body = nestedOf({
      websiteName: 'Lezzet Durağı',
      colors: '#b91c1c',
      gallery: ['menu.jpg', { uploadId: 'u-1', caption: 'Salon' }],
      contact: { phone: '0212 000 00 00', email: 'siparis@lezzet.com', whatsapp: '905320000000' },
      address: 'Kadıköy',
      seo: { metaTitle: 'Lezzet', keywords: 'yemek' },
      metaDescription: 'Ev yemekleri',
      hostingDetails: { provider: 'Natro', password: 'p' },
    })
    expect(body).toMatchObject({
      email: 'siparis@lezzet.com',
      phone: '0212 000 00 00',
      design: { colors: { primary: '#b91c1c' } },
      gallery: { items: [{ name: 'menu.jpg' }, { uploadId: 'u-1', caption: 'Salon' }] },
      contact: { whatsapp: '905320000000', address: 'Kadıköy' },
      seo: { metaTitle: 'Lezzet', metaDescription: 'Ev yemekleri', keywords: ['yemek'] },
      hosting: { provider: 'Natro', password: 'p' },
    })
    const { fields, hostingPassword } = requestFields(body)
    expect(fields.contact).toEqual({
      phone: '0212 000 00 00',
      email: 'siparis@lezzet.com',
      whatsapp: '905320000000',
      address: 'Kadıköy',
    })
    expect(hostingPassword).toBe('p')
  })
})
