import { describe, expect, it } from 'vitest'
import { websiteEditDraftSchema } from '../../../api/websites/website-edit.shared'
import { counterText, editErrors, editMessages, imageFileProblem } from './edit-checks'

const form = websiteEditDraftSchema.parse({ title: 'Lale' })

describe('edit checks', () => {
  it('need a title', () => {
    expect(editErrors(form)).toEqual({})
    expect(editErrors({ ...form, title: '   ' })).toEqual({ title: 'Website adı zorunludur.' })
  })

  it('hold the SEO title to 60 and the description to 160 characters', () => {
    expect(editErrors({ ...form, seoTitle: 'a'.repeat(60), seoDescription: 'b'.repeat(160) })).toEqual({})
    expect(editErrors({ ...form, seoTitle: 'a'.repeat(61), seoDescription: 'b'.repeat(161) })).toEqual({
      seoTitle: 'SEO başlığı en fazla 60 karakter olabilir.',
      seoDescription: 'SEO açıklaması en fazla 160 karakter olabilir.',
    })
  })

  it('count characters as "n/60 karakter"', () => {
    expect(counterText('', 60)).toBe('0/60 karakter')
    expect(counterText('Lale Lokantası', 60)).toBe('14/60 karakter')
  })

  it('take images only, up to 10 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull()
    expect(imageFileProblem({ type: 'image/x-icon', size: 1000 })).toBeNull()
    expect(imageFileProblem({ type: 'text/plain', size: 10 })).toBe(editMessages.notAnImage)
    expect(imageFileProblem({ type: '', size: 10 })).toBe(editMessages.notAnImage)
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toMatch(/10 MB/)
  })
})
