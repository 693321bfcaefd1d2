import { describe, expect, it } from 'vitest'
import { draftKey, freshDraft, parseDraft, serializeDraft } from './wizard-draft'
import { emptyWizardForm } from './wizard-form'

describe('wizard draft', () => {
  it('is one per user', () => {
    expect(draftKey('u1')).not.toBe(draftKey('u2'))
  })

  it('reads back what was stored, the step included', () => {
    const form = {
      ...emptyWizardForm(),
      name: 'Yıldız İnşaat',
      siteType: 'kurumsal' as const,
      businessType: 'insaat' as const,
      customPages: ['Referanslar'],
      hostingDetails: { provider: 'Natro', username: 'yildiz', password: 'gizli' },
    }
    expect(parseDraft(serializeDraft({ step: 4, form }))).toEqual({ step: 4, form })
  })

  it('is nothing for absent or foreign data', () => {
    expect(parseDraft(undefined)).toBeNull()
    expect(parseDraft('text')).toBeNull()
    expect(parseDraft({ version: 2, step: 1, form: {} })).toBeNull()
  })

  it('keeps what is valid of a damaged draft and defaults the rest', () => {
    const draft = parseDraft({
      version: 1,
      step: 9,
      form: {
        name: 'Kalan',
        siteType: 'uzay-gemisi',
        colorScheme: 42,
        customPages: 'not a list',
        socialMedia: { instagram: '@kalan', facebook: 7 },
        title: 'x'.repeat(80),
      },
    })
    expect(draft).not.toBeNull()
    expect(draft?.step).toBe(1)
    expect(draft?.form.name).toBe('Kalan')
    expect(draft?.form.siteType).toBe('')
    expect(draft?.form.colorScheme).toBe('modern')
    expect(draft?.form.customPages).toEqual([])
    expect(draft?.form.socialMedia).toEqual({ ...emptyWizardForm().socialMedia, instagram: '@kalan' })
    expect(draft?.form.title).toHaveLength(60)
    expect(draft?.form.hasAboutPage).toBe(true)
  })

  it('starts on step 1 with the defaults', () => {
    expect(freshDraft()).toEqual({ step: 1, form: emptyWizardForm() })
    expect(emptyWizardForm()).toMatchObject({
      colorScheme: 'modern',
      layout: 'standard',
      name: '',
      keywords: '',
    })
  })
})
