import { createFileRoute } from '@tanstack/react-router'
import { AdminTwoFactorPage } from '../../features/account-security/admin-two-factor-page'

// Where the admin shell sends an admin who must enrol in two-factor sign-in first.
export const Route = createFileRoute('/admin/two-factor')({
  component: AdminTwoFactorPage,
})
