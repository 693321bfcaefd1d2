import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_TIMEZONE } from '../../api/settings/settings-options.shared'
import {
  displayTimeZone,
  formatClock,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumericDateTime,
  setDisplayTimeZone,
} from './format-date'

// 21:39 UTC on 14 March 2026: already the 15th in Istanbul (UTC+3), still the 14th in New York.
const MOMENT = '2026-03-14T21:39:07.000Z'

// Unit files share a module graph: the zone goes back to the default after each test.
afterEach(() => setDisplayTimeZone(DEFAULT_TIMEZONE))

describe('dates the screens write', () => {
  it('writes every style in Istanbul time by default, whatever zone the machine is in', () => {
    expect(displayTimeZone()).toBe('Europe/Istanbul')
    expect(formatDate(MOMENT)).toBe('15.03.2026')
    expect(formatLongDate(MOMENT)).toBe('15 Mart 2026')
    expect(formatNumericDateTime(MOMENT)).toBe('15.03.2026 00:39')
    expect(formatClock(MOMENT)).toBe('00:39:07')
    expect(formatDateTime(MOMENT)).toMatch(/^15 Mar 2026 00:39$/)
  })

  it("follows the settings' zone once it is set, for every style at once", () => {
    setDisplayTimeZone('America/New_York')
    expect(formatDate(MOMENT)).toBe('14.03.2026')
    expect(formatNumericDateTime(MOMENT)).toBe('14.03.2026 17:39')
    expect(formatClock(MOMENT)).toBe('17:39:07')
  })

  it('keeps the last good zone when given one that does not exist', () => {
    setDisplayTimeZone('Europe/London')
    setDisplayTimeZone('Mars/Olympus_Mons')
    expect(displayTimeZone()).toBe('Europe/London')
    expect(formatClock(MOMENT)).toBe('21:39:07')
  })

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
    expect(formatNumericDateTime('not a date')).toBe('')
  })
})
