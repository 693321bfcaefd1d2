import { createFileRoute, redirect } from '@tanstack/react-router'

// Alias of /admin/notifications (docs/rules/admin-back-office.md#admin-routes): this path only redirects there.
export const Route = createFileRoute('/admin/notification-management')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/notifications', replace: true })
  },
})
