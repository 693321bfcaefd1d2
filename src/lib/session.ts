// The signed-in user as the UI sees it. Sign-in arrives with a later issue; until then it stays empty and
// the navbar shows the logged-out items.
import { proxy } from 'valtio/vanilla'

export type SessionRole = 'user' | 'admin'

export interface SessionUser {
  id: string
  name: string
  email: string
  role: SessionRole
}

export const sessionState = proxy<{ user: SessionUser | null }>({ user: null })

export function isAdmin(user: SessionUser | null): boolean {
  return user?.role === 'admin'
}

/** Forgets the signed-in user (the sign-in work adds the server call and token clean-up). */
export function signOut(): void {
  sessionState.user = null
}
