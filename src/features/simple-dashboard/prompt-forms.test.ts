import { describe, expect, it } from 'vitest'
import {
  checkSupportTicket,
  checkWebsiteRequest,
  emptySupportTicket,
  emptyWebsiteRequest,
} from './prompt-forms'

describe('the simple dashboard dialogs', () => {
  it('a website request needs a name; the rest is trimmed and optional', () => {
    expect(checkWebsiteRequest(emptyWebsiteRequest('a@b.co'))).toEqual({
      ok: false,
      message: 'Lütfen website adını girin',
    })
    expect(
      checkWebsiteRequest({ ...emptyWebsiteRequest(' a@b.co '), name: ' Kafe ', company: ' Kafe Ltd ' }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Kafe',
        email: 'a@b.co',
        company: 'Kafe Ltd',
        description: '',
        budget_range: '',
        timeline: '',
      },
    })
  })

  it('a support ticket needs a title and a description', () => {
    expect(checkSupportTicket({ ...emptySupportTicket(), title: 'Site açılmıyor' })).toEqual({
      ok: false,
      message: 'Lütfen başlık ve açıklama alanlarını doldurun',
    })
    expect(checkSupportTicket({ title: ' Site açılmıyor ', description: ' 500 hatası ' })).toEqual({
      ok: true,
      value: { title: 'Site açılmıyor', description: '500 hatası' },
    })
  })
})
