import { describe, expect, it } from 'vitest'
import { expiryText } from './preview-countdown'

const now = Date.parse('2026-03-14T10:00:00Z')
const minutes = (n: number) => n * 60_000

describe('preview expiry countdown', () => {
  it('says the session has expired once the time is reached or past', () => {
    expect(expiryText(now, now)).toBe('Süresi doldu')
    expect(expiryText(now - 1, now)).toBe('Süresi doldu')
    expect(expiryText(Number.NaN, now)).toBe('Süresi doldu')
  })

  it('gives minutes alone under an hour, rounded down', () => {
    expect(expiryText(now + minutes(29) + 59_999, now)).toBe('29dk kaldı')
    expect(expiryText(now + 30_000, now)).toBe('0dk kaldı')
  })

  it('gives hours and minutes from an hour on', () => {
    expect(expiryText(now + minutes(60), now)).toBe('1s 0dk kaldı')
    expect(expiryText(now + minutes(65), now)).toBe('1s 5dk kaldı')
    expect(expiryText(now + minutes(25 * 60 + 7), now)).toBe('25s 7dk kaldı')
  })
})
