import { describe, expect, it } from 'vitest'
import { cutText, hasLoneSurrogate } from './unicode-text.shared'

/** String.prototype.isWellFormed (ES2024; the project's type library is ES2023). */
const isWellFormed = (text: string) =>
  (String.prototype as unknown as { isWellFormed: (this: string) => boolean }).isWellFormed.call(text)

describe('hasLoneSurrogate', () => {
  it('finds half a pair anywhere in the text', () => {
    for (const text of [
      '\ud800',
      '\udfff',
      'a\ud83d',
      '\ude00b',
      'x\ud83dy',
      '\ude00\ud83d',
      '😀\ud800',
      '\udc00😀',
    ])
      expect(hasLoneSurrogate(text), JSON.stringify(text)).toBe(true)
  })

  it('lets whole pairs (emoji, rare CJK) and ordinary text through', () => {
    for (const text of ['', 'Şirket Adı ğüşıöç', '😀', '\ud83d\ude00', 'a😀b👍🏽c', '𠜎', '\uffff\ue000'])
      expect(hasLoneSurrogate(text), JSON.stringify(text)).toBe(false)
  })

  it('agrees with String.prototype.isWellFormed on every short mix of units', () => {
    const units = [0x41, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000]
    for (const a of units)
      for (const b of units)
        for (const c of units) {
          const text = String.fromCharCode(a, b, c)
          expect(hasLoneSurrogate(text), JSON.stringify(text)).toBe(!isWellFormed(text))
        }
  })
})

describe('cutText', () => {
  it('cuts at the limit, and one unit short of it rather than inside a pair', () => {
    expect(cutText('abcdef', 3)).toBe('abc')
    expect(cutText('ab', 3)).toBe('ab')
    expect(cutText('ab😀', 3)).toBe('ab')
    expect(cutText('ab😀', 4)).toBe('ab😀')
    expect(cutText('a😀b', 3)).toBe('a😀')
    for (let max = 0; max <= 8; max++) expect(isWellFormed(cutText('😀😀😀x', max)), String(max)).toBe(true)
  })
})
