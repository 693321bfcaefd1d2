import { describe, expect, it } from 'vitest'
import { ApiError } from '../lib/http'
import { commonPasswordsText } from './common-passwords.gen'
import { assertPasswordAcceptable } from './password-policy'

const message = (password: string, min = 8) => {
  try {
    assertPasswordAcceptable(password, min)
    return null
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.message}` : String(error)
  }
}

describe('password policy', () => {
  it('ships at least 10,000 distinct lower-case common passwords', () => {
    const list = commonPasswordsText.split('\n')
    expect(list.length).toBeGreaterThanOrEqual(10_000)
    expect(new Set(list).size).toBe(list.length)
    expect(list.every((p) => p === p.toLowerCase() || p === p.toLocaleLowerCase('tr-TR'))).toBe(true)
  })

  it('rejects common passwords in any letter case', () => {
    for (const p of ['password', 'PASSWORD', 'Qwerty123', 'galatasaray', 'Fenerbahçe']) {
      expect(message(p), p).toMatch(/^400 Bu şifre çok yaygın/)
    }
  })

  it('applies the minimum from the settings and the 128-character maximum', () => {
    expect(message('Kisa-1x')).toBe('400 Şifre en az 8 karakter olmalıdır.')
    expect(message('Elma-Armut-42', 16)).toBe('400 Şifre en az 16 karakter olmalıdır.')
    expect(message('ş'.repeat(128))).toBeNull()
    expect(message('ş'.repeat(129))).toBe('400 Şifre en fazla 128 karakter olabilir.')
    expect(message('Kiraz-Bahcesi-42!')).toBeNull()
  })
})
