// Route guards (TanStack `beforeLoad`): customer pages need a session, admin pages the admin role.
// Client-side only, for navigation; the API checks every call on its own.
import { redirect } from '@tanstack/react-router'
import { sessionState } from './session'
import type { SessionUser } from './session'
import { ensureFreshToken, needsRefresh } from './session-refresh'

interface GuardContext {
  location: { href: string }
}

type Decide = (user: SessionUser | null) => void

/**
 * Decides on the session this tab can use (a user and a token), after a refresh when the stored token
 * is expiring. Synchronous when no refresh is needed: an async guard leaves the router a window in
 * which a quick second navigation can be lost.
 */
function withSession(decide: Decide): void | Promise<void> {
  const current = () => (sessionState.user && sessionState.accessToken ? sessionState.user : null)
  if (!needsRefresh()) return decide(current())
  return ensureFreshToken().then(() => decide(current()))
}

function toLogin(location: GuardContext['location']) {
  return redirect({ to: '/login', search: { redirect: location.href } })
}

/** Customer pages: without a session → /login?redirect=… (back here after signing in). */
export function requireSession({ location }: GuardContext): void | Promise<void> {
  return withSession((user) => {
    if (!user) throw toLogin(location)
  })
}

/**
 * Admin pages: no session → /login; a non-admin → /dashboard (the admin shell's rule) or, for the
 * user list and website requests pages, /user-dashboard (docs/rules/admin-back-office.md#access).
 */
export function requireAdmin(nonAdminTo: '/dashboard' | '/user-dashboard' = '/dashboard') {
  return ({ location }: GuardContext): void | Promise<void> =>
    withSession((user) => {
      if (!user) throw toLogin(location)
      if (user.role !== 'admin') throw redirect({ to: nonAdminTo })
    })
}
