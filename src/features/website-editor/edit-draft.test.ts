import { describe, expect, it } from 'vitest'
import { websiteEditDraftSchema } from '../../../api/websites/website-edit.shared'
import { editDraftKey, parseEditDraft, serializeEditDraft } from './edit-draft'

const form = websiteEditDraftSchema.parse({ title: 'Lale', seoTitle: 'Lale Lokantası' })

describe('the edit form draft', () => {
  it('is kept per website under the user', () => {
    expect(editDraftKey('site-1', 'user-7')).toBe('website-edit:site-1:user-7')
  })

  it('comes back as it was stored, with the version it started from (through JSON, as the localStorage copy keeps it)', () => {
    const basedOn = '2026-11-28T10:00:00.000Z'
    const stored: unknown = JSON.parse(JSON.stringify(serializeEditDraft('site-1', form, basedOn)))
    expect(parseEditDraft(stored, 'site-1')).toEqual({ form, basedOn })
    // A draft kept before drafts carried their version: the screen starts it from the saved website's.
    expect(parseEditDraft({ version: 1, websiteId: 'site-1', form }, 'site-1')).toEqual({
      form,
      basedOn: null,
    })
  })

  it('is ignored when it belongs to another website or is not a draft', () => {
    expect(
      parseEditDraft(serializeEditDraft('site-2', form, '2026-11-28T10:00:00.000Z'), 'site-1'),
    ).toBeNull()
    expect(parseEditDraft({ version: 2, websiteId: 'site-1', form }, 'site-1')).toBeNull()
    expect(
      parseEditDraft({ version: 1, websiteId: 'site-1', form: { template: 'nope' } }, 'site-1'),
    ).toBeNull()
    expect(parseEditDraft(null, 'site-1')).toBeNull()
  })
})
