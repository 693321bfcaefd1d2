import { createFileRoute, redirect } from '@tanstack/react-router'

// Alias of /admin/dashboard (docs/rules/admin-back-office.md#admin-routes): this path only redirects there.
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true })
  },
})
