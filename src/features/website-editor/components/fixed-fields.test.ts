import { describe, expect, it } from 'vitest'
import { savedWhereFixed } from './fixed-fields'

// What a draft cannot carry into the owner's form: the domain always, the status while the team holds it.
describe('savedWhereFixed', () => {
  const website = { domain: 'lale.com.tr', status: 'maintenance' }
  const draft = { title: 'Lale', domain: 'eski-lale.com.tr', status: 'draft' }

  it('puts back the saved domain, and the saved status while the team holds it', () => {
    expect(savedWhereFixed(draft, website, true)).toEqual({
      title: 'Lale',
      domain: 'lale.com.tr',
      status: 'maintenance',
    })
  })

  it("keeps the draft's status when the team holds none", () => {
    expect(savedWhereFixed(draft, website, false)).toEqual({
      title: 'Lale',
      domain: 'lale.com.tr',
      status: 'draft',
    })
  })

  it('returns the same form when nothing differs (no new object for the preview)', () => {
    const form = { title: 'Lale', domain: 'lale.com.tr', status: 'maintenance' }
    expect(savedWhereFixed(form, website, true)).toBe(form)
  })
})
