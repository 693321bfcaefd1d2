import { describe, expect, it } from 'vitest'
import { digitsOnly } from '../../components/one-time-code'
import { formatCountdown } from './hooks/use-countdown'
import { destinationAfterSignIn, safeRedirect } from './navigation'

describe('after sign-in', () => {
  it('sends an admin to /admin/dashboard and anyone else to /user-dashboard', () => {
    expect(destinationAfterSignIn({ role: 'admin' })).toBe('/admin/dashboard')
    expect(destinationAfterSignIn({ role: 'user' })).toBe('/user-dashboard')
  })

  it('returns to the guarded page, but only to an in-app path', () => {
    expect(destinationAfterSignIn({ role: 'user' }, '/edit-website/7?tab=seo')).toBe(
      '/edit-website/7?tab=seo',
    )
    for (const unsafe of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(unsafe)).toBeUndefined()
    }
    expect(safeRedirect('/login?redirect=%2Fx')).toBeUndefined()
    expect(safeRedirect('/verify-code')).toBeUndefined()
    expect(safeRedirect('/reset-password?token=abc&email=a%40b.co')).toBeUndefined()
    expect(safeRedirect('/forgot-password')).toBeUndefined()
    expect(safeRedirect('/login-help')).toBe('/login-help')
  })
})

describe('verification code helpers', () => {
  it('keeps digits only, at most six', () => {
    expect(digitsOnly('12 34-56')).toBe('123456')
    expect(digitsOnly('1234567')).toBe('123456')
    expect(digitsOnly('abc')).toBe('')
  })

  it('formats the countdown as mm:ss', () => {
    expect(formatCountdown(900)).toBe('15:00')
    expect(formatCountdown(780)).toBe('13:00')
    expect(formatCountdown(65)).toBe('01:05')
    expect(formatCountdown(0)).toBe('00:00')
  })
})
