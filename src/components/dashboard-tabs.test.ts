import { describe, expect, it } from 'vitest'
import { tabIndexForKey } from './dashboard-tabs'

describe('tabIndexForKey', () => {
  it('moves with the arrow keys, wrapping at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 6)).toBe(1)
    expect(tabIndexForKey('ArrowRight', 5, 6)).toBe(0)
    expect(tabIndexForKey('ArrowLeft', 0, 6)).toBe(5)
    expect(tabIndexForKey('ArrowLeft', 3, 6)).toBe(2)
  })

  it('jumps with Home and End and ignores other keys', () => {
    expect(tabIndexForKey('Home', 4, 6)).toBe(0)
    expect(tabIndexForKey('End', 1, 6)).toBe(5)
    expect(tabIndexForKey('Enter', 1, 6)).toBeNull()
    expect(tabIndexForKey('ArrowDown', 1, 6)).toBeNull()
  })
})
