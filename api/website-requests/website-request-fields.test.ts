import { describe, expect, it } from 'vitest'
import { MAX_KEYWORDS } from './seo-limits.shared'
import { websiteRequestFieldsBodySchema } from './website-request-body.shared'
import { requestFields } from './website-request-fields'

// What the server stores of a request follows the shared input rules (docs/input-rules.md), so the
// wizard's keyword chips and the stored keywords agree.
describe('the stored fields of a website request', () => {
  const fieldsOf = (input: Record<string, unknown>) =>
    requestFields(websiteRequestFieldsBodySchema.parse({ websiteName: 'Lale Lokantası', ...input })).fields

  it('keeps as many keywords as the wizard shows: MAX_KEYWORDS, deduplicated the Turkish way', () => {
    const many = Array.from({ length: 60 }, (_, i) => `kelime${i}`).join(', ')
    expect(fieldsOf({ seo: { keywords: many } }).seo.keywords).toHaveLength(MAX_KEYWORDS)
    expect(fieldsOf({ seo: { keywords: 'İzmir, izmir, balık  restoranı' } }).seo.keywords).toEqual([
      'İzmir',
      'balık restoranı',
    ])
  })

  it('stores domains and phone numbers normalised', () => {
    const fields = fieldsOf({ domain: 'https://Lale-Lokanta.COM/', phone: ' +90  532  000 00 00 ' })
    expect(fields.domain).toBe('lale-lokanta.com')
    expect(fields.phone).toBe('+90 532 000 00 00')
  })
})
