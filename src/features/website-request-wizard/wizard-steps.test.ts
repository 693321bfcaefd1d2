import { describe, expect, it } from 'vitest'
import { emptyWizardForm } from './wizard-form'
import {
  WIZARD_STEPS,
  WIZARD_STEP_COUNT,
  canAdvance,
  firstErrorStep,
  isAcceptableEmail,
  missingBasics,
  stepErrors,
  submitErrors,
  wizardText,
} from './wizard-steps'

const basics = { name: 'Yıldız İnşaat', siteType: 'kurumsal' as const, description: 'Konut projeleri' }

describe('step 1 gate', () => {
  it('keeps Sonraki disabled until name, kind of site and description are all filled', () => {
    const form = emptyWizardForm()
    expect(canAdvance(1, form)).toBe(false)
    expect(missingBasics(form)).toEqual(['name', 'siteType', 'description'])
    expect(canAdvance(1, { ...form, name: 'A', siteType: 'blog' })).toBe(false)
    expect(canAdvance(1, { ...form, name: 'A', description: 'B' })).toBe(false)
    expect(canAdvance(1, { ...form, ...basics })).toBe(true)
  })

  it('does not count blanks as filled', () => {
    expect(missingBasics({ name: '   ', siteType: 'blog', description: '\n' })).toEqual([
      'name',
      'description',
    ])
  })

  it('gates only step 1', () => {
    const form = emptyWizardForm()
    for (const step of [2, 3, 4, 5, 6]) expect(canAdvance(step, form)).toBe(true)
  })
})

describe('submitting', () => {
  it('needs a name and a kind of site, with the documented message for the name', () => {
    const form = emptyWizardForm()
    expect(submitErrors(form)).toEqual({
      name: 'Lütfen website adını girin',
      siteType: wizardText.siteTypeRequired,
    })
    expect(submitErrors({ ...form, name: 'Site', siteType: 'blog' })).toEqual({})
  })

  it('does not need the description (only leaving step 1 does)', () => {
    const form = { ...emptyWizardForm(), name: 'Site', siteType: 'blog' as const, description: '' }
    expect(submitErrors(form)).toEqual({})
  })

  it('refuses an email the server would refuse, and opens the first step with an error', () => {
    const form = { ...emptyWizardForm(), ...basics, email: 'ali@' }
    expect(submitErrors(form)).toEqual({ email: wizardText.emailInvalid })
    expect(firstErrorStep(submitErrors(form))).toBe(5)
    expect(firstErrorStep(submitErrors({ ...form, name: '' }))).toBe(1)
    expect(firstErrorStep({})).toBeNull()
  })
})

describe('email', () => {
  it.each([
    ['', true],
    ['info@yildiz.com.tr', true],
    ['ali.veli@örnek.com', true],
    ['ali@', false],
    ['ali@yildiz', false],
    ['ali veli@yildiz.com', false],
  ])('%s → %s', (value, ok) => expect(isAcceptableEmail(value)).toBe(ok))

  it('is checked when leaving step 5 only', () => {
    expect(stepErrors(5, { email: 'x@' })).toEqual({ email: wizardText.emailInvalid })
    expect(stepErrors(4, { email: 'x@' })).toEqual({})
    expect(stepErrors(5, { email: 'x@y.co' })).toEqual({})
  })
})

describe('steps', () => {
  it('are six, in the order the indicator lists them', () => {
    expect(WIZARD_STEP_COUNT).toBe(6)
    expect(WIZARD_STEPS.map((step) => step.title)).toEqual([
      'Temel',
      'Tasarım',
      'İçerik',
      'Galeri',
      'İletişim',
      'SEO',
    ])
  })
})
