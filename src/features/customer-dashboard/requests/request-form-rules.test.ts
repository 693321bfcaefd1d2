import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { emptyRequestForm, requestFailureMessage, requestFormText, requestInput } from './request-form-rules'

const sites = [
  { id: 's1', name: 'Lokanta', domain: 'lokanta.com.tr' },
  { id: 's2', name: 'Taslak Site', domain: '' },
]

describe('requestInput', () => {
  it('defaults to a change request of medium priority', () => {
    expect(emptyRequestForm()).toMatchObject({ type: 'change', priority: 'medium', websiteId: '' })
  })

  it('needs a title and a description', () => {
    expect(requestInput({ ...emptyRequestForm(), title: 'Başlık', description: '   ' }, sites)).toBeNull()
    expect(requestInput({ ...emptyRequestForm(), title: ' ', description: 'Açıklama' }, sites)).toBeNull()
  })

  it('trims and names the chosen website by its domain, else its name', () => {
    const form = {
      ...emptyRequestForm(),
      title: ' Menü ',
      description: ' Fiyatlar ',
      websiteId: 's1',
      priority: 'high' as const,
    }
    expect(requestInput(form, sites)).toEqual({
      type: 'change',
      title: 'Menü',
      description: 'Fiyatlar',
      priority: 'high',
      websiteId: 's1',
      website: 'lokanta.com.tr',
    })
    expect(requestInput({ ...form, websiteId: 's2' }, sites)).toMatchObject({
      websiteId: 's2',
      website: 'Taslak Site',
    })
    expect(requestInput({ ...form, websiteId: '' }, sites)).toMatchObject({ websiteId: null, website: null })
  })
})

describe('requestFailureMessage', () => {
  it("shows the server's reason for a refusal and the documented text otherwise", () => {
    expect(requestFailureMessage(new ApiError('Website bulunamadı.', 404))).toBe('Website bulunamadı.')
    expect(requestFailureMessage(new ApiError('Sunucu hatası', 500))).toBe(requestFormText.failed)
    expect(requestFailureMessage(new ApiError('Bağlantı hatası', 0))).toBe(requestFormText.failed)
    expect(requestFailureMessage(new Error('x'))).toBe(requestFormText.failed)
  })
})
