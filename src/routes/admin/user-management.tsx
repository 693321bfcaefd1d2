import { createFileRoute, redirect } from '@tanstack/react-router'

// Alias of /admin/users (docs/rules/admin-back-office.md#admin-routes): this path only redirects there.
export const Route = createFileRoute('/admin/user-management')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/users', replace: true })
  },
})
