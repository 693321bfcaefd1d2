import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { stepDraftCodec } from './step-draft'

const codec = stepDraftCodec(z.object({ name: z.string().catch('') }), 4, () => ({ name: '' }))

describe('step draft', () => {
  it('reads back what was stored, the step included, also through JSON', () => {
    const stored = codec.serialize({ step: 3, form: { name: 'Yıldız' } })
    expect(stored).toEqual({ version: 1, step: 3, form: { name: 'Yıldız' } })
    expect(codec.parse(JSON.parse(JSON.stringify(stored)))).toEqual({ step: 3, form: { name: 'Yıldız' } })
  })

  it('opens step 1 for a step the form does not have', () => {
    expect(codec.parse({ version: 1, step: 5, form: { name: 'A' } })).toEqual({
      step: 1,
      form: { name: 'A' },
    })
    expect(codec.parse({ version: 1, step: 'iki', form: {} })).toEqual({ step: 1, form: { name: '' } })
  })

  it('is nothing for absent, foreign or other-version data', () => {
    expect(codec.parse(undefined)).toBeNull()
    expect(codec.parse('text')).toBeNull()
    expect(codec.parse({ version: 2, step: 1, form: {} })).toBeNull()
  })

  it('starts on step 1 with the empty form', () => {
    expect(codec.fresh()).toEqual({ step: 1, form: { name: '' } })
  })
})
