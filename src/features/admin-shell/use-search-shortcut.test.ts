import { describe, expect, it } from 'vitest'
import { isSearchShortcut } from './use-search-shortcut'

const key = (key: string, extra: Partial<KeyboardEvent> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...extra,
})

describe('the search box shortcut', () => {
  it('is / outside text fields, and Ctrl+K or ⌘K anywhere', () => {
    expect(isSearchShortcut(key('/'))).toBe(true)
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true)
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true)
    expect(isSearchShortcut(key('k'))).toBe(false)
    expect(isSearchShortcut(key('/', { altKey: true }))).toBe(false)
  })
})
