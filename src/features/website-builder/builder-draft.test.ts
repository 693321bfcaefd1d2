import { describe, expect, it } from 'vitest'
import { emptyBuilderForm } from '../../../api/builder/builder-form.shared'
import { draftKey, freshDraft, parseDraft, serializeDraft } from './builder-draft'

describe('builder draft', () => {
  it('is one per user, under the form name the server keeps it by', () => {
    expect(draftKey('u1')).toBe('website-builder:u1')
    expect(draftKey('u1')).not.toBe(draftKey('u2'))
  })

  it('reads back what was stored, the step included, also through JSON (the server copy)', () => {
    const form = {
      ...emptyBuilderForm(),
      companyName: 'Deniz Balık Restoran',
      industry: 'restoran' as const,
      colorScheme: 'blue' as const,
      pages: ['home' as const, 'contact' as const],
      languages: ['tr' as const, 'en' as const],
      ecommerce: true,
    }
    const stored = serializeDraft({ step: 3, form })
    expect(stored.version).toBe(1)
    expect(parseDraft(stored)).toEqual({ step: 3, form })
    expect(parseDraft(JSON.parse(JSON.stringify(stored)))).toEqual({ step: 3, form })
  })

  it('is nothing for absent or foreign data', () => {
    expect(parseDraft(undefined)).toBeNull()
    expect(parseDraft(null)).toBeNull()
    expect(parseDraft({ version: 2, step: 1, form: {} })).toBeNull()
    expect(parseDraft({ version: 1, step: 1, form: { industry: 'uzay' } })).toBeNull()
  })

  it('starts a damaged step on step 1 and fills missing fields with their defaults', () => {
    expect(parseDraft({ version: 1, step: 12, form: { companyName: 'Kısmi' } })).toEqual({
      step: 1,
      form: { ...emptyBuilderForm(), companyName: 'Kısmi' },
    })
  })

  it('starts fresh on step 1 with Turkish as the language', () => {
    expect(freshDraft()).toEqual({ step: 1, form: emptyBuilderForm() })
    expect(freshDraft().form.languages).toEqual(['tr'])
  })
})
