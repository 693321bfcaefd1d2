import { describe, expect, it } from 'vitest'
import { needsUpload, newestDraft } from './draft-merge'

const device = (updatedAt: number) => ({ value: { from: 'device' }, updatedAt })
const server = (revision: number) => ({ value: { from: 'server' }, revision })

describe('device and server drafts', () => {
  it('start from the newer revision', () => {
    expect(newestDraft(device(10), server(20))).toEqual({ value: { from: 'server' }, updatedAt: 20 })
    expect(newestDraft(device(30), server(20))).toEqual(device(30))
  })

  it('keep the device copy on a tie (the same change) and take whichever exists alone', () => {
    expect(newestDraft(device(20), server(20))).toEqual(device(20))
    expect(newestDraft(null, server(5))).toEqual({ value: { from: 'server' }, updatedAt: 5 })
    expect(newestDraft(device(5), null)).toEqual(device(5))
    expect(newestDraft(null, null)).toBeNull()
  })

  it('send the device copy to the server only when the server has an older revision', () => {
    expect(needsUpload(device(21), 20)).toBe(true)
    expect(needsUpload(device(20), 20)).toBe(false)
    expect(needsUpload(device(19), 20)).toBe(false)
    expect(needsUpload(device(1), 0)).toBe(true)
    expect(needsUpload(null, 0)).toBe(false)
  })
})
