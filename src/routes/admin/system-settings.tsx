import { createFileRoute, redirect } from '@tanstack/react-router'

// Alias of /admin/settings (docs/rules/admin-back-office.md#admin-routes): this path only redirects there.
export const Route = createFileRoute('/admin/system-settings')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/settings', replace: true })
  },
})
