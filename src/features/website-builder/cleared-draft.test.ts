import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MemoryStorage } from '../../lib/drafts-test-storage'
import { clearedRevision, markDraftCleared } from './cleared-draft'
import { afterClear } from './draft-merge'

describe('a deleted builder draft stays deleted', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage')
  })

  it('remembers the highest revision deleted, per user', () => {
    expect(clearedRevision('website-builder:u1')).toBe(0)
    markDraftCleared('website-builder:u1', 200)
    markDraftCleared('website-builder:u1', 150) // never moves back
    expect(clearedRevision('website-builder:u1')).toBe(200)
    expect(clearedRevision('website-builder:u2')).toBe(0)
  })

  it('hides copies up to that revision, on the device and from the server, and shows later ones', () => {
    expect(afterClear({ value: 'old', updatedAt: 200 }, 200)).toBeNull()
    expect(afterClear({ value: 'old', revision: 120 }, 200)).toBeNull()
    expect(afterClear({ value: 'new', updatedAt: 201 }, 200)).toEqual({ value: 'new', updatedAt: 201 })
    expect(afterClear({ value: 'new', revision: 300 }, 200)).toEqual({ value: 'new', revision: 300 })
    expect(afterClear(null, 0)).toBeNull()
    expect(afterClear(undefined, 0)).toBeNull()
  })

  it('treats unreadable storage as nothing deleted', () => {
    Reflect.deleteProperty(globalThis, 'localStorage')
    markDraftCleared('website-builder:u1', 5)
    expect(clearedRevision('website-builder:u1')).toBe(0)
  })
})
