import { describe, expect, it } from 'vitest'
import {
  WEBSITE_FORM_MESSAGES,
  checkWebsiteForm,
  emptyWebsiteForm,
  refusalErrors,
  storedDomainHint,
} from './website-form'

describe('the website dialogs’ form', () => {
  const filled = { ...emptyWebsiteForm(), name: 'Lezzet', domain: 'lezzet.com', ownerEmail: 'a@b.com' }

  it('names each empty required field with the server’s message, and a domain that is none', () => {
    expect(checkWebsiteForm(emptyWebsiteForm())).toEqual({
      name: WEBSITE_FORM_MESSAGES.required,
      domain: WEBSITE_FORM_MESSAGES.required,
      ownerEmail: WEBSITE_FORM_MESSAGES.required,
    })
    expect(checkWebsiteForm({ ...filled, domain: 'lezzet com' })).toEqual({
      domain: WEBSITE_FORM_MESSAGES.invalidDomain,
    })
    expect(checkWebsiteForm({ ...filled, domain: 'https://WWW.Çiçek.com/' })).toEqual({})
  })

  it('puts the server’s refusals at their fields, others on the form', () => {
    expect(refusalErrors('Bu domain zaten kullanılıyor.', filled)).toEqual({
      domain: 'Bu domain zaten kullanılıyor.',
    })
    expect(refusalErrors(WEBSITE_FORM_MESSAGES.invalidOwnerEmail, filled)).toEqual({
      ownerEmail: WEBSITE_FORM_MESSAGES.invalidOwnerEmail,
    })
    expect(refusalErrors(WEBSITE_FORM_MESSAGES.required, { ...filled, name: ' ' })).toEqual({
      name: WEBSITE_FORM_MESSAGES.required,
    })
    expect(refusalErrors('Website güncellenirken bir hata oluştu.', filled)).toBeNull()
  })

  it('shows how a domain will be stored when that differs from what was typed', () => {
    expect(storedDomainHint('WWW.Çiçek.com.')).toBe('Kaydedilecek hali: xn--iek-1lab.com')
    expect(storedDomainHint('lezzet.com')).toBeNull()
    expect(storedDomainHint('lezzet com')).toBeNull()
  })
})
