import { createFileRoute } from '@tanstack/react-router'
import { AccountSecurityPage } from '../features/account-security/account-security-page'
import { requireSession } from '../lib/route-guards'

// Profil → Hesap güvenliği: two-factor sign-in and the sessions list of the signed-in user.
export const Route = createFileRoute('/account-security')({
  beforeLoad: requireSession,
  component: AccountSecurityPage,
})
