import { createFileRoute, redirect } from '@tanstack/react-router'

// Alias of /admin/packages (docs/rules/admin-back-office.md#admin-routes): this path only redirects there.
export const Route = createFileRoute('/admin/package-management')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/packages', replace: true })
  },
})
