import { createFileRoute, redirect } from '@tanstack/react-router'

// Alias of /admin/approvals (docs/rules/admin-back-office.md#admin-routes): this path only redirects there.
export const Route = createFileRoute('/admin/approval-management')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/approvals', replace: true })
  },
})
