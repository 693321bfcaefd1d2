import { describe, expect, it } from 'vitest'
import { phraseMatches } from './confirm-phrase'

describe('typed confirmation', () => {
  it('accepts the word in any Turkish case, spaces around ignored', () => {
    expect(phraseMatches('SİL', 'SİL')).toBe(true)
    expect(phraseMatches(' sil ', 'SİL')).toBe(true)
    expect(phraseMatches('reddet', 'REDDET')).toBe(true)
    expect(phraseMatches('istanbul inşaat', 'İSTANBUL İnşaat')).toBe(true)
  })

  it('refuses anything else, the dotless I included', () => {
    expect(phraseMatches('SIL', 'SİL')).toBe(false)
    expect(phraseMatches('Sİ', 'SİL')).toBe(false)
    expect(phraseMatches('', 'SİL')).toBe(false)
    expect(phraseMatches('', '')).toBe(false)
  })
})
