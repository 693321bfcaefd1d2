import { describe, expect, it } from 'vitest'
import { formatDuration } from './analytics-format'
import { presetOf, presetRange, rangeOf } from './analytics-range'

describe('analytics figures on screen', () => {
  it('reads durations in days, hours and minutes, as the landing says its promise', () => {
    expect(formatDuration(19 * 60 + 40)).toBe('19 saat 40 dakika')
    expect(formatDuration(36 * 60)).toBe('1 gün 12 saat')
    expect(formatDuration(0)).toBe('0 dakika')
    expect(formatDuration(null)).toBe('—')
  })

  it('knows its presets: the last 7, 30 or 90 days up to today in Istanbul', () => {
    const now = new Date('2026-03-14T22:30:00.000Z')
    expect(presetRange(7, now)).toEqual({ from: '2026-03-09', to: '2026-03-15' })
    expect(rangeOf({}, now)).toEqual({ from: '2026-02-14', to: '2026-03-15' })
    expect(presetOf(rangeOf({}, now), now)).toBe(30)
    expect(presetOf({ from: '2026-03-01', to: '2026-03-15' }, now)).toBeNull()
  })
})
