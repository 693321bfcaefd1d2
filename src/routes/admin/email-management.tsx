import { createFileRoute, redirect } from '@tanstack/react-router'

// Alias of /admin/emails (docs/rules/admin-back-office.md#admin-routes): this path only redirects there.
export const Route = createFileRoute('/admin/email-management')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/emails', replace: true })
  },
})
