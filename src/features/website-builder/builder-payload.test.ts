import { describe, expect, it } from 'vitest'
import { builderRequestBodySchema } from '../../../api/website-requests/website-request-body.shared'
import { emptyBuilderForm } from '../../../api/builder/builder-form.shared'
import { builderPreviewSource, builderRequestForm } from './builder-payload'

describe('builder payload', () => {
  const form = {
    ...emptyBuilderForm(),
    companyName: '  Deniz Balık  ',
    contactEmail: ' bilgi@denizbalik.com.tr ',
    notes: '\nAkşam servisi\n',
    pages: ['home' as const, 'contact' as const],
    ecommerce: true,
  }

  it('sends every text trimmed and every choice as made, in the shape the server accepts', () => {
    const sent = builderRequestForm(form)
    expect(sent).toEqual({
      ...form,
      companyName: 'Deniz Balık',
      contactEmail: 'bilgi@denizbalik.com.tr',
      notes: 'Akşam servisi',
    })
    expect(builderRequestBodySchema.safeParse({ source: 'builder', builderForm: sent }).success).toBe(true)
  })

  it('previews the form as it is', () => {
    expect(builderPreviewSource(form)).toEqual({ kind: 'builder', form })
  })
})
