import { describe, expect, it } from 'vitest'
import { conflictRows } from './edit-conflict'
import { formFromWebsite } from './edit-form'

const saved = formFromWebsite({
  name: 'Yöneticinin Adı',
  domain: 'ornek.com',
  template: 'business',
  status: 'active',
  description: 'İlk açıklama.',
  category: null,
  design: {},
  socialLinks: { instagram: 'https://instagram.com/ornek' },
  contactInfo: {},
  seoTitle: null,
  seoDescription: null,
  seoKeywords: null,
  pages: [{ id: 'p1', name: 'Menü', url: '/menu', status: 'published' }],
})

describe('conflictRows', () => {
  it('lists only the fields that differ, saved beside mine, in words', () => {
    const mine = {
      ...saved,
      title: 'İlk Ad',
      description: 'Yeni açıklama.',
      contactInfo: { phone: '0212 000 00 00' },
    }
    expect(conflictRows(saved, mine)).toEqual([
      { field: 'title', label: 'Website adı', saved: 'Yöneticinin Adı', mine: 'İlk Ad' },
      { field: 'description', label: 'Açıklama', saved: 'İlk açıklama.', mine: 'Yeni açıklama.' },
      { field: 'contactInfo', label: 'İletişim bilgileri', saved: '—', mine: 'phone: 0212 000 00 00' },
    ])
  })

  it('is empty when the form already matches what is saved', () => {
    expect(conflictRows(saved, { ...saved })).toEqual([])
    const renamedPages = {
      ...saved,
      pages: [{ id: 'p1', name: 'Fiyatlar', url: '/menu', status: 'published' as const }],
    }
    expect(conflictRows(saved, renamedPages)).toEqual([
      { field: 'pages', label: 'Sayfalar', saved: 'Menü', mine: 'Fiyatlar' },
    ])
  })

  it('leaves out a difference nobody can see, and marks the pages whose content differs', () => {
    expect(conflictRows(saved, { ...saved, contactInfo: { email: '', phone: '' } })).toEqual([])
    const page = saved.pages[0]!
    const rewritten = {
      ...saved,
      pages: [{ ...page, sections: [{ id: 's1', kind: 'text', heading: 'Menü' }] }] as typeof saved.pages,
    }
    expect(conflictRows(saved, rewritten)).toEqual([
      { field: 'pages', label: 'Sayfalar', saved: 'Menü (içeriği farklı)', mine: 'Menü (içeriği farklı)' },
    ])
  })
})
