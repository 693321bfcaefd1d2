import { expect, it } from 'vitest'
import { formDraftResource } from '../../api/drafts/form-draft-resource'
import { formDraftResponseSchema } from '../../api/drafts/form-draft.shared'
import type { Harness } from './harness'

// Drafts kept on the server (/api/me/drafts/{form}): one per user and form, the newer revision wins,
// the value is checked per form and at most 64 KiB. docs/drafts.md#on-the-server

const PATH = '/api/me/drafts/website-builder'
const draftValue = (companyName: string, step = 1) => ({
  version: 1,
  step,
  form: { companyName, pages: ['home', 'contact'] },
})

export function draftsSuite(h: Harness) {
  const draftOf = (res: { status: number; text: string; body: unknown }) => {
    expect(res.status, res.text).toBe(200)
    return formDraftResponseSchema.parse(res.body).data.draft
  }

  it('keeps a draft for its user: none at first, then what was put, until it is deleted', async () => {
    const { token } = await h.customerToken()
    expect(draftOf(await h.call('GET', PATH, { token }))).toBeNull()
    const put = await h.as(token).put(PATH, { value: draftValue('Kuzey Fırın', 2), revision: 1000 })
    expect(draftOf(put)).toMatchObject({ revision: 1000, value: { version: 1, step: 2 } })
    const read = draftOf(await h.call('GET', PATH, { token }))
    expect(read?.revision).toBe(1000)
    // Stored as the form's schema reads it: every field present, defaults filled in.
    expect(read?.value).toMatchObject({
      form: { companyName: 'Kuzey Fırın', pages: ['home', 'contact'], languages: ['tr'], budget: '' },
    })
    expect((await h.as(token).del(PATH, undefined)).body).toEqual({ success: true })
    expect(draftOf(await h.call('GET', PATH, { token }))).toBeNull()
    // Deleting what is not there is no error.
    expect((await h.as(token).del(PATH, undefined)).status).toBe(200)
  })

  it('lets the newer revision win: an older or equal one changes nothing and gets the stored draft', async () => {
    const { token } = await h.customerToken()
    draftOf(await h.as(token).put(PATH, { value: draftValue('Yeni'), revision: 2000 }))
    for (const revision of [1999, 2000]) {
      const stale = draftOf(await h.as(token).put(PATH, { value: draftValue('Eski'), revision }))
      expect(stale).toMatchObject({ revision: 2000, value: { form: { companyName: 'Yeni' } } })
    }
    const newer = draftOf(await h.as(token).put(PATH, { value: draftValue('Daha yeni'), revision: 2001 }))
    expect(newer).toMatchObject({ revision: 2001, value: { form: { companyName: 'Daha yeni' } } })
  })

  it('keeps the highest revision when devices write at once, in any order', async () => {
    const { token, user } = await h.customerToken()
    const revisions = Array.from({ length: 12 }, (_, i) => 5000 + ((i * 7) % 12))
    const answers = await Promise.all(
      revisions.map((revision) =>
        h.as(token).put(PATH, { value: draftValue(`Cihaz ${revision}`), revision }),
      ),
    )
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    const stored = draftOf(await h.call('GET', PATH, { token }))
    expect(stored).toMatchObject({ revision: 5011, value: { form: { companyName: 'Cihaz 5011' } } })
    // One draft per user and form, however many first writes raced.
    expect(await h.ports.repos.resource(formDraftResource).count({ filter: { userId: user.id } })).toBe(1)
  })

  it("never shows one user's draft to another", async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    draftOf(await h.as(a.token).put(PATH, { value: draftValue('Sadece A'), revision: 10 }))
    expect(draftOf(await h.call('GET', PATH, { token: b.token }))).toBeNull()
    // B's own draft and B's delete leave A's alone.
    draftOf(await h.as(b.token).put(PATH, { value: draftValue('Sadece B'), revision: 1 }))
    await h.as(b.token).del(PATH, undefined)
    expect(draftOf(await h.call('GET', PATH, { token: a.token }))).toMatchObject({
      value: { form: { companyName: 'Sadece A' } },
    })
  })

  it('refuses a value the form cannot read (400) and one over 64 KiB (413), storing nothing', async () => {
    const { token } = await h.customerToken()
    const invalid = [
      { version: 2, step: 1, form: {} },
      { version: 1, step: 'iki', form: {} },
      { version: 1, step: 1, form: { industry: 'uzay' } },
      { version: 1, step: 1, form: { pages: ['home', 'uzay'] } },
      'metin',
      null,
    ]
    for (const value of invalid) {
      const res = await h.as(token).put(PATH, { value, revision: 1 })
      expect(res.status, JSON.stringify(value)).toBe(400)
      expect(res.body).toEqual({ success: false, message: 'Taslak kaydedilemedi: form verisi geçersiz.' })
    }
    const big = {
      version: 1,
      step: 1,
      form: { description: 'x'.repeat(2000), notes: 'y'.repeat(2000) },
      pad: 'z'.repeat(64 * 1024),
    }
    const tooBig = await h.as(token).put(PATH, { value: big, revision: 1 })
    expect(tooBig.status).toBe(413)
    expect(tooBig.body).toEqual({ success: false, message: 'Taslak çok büyük.' })
    expect(draftOf(await h.call('GET', PATH, { token }))).toBeNull()
  })

  it('knows only the forms it keeps, and only for a signed-in user', async () => {
    const { token } = await h.customerToken()
    expect((await h.call('GET', '/api/me/drafts/website-request-wizard', { token })).status).toBe(404)
    expect((await h.call('GET', PATH)).status).toBe(401)
  })
}
