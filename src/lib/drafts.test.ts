import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  deleteDraft,
  deleteUserDrafts,
  loadDraft,
  loadDraftRecord,
  saveDraft,
  saveDraftNow,
  settleDraftFallback,
} from './drafts'
import { readDraftFallback, writeDraftFallback } from './drafts-fallback'
import { DRAFTS_DB_NAME } from './drafts-record'
import { installMemoryStorage } from './drafts-test-storage'

const storage = installMemoryStorage()

beforeEach(() => storage.clear())

describe('drafts', () => {
  it('has nothing for an unknown key', async () => {
    expect(await loadDraft('nobody:form')).toBeUndefined()
  })

  it('keeps a nested value under its key and replaces it on the next save', async () => {
    const value = {
      step: 3,
      form: { name: 'Yıldız İnşaat', pages: ['Referanslar'], hosting: { password: 'gizli' } },
    }
    await saveDraft('website-request:user-1', value)
    expect(await loadDraft('website-request:user-1')).toEqual(value)

    await saveDraft('website-request:user-1', { step: 4 })
    expect(await loadDraft('website-request:user-1')).toEqual({ step: 4 })
  })

  it('keeps drafts of different users and forms apart, and deletes one alone', async () => {
    await saveDraft('website-request:user-a', { name: 'A' })
    await saveDraft('website-request:user-b', { name: 'B' })
    await deleteDraft('website-request:user-a')
    expect(await loadDraft('website-request:user-a')).toBeUndefined()
    expect(await loadDraft('website-request:user-b')).toEqual({ name: 'B' })
  })

  it('stores them in the sitekur-drafts database', async () => {
    await saveDraft('website-request:user-c', { name: 'C' })
    const names = (await indexedDB.databases()).map((db) => db.name)
    expect(names).toContain(DRAFTS_DB_NAME)
  })

  it('stores within the calling task once the database is open, and says when it committed', async () => {
    await loadDraft('any')
    const committed = new Promise<void>((done) => {
      expect(saveDraftNow('website-request:user-d', { value: { step: 2 }, updatedAt: 5 }, done)).toBe(true)
    })
    await committed
    expect(await loadDraftRecord('website-request:user-d')).toEqual({ value: { step: 2 }, updatedAt: 5 })
  })
})

describe('the localStorage copy of a write that had not committed', () => {
  const key = 'website-request:user-e'

  it('wins over IndexedDB when it is newer, and loses when it is older', async () => {
    await saveDraft(key, { name: 'kayıtlı' }, 1_000)
    writeDraftFallback(key, { value: { name: 'son yazılan' }, updatedAt: 2_000 })
    expect(await loadDraft(key)).toEqual({ name: 'son yazılan' })

    writeDraftFallback(key, { value: { name: 'eski kopya' }, updatedAt: 500 })
    expect(await loadDraft(key)).toEqual({ name: 'kayıtlı' })
  })

  it('is the draft when IndexedDB has none', async () => {
    writeDraftFallback('website-request:user-f', { value: { step: 3 }, updatedAt: 7 })
    expect(await loadDraft('website-request:user-f')).toEqual({ step: 3 })
  })

  it('is moved into IndexedDB when newer, then dropped', async () => {
    await saveDraft(key, { name: 'kayıtlı' }, 1_000)
    writeDraftFallback(key, { value: { name: 'son yazılan' }, updatedAt: 3_000 })
    await settleDraftFallback(key)
    expect(readDraftFallback(key)).toBeNull()
    expect(await loadDraftRecord(key)).toEqual({ value: { name: 'son yazılan' }, updatedAt: 3_000 })
  })

  it('is dropped without a write when IndexedDB already holds something newer', async () => {
    await saveDraft(key, { name: 'yeni' }, 9_000)
    writeDraftFallback(key, { value: { name: 'eski' }, updatedAt: 8_000 })
    await settleDraftFallback(key)
    expect(readDraftFallback(key)).toBeNull()
    expect(await loadDraftRecord(key)).toEqual({ value: { name: 'yeni' }, updatedAt: 9_000 })
  })

  it('goes with the draft, and with every draft of a user who signs out', async () => {
    writeDraftFallback('website-request:user-g', { value: 1, updatedAt: 1 })
    await deleteDraft('website-request:user-g')
    expect(readDraftFallback('website-request:user-g')).toBeNull()

    await saveDraft('website-request:user-h', { name: 'H' })
    writeDraftFallback('website-request:user-h', { value: 2, updatedAt: Date.now() + 1 })
    writeDraftFallback('website-builder:user-h', { value: 3, updatedAt: 1 })
    writeDraftFallback('website-request:user-i', { value: 4, updatedAt: 1 })
    await deleteUserDrafts('user-h')
    expect(await loadDraft('website-request:user-h')).toBeUndefined()
    expect(await loadDraft('website-builder:user-h')).toBeUndefined()
    expect(await loadDraft('website-request:user-i')).toEqual(4)
  })
})
