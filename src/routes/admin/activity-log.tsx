import { createFileRoute, redirect } from '@tanstack/react-router'

// Alias of /admin/activity (docs/rules/admin-back-office.md#admin-routes): this path only redirects there.
export const Route = createFileRoute('/admin/activity-log')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/activity', replace: true })
  },
})
