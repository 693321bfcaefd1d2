import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { DRAFTS_DB_NAME, deleteDraft, loadDraft, saveDraft, saveDraftNow } from './drafts'

describe('drafts', () => {
  it('has nothing for an unknown key', async () => {
    expect(await loadDraft('nobody:form')).toBeUndefined()
  })

  it('keeps a nested value under its key and replaces it on the next save', async () => {
    const value = {
      step: 3,
      form: { name: 'Yıldız İnşaat', pages: ['Referanslar'], hosting: { password: 'gizli' } },
    }
    await saveDraft('user-1:website-request', value)
    expect(await loadDraft('user-1:website-request')).toEqual(value)

    await saveDraft('user-1:website-request', { step: 4 })
    expect(await loadDraft('user-1:website-request')).toEqual({ step: 4 })
  })

  it('keeps drafts of different users and forms apart, and deletes one alone', async () => {
    await saveDraft('user-a:website-request', { name: 'A' })
    await saveDraft('user-b:website-request', { name: 'B' })
    await deleteDraft('user-a:website-request')
    expect(await loadDraft('user-a:website-request')).toBeUndefined()
    expect(await loadDraft('user-b:website-request')).toEqual({ name: 'B' })
  })

  it('stores them in the sitekur-drafts database', async () => {
    await saveDraft('user-c:website-request', { name: 'C' })
    const names = (await indexedDB.databases()).map((db) => db.name)
    expect(names).toContain(DRAFTS_DB_NAME)
  })

  it('stores within the calling task once the database is open (for pagehide)', async () => {
    await loadDraft('any')
    expect(saveDraftNow('user-d:website-request', { step: 2 })).toBe(true)
    expect(await loadDraft('user-d:website-request')).toEqual({ step: 2 })
  })
})
