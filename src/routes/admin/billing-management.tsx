import { createFileRoute, redirect } from '@tanstack/react-router'

// Alias of /admin/billing (docs/rules/admin-back-office.md#admin-routes): this path only redirects there.
export const Route = createFileRoute('/admin/billing-management')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/billing', replace: true })
  },
})
