import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SettingsPage } from '../../features/admin-settings/settings-page'

const searchSchema = z.object({
  tab: z
    .enum(['general', 'security', 'notifications', 'performance', 'integrations', 'advanced'])
    .optional()
    .catch(undefined),
})

// The selected tab lives in the URL, so a tab is a link.
export const Route = createFileRoute('/admin/settings')({
  validateSearch: searchSchema,
  component: SettingsRoute,
})

function SettingsRoute() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SettingsPage
      tab={tab ?? 'general'}
      onTab={(next) =>
        void navigate({ search: { tab: next === 'general' ? undefined : next }, replace: true })
      }
    />
  )
}
