// Where the sign-in screens send people next.
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { SessionUser } from '../../lib/session'

/** Only in-app paths survive as a `redirect` target (no other origins, no loops back to sign-in). */
export function safeRedirect(value: string | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  if (
    /^\/(login|register|verify-code|email-verification|email-code-verification|forgot-password|reset-password)(\/|\?|$)/.test(
      value,
    )
  ) {
    return undefined
  }
  return value
}

/** Where a sign-in leads: docs/rules/accounts-and-sign-in.md#sign-in. */
export function destinationAfterSignIn(user: Pick<SessionUser, 'role'>, redirect?: string): string {
  return safeRedirect(redirect) ?? (user.role === 'admin' ? '/admin/dashboard' : '/user-dashboard')
}

/** Navigates to an in-app path such as "/login?verified=1" (hash history). */
export function useGoTo(): (path: string) => void {
  const router = useRouter()
  return useCallback((path: string) => router.history.push(path), [router])
}
