import { describe, expect, it } from 'vitest'
import { overflowOf } from './use-scrollable-bar'

// The sides of a sideways-scrolling bar that hide more (the dashboards' tab bar on a phone): each gets a
// fading edge. A pixel of rounding is no overflow.
describe('overflowOf', () => {
  it('says which sides hide more, from the scroll position and the widths', () => {
    expect(overflowOf(0, 375, 375)).toBe('none')
    expect(overflowOf(0, 375, 376)).toBe('none')
    expect(overflowOf(0, 375, 700)).toBe('end')
    expect(overflowOf(120, 375, 700)).toBe('both')
    expect(overflowOf(325, 375, 700)).toBe('start')
    expect(overflowOf(324.5, 375, 700)).toBe('start')
  })
})
